/**
 * Permission gates of the profit area (operations §6), used by its screens and its server routes.
 * Orders: read/write/del Orders. Withdrawals: Withdraws or Funds (approve and decline need write;
 * bulk delete needs delFunds as the spec says). Deposits and purchase history: Deposits (or the
 * core spelling Deposite); the purchase history's last column needs writeDeposits.
 */
import { hasAny } from './permissions';

export const ORDER_READ = ['readOrders', 'writeOrders', 'delOrders'] as const;
export const ORDER_WRITE = ['writeOrders'] as const;
export const ORDER_DELETE = ['delOrders'] as const;

export const WITHDRAWAL_READ = ['readWithdraws', 'writeWithdraws', 'delWithdraws', 'readFunds', 'writeFunds', 'delFunds'] as const;
export const WITHDRAWAL_DECIDE = ['writeFunds', 'writeWithdraws'] as const;
export const WITHDRAWAL_DELETE = ['delFunds'] as const;

export const DEPOSIT_READ = ['readDeposits', 'writeDeposits', 'delDeposits', 'readDeposite', 'writeDeposite', 'delDeposite'] as const;
export const PURCHASE_ACTIONS = ['writeDeposits'] as const;

export const canChangeOrders = (roles: readonly string[]): boolean => hasAny(roles, ORDER_WRITE);
export const canDeleteOrders = (roles: readonly string[]): boolean => hasAny(roles, ORDER_DELETE);
export const canDecideWithdrawals = (roles: readonly string[]): boolean => hasAny(roles, WITHDRAWAL_DECIDE);
export const canDeleteWithdrawals = (roles: readonly string[]): boolean => hasAny(roles, WITHDRAWAL_DELETE);
/** Deposits readable (the user profile's deposit totals ask only then, so no refusal shows there). */
export const canReadDeposits = (roles: readonly string[]): boolean => hasAny(roles, DEPOSIT_READ);
/** The purchase history's last column (the user's deposits) needs writeDeposits. */
export const canSeePurchaseActions = (roles: readonly string[]): boolean => hasAny(roles, PURCHASE_ACTIONS);
