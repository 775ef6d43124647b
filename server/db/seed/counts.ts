/** Row counts per table, for the seed's report. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { DATA_TABLES } from '../tables.js';

/** The tables the report counts. */
export const TABLES: ReadonlyArray<keyof Database> = DATA_TABLES;

export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0].n;
  }
  return counts;
}
