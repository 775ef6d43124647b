/**
 * New PGlite databases start from a kept copy of an empty one (server/db/pgliteTemplate.ts): the
 * copy is made once, a new database from it is empty and usable, an existing directory opens as it
 * is, and a damaged copy falls back to initdb and is made again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, templateFile } from '../../server/db/pgliteTemplate';
import { onPostgres } from './testDatabase';

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

  it('falls back to initdb when the copy is damaged, and makes it again next time', async () => {
    const file = templateFile(cacheDir);
    fs.writeFileSync(file, 'not a tar of a database');
    const db = await openPglite(path.join(dataRoot, 'after-damage'), {}, cacheDir);
    expect(await tables(db)).toEqual([]);
    await db.query('create table t (a int)');
    await db.close();
    expect(fs.existsSync(file)).toBe(false);

    const next = await openPglite('memory://', {}, cacheDir);
    expect(await tables(next)).toEqual([]);
    await next.close();
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
  });
});
