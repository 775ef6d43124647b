/**
 * The large seed as the CLI runs it (COPY on the bulk-load connection, rows generated in a worker
 * thread while the previous batch loads) writes exactly the rows, and roll-ups, of the plain path
 * (unnest inserts generated in line). On PGlite (`server`) and PostgreSQL (`server-pg`).
 */
import { describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo, seedLarge } from '../../server/db/seed/index';
import { STATS_TABLES } from '../../server/db/statsRollups';
import { onPostgres, openTestDatabase } from './testDatabase';
import type { OpenedDatabase } from '../../server/db/connect';
import { BinaryRows } from '../../server/db/seed/copyBinary';
import type { PgArrayType } from '../../server/db/seed/bulk';

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

const SIZES = {
  adminEmail: 'admin@example.com',
  adminPassword: 'Admin@12345',
  hashPassword: async (p: string) => p,
  now: new Date('2026-03-12T15:00:00Z'),
  users: 400,
  orders: 60,
  orderLines: 200,
  openings: 45_000, // more than one batch
};

describe('large seed through COPY with a worker thread', () => {
  it('loads exactly the rows and roll-ups of the unnest path', async () => {
    const options = SIZES;
    const plain = await openTestDatabase();
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      await migrateToLatest(plain.db);
      await migrateToLatest(bulk.db);
      await seedLarge(plain.db, options);
      expect(bulk.copyRows).toBeTypeOf('function');
      const logged: string[] = [];
      await seedLarge(bulk.db, { ...options, copyRows: bulk.copyRows, parallel: true, log: (m) => logged.push(m) });
      expect(logged.some((m) => m.includes('box_openings 45000/45000'))).toBe(true);
      const expected = await content(plain.db);
      expect(expected.box_openings.startsWith('50000 ')).toBe(true);
      expect(await content(bulk.db)).toEqual(expected);
    } finally {
      await plain.close();
      await bulk.close();
    }
  });

  /** The large seed on a fresh database; returns the bytes it wrote to the write-ahead log and what it logged. */
  async function loadMeasuringWal(opened: OpenedDatabase): Promise<{ wal: number; logged: string[] }> {
    await migrateToLatest(opened.db);
    const logged: string[] = [];
    const seeded = { ...SIZES, copyRows: opened.copyRows, parallel: true, log: (m: string) => logged.push(m) };
    // The bulk-load database commits without flushing the log (connect.ts). The demo's rows then get
    // their hint bits set only when the load first reads them, and with data checksums each such page
    // is logged whole: some MB that are not the load's rows. The demo commits with flushes here.
    await sql`set synchronous_commit = on`.execute(opened.db);
    await seedDemo(opened.db, seeded);
    await sql`reset synchronous_commit`.execute(opened.db);
    // at commit, new files under this size are written to the log whole: 0 makes this small load
    // behave as the large one, whose tables are far above the default 2 MB
    await sql`set wal_skip_threshold = 0`.execute(opened.db);
    const lsn = async () => (await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(opened.db)).rows[0].lsn;
    const before = await lsn();
    await seedLarge(opened.db, seeded);
    const { rows } = await sql<{ wal: number }>`select pg_wal_lsn_diff(${await lsn()}::pg_lsn, ${before}::pg_lsn)::float8 as wal`.execute(
      opened.db,
    );
    return { wal: rows[0].wal, logged };
  }

  it('writes its rows without the write-ahead log when the server runs wal_level=minimal, leaving the schema and the ids as they were', async () => {
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      const { rows } = await sql<{ minimal: boolean }>`select current_setting('wal_level') = 'minimal' as minimal`.execute(bulk.db);
      // the embedded database runs the bulk seed that way (connect.ts); a PostgreSQL server keeps its log
      expect(rows[0].minimal).toBe(!onPostgres);
      const { wal, logged } = await loadMeasuringWal(bulk);
      expect(logged.some((m) => m.includes('skip the write-ahead log'))).toBe(!onPostgres);
      if (!onPostgres) {
        // the same load on the embedded database opened as the server opens it (its log kept)
        const logging = await openTestDatabase();
        try {
          const kept = await loadMeasuringWal(logging);
          expect(kept.logged.some((m) => m.includes('skip the write-ahead log'))).toBe(false);
          expect(wal).toBeLessThan(kept.wal / 3);
        } finally {
          await logging.close();
        }
      }
      // the rewrite leaves no mark on the tables
      const { rows: marked } = await sql<{ n: number }>`select count(*)::int as n from pg_index where indisclustered`.execute(bulk.db);
      expect(marked[0].n).toBe(0);
      // the openings' ids were given: the next one the shop records continues after them
      const last = await bulk.db
        .selectFrom('box_openings')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      expect(Number(last.id)).toBe(5_000 + SIZES.openings);
      const some = await bulk.db.selectFrom('box_openings').selectAll().where('id', '=', Number(last.id)).executeTakeFirstOrThrow();
      const { id: _id, ...fields } = some;
      const added = await bulk.db.insertInto('box_openings').values(fields).returning('id').executeTakeFirstOrThrow();
      expect(Number(added.id)).toBe(Number(last.id) + 1);
    } finally {
      await bulk.close();
    }
  });

  it("builds every index and key it dropped for the load again, the roll-ups' rows computed meanwhile and written after", async () => {
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      await migrateToLatest(bulk.db);
      const schema = async () => ({
        indexes: (
          await sql<{ def: string }>`select indexdef as def from pg_indexes where schemaname = current_schema() order by 1`.execute(bulk.db)
        ).rows.map((r) => r.def),
        constraints: (
          await sql<{ def: string }>`
            select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as def
            from pg_constraint where connamespace = current_schema()::regnamespace order by 1`.execute(bulk.db)
        ).rows.map((r) => r.def),
      });
      const before = await schema();
      expect(before.indexes.some((def) => def.includes('"box_openings_boxId_idx"'))).toBe(true);
      const logged: string[] = [];
      await seedLarge(bulk.db, { ...SIZES, copyRows: bulk.copyRows, parallel: true, log: (m) => logged.push(m) });
      expect(await schema()).toEqual(before);
      // the seed's printed phases: each table's indexes are built once its rows are in, before the
      // next table's are (the openings': before the roll-ups are written)
      const at = (phase: string) => logged.findIndex((m) => m.includes(phase));
      const phases = [
        `users ${SIZES.users}/${SIZES.users}`,
        'rebuilding indexes: users',
        `orders ${SIZES.orders}/${SIZES.orders}, order lines ${SIZES.orderLines}/${SIZES.orderLines}`,
        'rebuilding indexes: orders, order_lines',
        'box_openings 45000/45000',
        'rebuilding indexes: box_openings',
        'dashboard roll-ups written',
      ].map(at);
      expect(phases.every((n) => n > -1)).toBe(true);
      expect(phases).toEqual([...phases].sort((a, b) => a - b));
      expect(logged.filter((m) => m.includes('rebuilding indexes'))).toHaveLength(3);
    } finally {
      await bulk.close();
    }
  });

  it("loads nothing more once a batch fails, and leaves no row of the load (the roll-ups' batches queued at the time included)", async () => {
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      await migrateToLatest(bulk.db);
      await seedDemo(bulk.db, SIZES);
      const users = async () => (await sql<{ n: number }>`select count(*)::int as n from users`.execute(bulk.db)).rows[0].n;
      const before = await users();
      const copyRows = bulk.copyRows;
      if (!copyRows) throw new Error('a bulk-load database has copyRows');
      const calls: string[] = [];
      await expect(
        seedLarge(bulk.db, {
          ...SIZES,
          parallel: true,
          copyRows: async (table, columns, rows) => {
            calls.push(table);
            if (table.startsWith('stats_')) throw new Error('No space left on device');
            await copyRows(table, columns, rows);
          },
        }),
      ).rejects.toThrow('No space left on device');
      // the worker had sent more roll-up batches than the one that failed: none of them was loaded
      expect(calls.filter((table) => table.startsWith('stats_'))).toHaveLength(1);
      expect(calls.filter((table) => table === 'box_openings').length).toBeGreaterThan(1);
      expect(await users()).toBe(before);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from box_openings where id > 5000`.execute(bulk.db);
      expect(rows[0].n).toBe(0);
    } finally {
      await bulk.close();
    }
  });

  it('carries every kind of value the seed writes as PostgreSQL reads the same value from text', async () => {
    const types: PgArrayType[] = ['text', 'numeric', 'integer', 'bigint', 'boolean', 'date', 'timestamptz', 'jsonb'];
    type Row = [
      string | null,
      string | number | null,
      number | null,
      number | null,
      boolean | null,
      string | null,
      string | number | null,
      string | null,
    ];
    const rows: Row[] = [
      ['', '0', 0, 0, false, '2026-03-12', '2026-03-12T15:00:00.123Z', '{}'],
      ['a "quoted", comma', '12.50', -5, -1, true, '1999-12-31', '1999-12-31T23:59:59.999Z', '{"a":[1,2,{"b":"ü"}]}'],
      ['ünïcødé ✓ and\na line break', '-0.0099', 2_147_483_647, 9_007_199_254_740_991, true, 'infinity', '1970-01-01T00:00:00.000Z', '[]'],
      ['x', '123456789012.34', -2_147_483_648, -9_007_199_254_740_991, false, '-infinity', Date.UTC(2025, 0, 2, 3, 4, 5, 6), 'null'],
      ['y', '0.00001', 1, 4_294_967_296, true, '2000-01-01', '2000-01-01T00:00:00.000Z', '"text"'],
      ['z', 7.5, 2, -4_294_967_297, false, '2000-01-02', '1969-07-20T20:17:40.000Z', '1.5'],
      ['w', 1_000_000, 3, 123, true, '1970-01-01', '2030-06-30T12:00:00.500Z', 'true'],
      ['v', '-10000.0', 4, 5, false, '2024-02-29', '2024-02-29T23:59:59.000Z', '{"k":null}'],
      ['u', '007.10', 5, 6, true, '2026-12-31', Date.UTC(2026, 11, 31, 23, 59, 59, 999), '{}'],
      ['t', '.5', 6, 7, false, '2026-01-01', 0, '{}'],
      ['s', '-123.45', 7, 8, true, '2026-06-15', '2026-06-15T00:00:00.000Z', '{}'],
      ['r', 0.30000000000000004, 8, 9, false, '2026-06-16', '2026-06-16T00:00:00.000Z', '{}'],
      [null, null, null, null, null, null, null, null],
    ];
    const bulk = await openTestDatabase({ bulkLoad: true });
    try {
      const columns = types.map((type, i) => `c${i} ${type}`).join(', ');
      await sql.raw(`create table copied (${columns}); create table parsed (${columns})`).execute(bulk.db);
      const binary = new BinaryRows(types);
      for (const row of rows) binary.row(row);
      await bulk.copyRows?.(
        'copied',
        types.map((_, i) => `c${i}`),
        binary.take(),
      );
      // the same values as text, through PostgreSQL's own input functions
      const text = (v: string | number | boolean | null, i: number) =>
        v === null ? null : types[i] === 'timestamptz' && typeof v === 'number' ? new Date(v).toISOString() : String(v);
      for (const row of rows) {
        const values = sql.join(row.map((v, i) => sql`${text(v, i)}::${sql.raw(types[i])}`));
        await sql`insert into parsed values (${values})`.execute(bulk.db);
      }
      const read = async (table: string) =>
        (await sql<{ t: string }>`select t::text as t from ${sql.table(table)} t order by c2 nulls last`.execute(bulk.db)).rows.map(
          (r) => r.t,
        );
      const expected = await read('parsed');
      expect(expected).toHaveLength(rows.length);
      expect(expected[1]).toContain('12.50');
      expect(await read('copied')).toEqual(expected);
    } finally {
      await bulk.close();
    }
  });

  it('refuses a value the binary rows cannot carry exactly, instead of storing another', () => {
    const rows = new BinaryRows(['integer', 'timestamptz', 'numeric', 'date']);
    expect(() => rows.row([1.5, '2026-01-01T00:00:00Z', '1', '2026-01-01'])).toThrow('Not a whole number for a integer column: 1.5');
    expect(() => rows.row([1, 'yesterday', '1', '2026-01-01'])).toThrow('Not a time for a timestamptz column: yesterday');
    expect(() => rows.row([1, '2026-01-01T00:00:00Z', '1e3', '2026-01-01'])).toThrow('Not a decimal number for a numeric column: 1e3');
    expect(() => rows.row([1, '2026-01-01T00:00:00Z', '1', '01/02/2026'])).toThrow('Not a YYYY-MM-DD date for a date column: 01/02/2026');
  });
});
