/** Row counts per table, for the seed's report. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

export const TABLES: ReadonlyArray<keyof Database> = [
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

export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0].n;
  }
  return counts;
}
