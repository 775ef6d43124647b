/**
 * The fake users area's helpers, the server's server/routes/users/shared.ts over the fake's rows:
 * the uniqueness checks, a user row as the API shows it, and deleting users with the rows the
 * database's foreign keys cascade to (server/db/migrations/001_initial.ts).
 */
import { ApiError, apiRow, say, t } from '../../../../../server/http';
import { USER_COLUMNS } from '../../../../../server/routes/users/common';
import { EXISTS_MESSAGE, type UniqueField } from '../../../../domain/validation/user';
import type { FakeDb, FakeRow } from '../../db';
import type { FakeCall } from '../../router';

export type UserRow = FakeRow<'users'>;
type Listed = Pick<UserRow, (typeof USER_COLUMNS)[number]>;

/** The signed-in admin of a protected route (the guard has let them in). */
export function signedIn(call: Pick<FakeCall, 'admin'>): NonNullable<FakeCall['admin']> {
  if (!call.admin) throw new ApiError(401, t('server.auth.tokenMissing'));
  return call.admin;
}

/** The listed columns of a user row (never the password hash). */
export function userColumns(row: UserRow): Listed {
  return Object.fromEntries(USER_COLUMNS.map((column) => [column, row[column]])) as Listed;
}

/** A user row as the API shows it: the listed columns, `id` as `_id`. */
export function userRecord(row: UserRow) {
  return apiRow(userColumns(row));
}

export function findUser(db: FakeDb, id: string): UserRow | undefined {
  return db.rows('users').find((row) => row.id === id);
}

/** Is `value` taken for `type` (case-insensitive for username and email), ignoring the user `exceptId`? */
export function isTaken(db: FakeDb, type: UniqueField, value: string, exceptId?: string): boolean {
  const wanted = type === 'phone' ? value.trim() : value.trim().toLowerCase();
  const valueOf = (row: UserRow) => (type === 'username' ? row.username.toLowerCase() : type === 'email' ? row.email : row.mobile);
  return db.rows('users').some((row) => row.id !== exceptId && valueOf(row) === wanted);
}

/** Refuses (409, the spec's "... already exists.") the first taken value among the given fields. */
export function assertUnique(db: FakeDb, fields: Partial<Record<UniqueField, string>>, exceptId?: string): void {
  for (const type of ['email', 'phone', 'username'] as const) {
    const value = fields[type];
    if (value !== undefined && isTaken(db, type, value, exceptId)) throw new ApiError(409, say(EXISTS_MESSAGE[type]));
  }
}

/** Deletes the users and what their foreign keys cascade to; returns the deleted users. */
export function deleteUsers(db: FakeDb, ids: ReadonlySet<string>): UserRow[] {
  const removed = db.remove('users', (row) => ids.has(row.id));
  if (removed.length === 0) return removed;
  const gone = new Set(removed.map((row) => row.id));
  const ofThem = (row: { userId: string | null }) => row.userId !== null && gone.has(row.userId);
  const openings = new Set(db.remove('box_openings', ofThem).map((row) => row.id));
  const orders = new Set(db.remove('orders', ofThem).map((row) => row.id));
  const lines = new Set(db.remove('order_lines', (row) => ofThem(row) || orders.has(row.orderId)).map((row) => row.id));
  db.remove('return_requests', (row) => ofThem(row) || lines.has(row.orderDetailId));
  for (const table of ['login_history', 'transactions', 'deposits', 'withdrawals', 'wallet_ledger', 'inventory'] as const) {
    db.remove(table, ofThem);
  }
  for (const row of db.rows('inventory')) if (row.boxOpeningId !== null && openings.has(row.boxOpeningId)) row.boxOpeningId = null;
  for (const row of db.rows('feedback')) if (ofThem(row)) row.userId = null;
  return removed;
}
