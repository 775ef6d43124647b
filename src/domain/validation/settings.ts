/**
 * The settings tabs' rules (core §5 "Change password", "Box profit"), used by the settings page and
 * the server.
 */

import { passwordPolicyError } from './password';
import type { MessageKey } from '../../i18n/messages';
export const NEW_PASSWORD_MIN = 8;

export interface ChangePasswordValues {
  old_password: string;
  password: string;
  confirm_password: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, MessageKey>>;

/**
 * old_password required; password required, at least 8 characters and the password rule (not the
 * old password); confirm_password equal to password.
 */
export function validateChangePassword(values: Partial<ChangePasswordValues>): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  const oldPassword = values.old_password ?? '';
  const password = values.password ?? '';
  const confirm = values.confirm_password ?? '';
  if (oldPassword === '') errors.old_password = 'validation.required';
  if (password === '') errors.password = 'validation.required';
  else if (password.length < NEW_PASSWORD_MIN) errors.password = 'validation.passwordTooShort';
  else if (passwordPolicyError(password, oldPassword)) errors.password = passwordPolicyError(password, oldPassword);
  if (confirm !== password) errors.confirm_password = 'validation.passwordMismatch';
  return errors;
}

/** Box profit's input step (core §5): the value has at most 2 decimals. */
export const BOX_PROFIT_STEP = 0.01;
/** Highest box profit, in percent (the boxes' own boxProfit field has the same bound). */
export const BOX_PROFIT_MAX = 1000;

/**
 * Box profit: required, numeric and greater than 0 ("This field is required" for all three, as the
 * spec gives one message), at most 2 decimals (step 0.01). Returns the message or undefined.
 */
export function validateBoxProfit(value: unknown): MessageKey | undefined {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (s === '' || !/^\d+(\.\d+)?$/.test(s)) return 'validation.required';
  const n = Number(s);
  if (!Number.isFinite(n) || n <= 0) return 'validation.required';
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 'validation.boxProfitStep';
  if (n > BOX_PROFIT_MAX) return 'validation.boxProfitMax';
  return undefined;
}
