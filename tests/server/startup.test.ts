/**
 * Several servers starting together on one empty PostgreSQL database: the demo data is loaded
 * once, under an advisory lock; the others wait for it and find it loaded, without an error.
 * (Real server processes starting together: instances.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import { SUPER_ADMIN } from './helpers';
import { onPostgres, openTestDatabase } from './testDatabase';

let first: OpenedDatabase;
const others: OpenedDatabase[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  first = await openTestDatabase();
  await migrateToLatest(first.db);
});
afterAll(async () => {
  for (const other of others) await other.close();
  await first?.close();
});

describe.runIf(onPostgres)('the demo seed, from three servers at once on PostgreSQL', () => {
  it('is loaded by one of them; the others find it loaded', async () => {
    // each its own pool, as each server process has
    const url = await first.db
      .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow()
      .then(({ name }) => {
        const base = new URL(String(process.env.MBA_TEST_PG_URL));
        base.pathname = `/${name}`;
        return base.toString();
      });
    for (let i = 0; i < 2; i += 1) others.push(await openDatabase({ dataDir: 'unused', databaseUrl: url }));
    const options = { adminEmail: SUPER_ADMIN.email, adminPassword: SUPER_ADMIN.password, hashPassword };
    const results = await Promise.all([first, ...others].map((opened) => seedDemo(opened.db, options)));
    expect(results.map((r) => r.seeded).sort()).toEqual([false, false, true]);
    const admins = await first.db.selectFrom('admins').select('email').where('email', '=', SUPER_ADMIN.email).execute();
    expect(admins).toHaveLength(1);
  });
});
