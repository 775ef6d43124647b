/**
 * The roll-ups (migrations/002_functions) for bulk loads: pause their triggers for the rest of a
 * transaction, then rebuild every roll-up from the source tables in one statement.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The roll-up tables (the dashboard's, and the RTP monitor's per box, day and odds version). */
export const STATS_TABLES = [
  'stats_daily',
  'stats_box_days',
  'stats_product_days',
  'stats_user_days',
  'stats_user_months',
  'stats_return_days',
  'stats_user_joins',
  'stats_conversion',
  'stats_box_version_days',
] as const;

/** Inside a transaction: the roll-up triggers do nothing until it ends (call rebuildStatsRollups before). */
export async function pauseStatsRollups(trx: Kysely<Database>): Promise<void> {
  await sql`select set_config('stats.paused', 'on', true)`.execute(trx);
}

/** Recomputes every dashboard roll-up from box_openings, deposits, withdrawals, orders, order_lines and users. */
export async function rebuildStatsRollups(db: Kysely<Database>): Promise<void> {
  await sql`select stats_rebuild()`.execute(db);
}

/**
 * The rebuild in parts (migrations/002_functions/rebuild.ts), for a load that computes the per-user roll-ups itself:
 * begin empties every roll-up and creates the session's stats_rebuild_openings; the caller then
 * writes the per-user roll-ups and the openings grouped into it (./seed/largeRollups.ts); finish
 * builds the keys and the rest.
 */
export async function beginStatsRollups(trx: Kysely<Database>): Promise<void> {
  await sql`select stats_rebuild_begin()`.execute(trx);
}

export async function finishStatsRollups(trx: Kysely<Database>): Promise<void> {
  await sql`select stats_rebuild_finish()`.execute(trx);
}
