/**
 * The large seed as the CLI runs it (COPY on the bulk-load connection, rows generated in a worker
 * thread while the previous batch loads) writes exactly the rows, and roll-ups, of the plain path
 * (unnest inserts generated in line). On PGlite (`server`) and PostgreSQL (`server-pg`).
 */
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { seedLarge } from '../../server/db/seed/index';
import { STATS_TABLES } from '../../server/db/statsRollups';
import { openTestDatabase } from './testDatabase';

const TABLES = ['users', 'orders', 'order_lines', 'box_openings', ...STATS_TABLES];

/** Row count and an md5 of every row's text, in primary-key order, per table. */
async function content(db: Kysely<Database>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ key: string }>`
      select string_agg(quote_ident(a.attname), ', ' order by array_position(x.indkey::int2[], a.attnum)) as key
      from pg_index x join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
      where x.indrelid = ${table}::regclass and x.indisprimary`.execute(db);
    const digest = await sql<{ n: number; md5: string }>`
      select count(*)::int as n, md5(string_agg(t::text, E'\n' order by ${sql.raw(rows[0].key)})) as md5
      from ${sql.table(table)} t`.execute(db);
    out[table] = `${digest.rows[0].n} ${digest.rows[0].md5}`;
  }
  return out;
}

describe('large seed through COPY with a worker thread', () => {
  it('loads exactly the rows and roll-ups of the unnest path', async () => {
    const options = {
      adminEmail: 'admin@example.com',
      adminPassword: 'Admin@12345',
      hashPassword: async (p: string) => p,
      now: new Date('2026-03-12T15:00:00Z'),
      users: 400,
      orders: 60,
      orderLines: 200,
      openings: 45_000, // more than one batch
    };
    const plain = await openTestDatabase();
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      await migrateToLatest(plain.db);
      await migrateToLatest(bulk.db);
      await seedLarge(plain.db, options);
      expect(bulk.copyCsv).toBeTypeOf('function');
      const logged: string[] = [];
      await seedLarge(bulk.db, { ...options, copyCsv: bulk.copyCsv, parallel: true, log: (m) => logged.push(m) });
      expect(logged.some((m) => m.includes('box_openings 45000/45000'))).toBe(true);
      const expected = await content(plain.db);
      expect(expected.box_openings.startsWith('50000 ')).toBe(true);
      expect(await content(bulk.db)).toEqual(expected);
    } finally {
      await plain.close();
      await bulk.close();
    }
  });
});
