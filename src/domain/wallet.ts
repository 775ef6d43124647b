/**
 * Wallet amounts are money (core §3 "Amounts are in euros", §9 two decimals). One rule set for the
 * wallet dialog and the server: a signed amount in euro with at most 2 decimals, never zero, and no
 * change may take the balance below zero. Arithmetic is done in cents so 0.1 + 0.2 is exact.
 */

/** Largest single change an admin may make (keeps numeric(14,2) far from overflow). */
import type { MessageKey } from '../i18n/messages';
export const WALLET_MAX_CHANGE = 1_000_000;

export type WalletAmountCheck = { ok: true; cents: number; amount: number } | { ok: false; message: MessageKey };

const AMOUNT_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/** Parses a wallet change typed by an admin or sent to the server (a JSON number or a numeric string). */
export function parseWalletAmount(value: unknown): WalletAmountCheck {
  let s: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: 'resources.users.wallet.notANumber' };
    s = String(value);
  } else if (typeof value === 'string') {
    s = value.trim();
  } else {
    return {
      ok: false,
      message: value === undefined || value === null ? 'resources.users.wallet.required' : 'resources.users.wallet.notANumber',
    };
  }
  if (s === '') return { ok: false, message: 'resources.users.wallet.required' };
  if (!AMOUNT_PATTERN.test(s)) return { ok: false, message: 'resources.users.wallet.notANumber' };
  const [, decimals = ''] = s.replace(/^[+-]/, '').split('.');
  if (decimals.length > 2) return { ok: false, message: 'resources.users.wallet.tooManyDecimals' };
  const cents = Math.round(Number(s) * 100);
  if (cents === 0) return { ok: false, message: 'resources.users.wallet.zero' };
  if (Math.abs(cents) > WALLET_MAX_CHANGE * 100) return { ok: false, message: 'resources.users.wallet.tooLarge' };
  return { ok: true, cents, amount: cents / 100 };
}

export type WalletChange = { ok: true; balance: number } | { ok: false; message: MessageKey };

/** The balance after a change, or the refusal when it would go below zero. */
export function applyWalletChange(balance: number, cents: number): WalletChange {
  const next = Math.round(balance * 100) + cents;
  if (next < 0) return { ok: false, message: 'resources.users.wallet.negativeBalance' };
  return { ok: true, balance: next / 100 };
}
