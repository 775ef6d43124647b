/**
 * Users area: admins.tokenVersion (a password change bumps it; the guard refuses tokens signed
 * with an older version, so the admin's other sessions stop working), and a case-insensitive
 * username index for the uniqueness check (checkUserExists) at 100,000 users.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index users_lower_username_idx on users (lower(username))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_lower_username_idx`.execute(db);
  await db.schema.alterTable('admins').dropColumn('tokenVersion').execute();
}
