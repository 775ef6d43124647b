/** Helpers shared by the users area's route files. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError, say } from '../../http';
import { EXISTS_MESSAGE, type UniqueField } from '../../../src/domain/validation/user';

export type Db = Kysely<Database>;

export { USER_COLUMNS, currentPasswordRefused, userNotFound } from './common';

/** Is `value` free for `type` (case-insensitive for username and email), ignoring the user `exceptId`? */
export async function isTaken(db: Db, type: UniqueField, value: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('users').select('id');
  if (type === 'username') query = query.where(sql<string>`lower(username)`, '=', value.trim().toLowerCase());
  else if (type === 'email') query = query.where('email', '=', value.trim().toLowerCase());
  else query = query.where('mobile', '=', value.trim());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Refuses (409, the spec's "... already exists.") the first taken value among the given fields. */
export async function assertUnique(db: Db, fields: Partial<Record<UniqueField, string>>, exceptId?: string): Promise<void> {
  for (const type of ['email', 'phone', 'username'] as const) {
    const value = fields[type];
    if (value !== undefined && (await isTaken(db, type, value, exceptId))) throw new ApiError(409, say(EXISTS_MESSAGE[type]));
  }
}

/** A unique-constraint race (two saves at once) becomes the same 409 as the check before it. */
export function uniqueViolation(err: unknown): ApiError | null {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== '23505') return null;
  const constraint = String((err as { constraint?: unknown }).constraint ?? '');
  const type: UniqueField = constraint.includes('mobile') ? 'phone' : constraint.includes('username') ? 'username' : 'email';
  return new ApiError(409, say(EXISTS_MESSAGE[type]));
}
