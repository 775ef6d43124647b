/**
 * Every change to a shop table is announced on the `table_changes` channel (pg_notify, payload: the
 * table's name), delivered to every listening server instance when the change commits and never for
 * one rolled back. The instances push it to the admins' open tabs (server/changeFeed.ts) instead of
 * polling table_versions. Statement-level, like the versions' triggers (007): one notice per table
 * and transaction, whatever the number of rows (PostgreSQL folds equal notices of a transaction).
 */
import { sql, type Kysely } from 'kysely';

/** The channel the notices are sent on. */
export const CHANGE_CHANNEL = 'table_changes';

/** The shop's tables as this migration found them (server/db/tables.ts DATA_TABLES). */
const ANNOUNCED_TABLES = [
  'admins',
  'admin_settings',
  'users',
  'login_history',
  'categories',
  'brands',
  'partners',
  'rarities',
  'products',
  'boxes',
  'box_products',
  'box_openings',
  'transactions',
  'deposits',
  'withdrawals',
  'wallet_ledger',
  'orders',
  'order_lines',
  'inventory',
  'shipping_methods',
  'feedback',
  'social_proofs',
  'return_requests',
  'activity_logs',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_table_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(CHANGE_CHANNEL)}, TG_TABLE_NAME);
      return null;
    end $$`.execute(db);
  for (const table of ANNOUNCED_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_notify`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_table_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ANNOUNCED_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_notify`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists notify_table_change()`.execute(db);
}
