/**
 * A database made by the migrations before they were squashed (its migration table names the old
 * chain), met by a real server process (tsx server/main.ts): on PGlite the demo data directory is
 * made again and seeded, saying so in one line; on PostgreSQL the start stops with what to do and
 * the database is left as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../e2e/harness';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { freshPostgresDatabase, onPostgres } from './testDatabase';

/** The migration names the old chain left in Kysely's table. */
const OLD_CHAIN = [
  '001_initial',
  '003_users',
  '004_dashboard',
  '007_list_versions',
  '010_rarity_rank',
  '013_unique_names',
  '014_stats_rebuild_one_sort',
  '015_openings_indexes',
  '016_stats_rebuild_in_parts',
  '017_admin_version',
  '018_name_versions',
  '019_idempotency_keys',
  '020_change_notices',
  '021_shared_limits',
  '022_admin_security',
  '025_odds_versions',
];
const MARKER = 'Made by the old chain';
const JWT_SECRET = 'old-migrations-test-secret-0123456789-abcdefghijkl';

/** Today's schema, with the old chain's names in the migration table and a brand to recognise it by. */
async function madeByOldChain(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await sql`delete from kysely_migration`.execute(db);
  for (const name of OLD_CHAIN) await sql`insert into kysely_migration (name, timestamp) values (${name}, now()::text)`.execute(db);
  await db.insertInto('brands').values({ name: MARKER }).execute();
}

async function brandNames(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('brands').select('name').execute()).map((b) => b.name);
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.runIf(!onPostgres)('a PGlite data directory made by the old migrations', () => {
  it('is made again on start, migrated and seeded, with one line saying so', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-old-chain-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const old = await openDatabase({ dataDir, migrated: true });
    await madeByOldChain(old.db);
    await old.close();

    const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET }, { apiOnly: true });
    const output = server.output();
    await server.stop();
    const lines = output.split('\n').filter((line) => line.includes('before they were squashed'));
    expect(lines).toEqual([
      `The demo database in ${dataDir} was made by the migrations before they were squashed: re-created with new demo data.`,
    ]);
    expect(output).toContain('Empty database: demo data loaded.');

    const made = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(made.db);
      expect(rows.map((r) => r.name)).toEqual(['001_schema', '002_functions']);
      expect(await brandNames(made.db)).not.toContain(MARKER);
      expect((await made.db.selectFrom('admins').select('email').execute()).length).toBeGreaterThan(0);
    } finally {
      await made.close();
    }
  });
});

describe.runIf(onPostgres)('a PostgreSQL database made by the old migrations', () => {
  it('stops the start with what to do, and is left as it was', { timeout: 180_000 }, async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(database.drop);
    const old = await openDatabase({ dataDir: 'unused', databaseUrl: database.url });
    try {
      await madeByOldChain(old.db);
    } finally {
      await old.close();
    }

    const started = startServer({ DATABASE_URL: database.url, JWT_SECRET }, { apiOnly: true });
    await expect(started).rejects.toThrow(
      'The PostgreSQL database at DATABASE_URL was made by the migrations before they were squashed, which this version cannot migrate. ' +
        'Drop and re-create it (for example `dropdb <name> && createdb <name>`), then start again',
    );

    const kept = await openDatabase({ dataDir: 'unused', databaseUrl: database.url });
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(kept.db);
      expect(rows.map((r) => r.name)).toEqual(OLD_CHAIN);
      expect(await brandNames(kept.db)).toEqual([MARKER]);
    } finally {
      await kept.close();
    }
  });
});
