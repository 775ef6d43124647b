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
import { freshPostgresDatabase, onPostgres } from './testDatabase';

let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
const servers: OpenedDatabase[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  fresh = await freshPostgresDatabase();
  // each its own pool, as each server process has
  for (let i = 0; i < 3; i += 1) servers.push(await openDatabase({ dataDir: 'unused', databaseUrl: fresh.url }));
  await migrateToLatest(servers[0].db);
});
afterAll(async () => {
  for (const opened of servers) await opened.close();
  await fresh?.drop();
});

describe.runIf(onPostgres)('the demo seed, from three servers at once on PostgreSQL', () => {
  it('is loaded by one of them; the others find it loaded', async () => {
    const options = { adminEmail: SUPER_ADMIN.email, adminPassword: SUPER_ADMIN.password, hashPassword };
    const results = await Promise.all(servers.map((opened) => seedDemo(opened.db, options)));
    expect(results.map((r) => r.seeded).sort()).toEqual([false, false, true]);
    const admins = await servers[0].db.selectFrom('admins').select('email').where('email', '=', SUPER_ADMIN.email).execute();
    expect(admins).toHaveLength(1);
  });
});
