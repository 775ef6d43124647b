/**
 * A version counter per table, bumped by a statement-level trigger on every insert, update,
 * delete or truncate. The server's whole-list reply cache (server/listReplyCache.ts) compares
 * these to know when a cached list is stale, whichever route or script changed the table.
 */
import { sql, type Kysely } from 'kysely';

export const VERSIONED_TABLES = ['users', 'orders', 'order_lines', 'products', 'boxes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table table_versions (name text primary key, version bigint not null default 0)`.execute(db);
  await sql`
    create function bump_table_version() returns trigger language plpgsql as $$
    begin
      insert into table_versions (name, version) values (TG_TABLE_NAME, 1)
      on conflict (name) do update set version = table_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const table of VERSIONED_TABLES) {
    await sql`insert into table_versions (name, version) values (${table}, 0)`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_table_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists bump_table_version()`.execute(db);
  await sql`drop table if exists table_versions`.execute(db);
}
