/**
 * The admins table gets a version like the listed tables' (007): the access guard keeps each
 * signed-in admin's row until the table changes (server/auth/guard.ts) instead of reading the row
 * on every request, and its trigger bumps the version on every change, whichever route or script
 * made it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into table_versions (name, version) values ('admins', 0) on conflict (name) do nothing`.execute(db);
  await sql`create trigger admins_version after insert or update or delete or truncate on admins
    for each statement execute function bump_table_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists admins_version on admins`.execute(db);
  await sql`delete from table_versions where name = 'admins'`.execute(db);
}
