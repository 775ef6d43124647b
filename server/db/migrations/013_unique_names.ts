/**
 * Uniqueness the checks alone can't keep under concurrency (two requests check, both insert):
 * delivery method names and shop usernames are unique regardless of case, as their checks are.
 * The application maps these constraints' violations to the checks' own 409 (server/dbErrors.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index shipping_methods_lower_name_key on shipping_methods (lower("shippingName"))`.execute(db);
  await sql`drop index if exists users_lower_username_idx`.execute(db);
  await sql`create unique index users_lower_username_key on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_lower_username_key`.execute(db);
  await sql`create index users_lower_username_idx on users (lower(username))`.execute(db);
  await sql`drop index if exists shipping_methods_lower_name_key`.execute(db);
}
