/**
 * The shop's data tables (every table of ./schema.ts but the dashboard's roll-ups and the list
 * versions, which the database derives from them). Browser-safe: the seed report counts them and
 * QA mode's fake shop saves and loads them as a JSON snapshot (src/dataProvider/fake/scenarios.ts).
 */
import type { Database } from './schema.js';

export const DATA_TABLES = [
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
  'box_odds_versions',
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
] as const satisfies ReadonlyArray<keyof Database>;

export type DataTable = (typeof DATA_TABLES)[number];
