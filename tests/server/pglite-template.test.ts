/**
 * New PGlite databases start from a kept copy of an empty one (server/db/pgliteTemplate.ts): the
 * copy is made once, a new database from it is empty and usable, an existing directory opens as it
 * is, and a damaged copy falls back to initdb and is made again. A prepared copy (the migrated one)
 * is made once per key, from the empty one, and replaces the copies of older keys.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, templateDirectoryOf, templateFile, type PreparedTemplate } from '../../server/db/pgliteTemplate';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connect';
import { loadMigrations, migrateToLatest } from '../../server/db/migrate';
import { migrationsKey } from '../../server/db/migrationsKey';
import { onPostgres } from './testDatabase';
import { openToOthers } from './fileModes';

// PGlite's own: the server-pg run has nothing to add
describe.skipIf(onPostgres)('PGlite databases from a kept empty one', () => {
  let cacheDir: string;
  let dataRoot: string;

  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-template-'));
    dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-template-data-'));
  });

  afterAll(() => {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(dataRoot, { recursive: true, force: true });
  });

  const tables = async (db: Awaited<ReturnType<typeof openPglite>>) =>
    (await db.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map(
      (r) => r.name,
    );

  it('makes the copy on first need; each new database from it is empty and its own', async () => {
    const file = templateFile(cacheDir);
    expect(fs.existsSync(file)).toBe(false);
    const first = await openPglite('memory://', {}, cacheDir);
    await first.query('create table kept (a int)');
    expect(await tables(first)).toEqual(['kept']);
    await first.close();
    const made = fs.statSync(file);
    expect(made.size).toBeGreaterThan(1_000_000);
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(file)]); // no partial file left

    const second = await openPglite('memory://', {}, cacheDir);
    expect(await tables(second)).toEqual([]);
    expect((await second.query<{ n: number }>('select 1 + 1 as n')).rows[0].n).toBe(2);
    await second.close();
    expect(fs.statSync(file).mtimeMs).toBe(made.mtimeMs); // read, not made again
  });

  it('starts a new directory from the copy and opens an existing one as it is', async () => {
    const dir = path.join(dataRoot, 'pgdata');
    const fresh = await openPglite(dir, {}, cacheDir);
    await fresh.query('create table orders_kept (id int)');
    await fresh.query('insert into orders_kept values (7)');
    await fresh.close();
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    const again = await openPglite(dir, {}, cacheDir);
    expect((await again.query<{ id: number }>('select id from orders_kept')).rows).toEqual([{ id: 7 }]);
    await again.close();
  });

  it('starts each new directory as a copy of a kept directory, made once from the copy', async () => {
    const kept = templateDirectoryOf(templateFile(cacheDir));
    expect(fs.existsSync(path.join(kept, 'PG_VERSION'))).toBe(true); // made by the directory's open above
    const made = fs.statSync(path.join(kept, 'PG_VERSION')).mtimeMs;
    expect(openToOthers(kept)).toEqual([]); // files 600, folders 700, and so are its copies
    const one = await openPglite(path.join(dataRoot, 'copy-one'), {}, cacheDir);
    await one.query('create table only_here (a int)');
    await one.close();
    expect(openToOthers(path.join(dataRoot, 'copy-one'))).toEqual([]);
    const two = await openPglite(path.join(dataRoot, 'copy-two'), {}, cacheDir);
    expect(await tables(two)).toEqual([]); // its own, and the kept directory was not opened
    await two.close();
    expect(fs.statSync(path.join(kept, 'PG_VERSION')).mtimeMs).toBe(made);
    expect(fs.readdirSync(cacheDir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('falls back to initdb when the copy is damaged, and makes it again next time', async () => {
    const file = templateFile(cacheDir);
    fs.writeFileSync(file, 'not a tar of a database');
    fs.rmSync(path.join(templateDirectoryOf(file), 'PG_VERSION')); // and the directory made from it
    const db = await openPglite(path.join(dataRoot, 'after-damage'), {}, cacheDir);
    expect(await tables(db)).toEqual([]);
    await db.query('create table t (a int)');
    await db.close();
    expect(openToOthers(path.join(dataRoot, 'after-damage'))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(templateDirectoryOf(file))).toBe(false);

    const next = await openPglite('memory://', {}, cacheDir);
    expect(await tables(next)).toEqual([]);
    await next.close();
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
  });
  it('makes a prepared copy once per key, from the empty one, and drops the copies of older keys', async () => {
    let runs = 0;
    const prepared = (key: string): PreparedTemplate => ({
      key,
      prepare: async (db) => {
        runs += 1;
        await db.query(`create table step_${key} (a int)`);
      },
    });
    const first = await openPglite('memory://', {}, cacheDir, prepared('one'));
    expect(await tables(first)).toEqual(['step_one']);
    await first.query('insert into step_one values (1)');
    await first.close();
    const again = await openPglite(path.join(dataRoot, 'prepared'), {}, cacheDir, prepared('one'));
    expect(await tables(again)).toEqual(['step_one']);
    expect((await again.query('select * from step_one')).rows).toEqual([]); // the copy, not the first database
    await again.close();
    expect(runs).toBe(1);
    const oneFile = templateFile(cacheDir, { key: 'one' });
    expect(fs.existsSync(oneFile)).toBe(true);
    expect(fs.existsSync(templateDirectoryOf(oneFile))).toBe(true); // made for the directory above

    // a new key (the step changed): a new copy; the old one goes once it is an hour old
    const hourAgo = new Date(Date.now() - 3_700_000);
    fs.utimesSync(oneFile, hourAgo, hourAgo);
    const other = await openPglite('memory://', {}, cacheDir, prepared('two'));
    expect(await tables(other)).toEqual(['step_two']);
    await other.close();
    expect(runs).toBe(2);
    expect(fs.existsSync(oneFile)).toBe(false);
    expect(fs.existsSync(templateDirectoryOf(oneFile))).toBe(false);
    expect(fs.existsSync(templateFile(cacheDir, { key: 'two' }))).toBe(true);
    expect(fs.existsSync(templateFile(cacheDir))).toBe(true); // the empty one stays
  });

  it('opens a new database already migrated (nothing left for migrateToLatest), from a copy named by the migrations', async () => {
    expect(migrationsKey()).toMatch(/^[0-9a-f]{16}$/);
    const opened = await openDatabase({ dataDir: 'memory://', migrated: true });
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(opened.db);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(await loadMigrations()).sort());
      await migrateToLatest(opened.db);
      expect(await opened.db.selectFrom('admin_settings').selectAll().execute()).toHaveLength(1);
    } finally {
      await opened.close();
    }
  });
});
