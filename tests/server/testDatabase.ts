/**
 * The database of one test server. On the `server` project: an in-memory PGlite. On the
 * `server-pg` project (npm test runs it when a PostgreSQL server is there): a fresh database on the
 * PostgreSQL server at MBA_TEST_PG_URL, dropped again on close when nothing holds it, so the tests see what PostgreSQL
 * does under concurrency (PGlite runs one statement at a time).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect';

export const onPostgres = process.env.MBA_TEST_DB === 'postgres';

function adminUrl(): string {
  const url = process.env.MBA_TEST_PG_URL;
  if (!url) throw new Error('The server-pg tests need MBA_TEST_PG_URL (npm test sets it when it starts a PostgreSQL server).');
  return url;
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `bulkLoad`: opened as the bulk seed opens it (OpenOptions.bulkLoad: COPY on one connection).
 * `migrated`: on PGlite, from the kept migrated copy (OpenOptions.migrated; migrateToLatest is then
 * quick); PostgreSQL's database starts empty either way.
 */
export async function openTestDatabase({ bulkLoad = false, migrated = false } = {}): Promise<OpenedDatabase> {
  if (!onPostgres) return openDatabase({ dataDir: 'memory://', bulkLoad, migrated });
  const fresh = await freshPostgresDatabase();
  const opened = await openDatabase({ dataDir: 'unused', databaseUrl: fresh.url, bulkLoad });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await fresh.drop();
    },
  };
}

/** A new, empty database on the test PostgreSQL server: its URL, and a drop for the end. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mba_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // text sorts by its bytes, as on the embedded database and the fake shop, whatever the server's locale
  await onAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0 LC_COLLATE 'C'`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // not WITH (FORCE): work left running in the background ends on its own; if it still holds a
    // connection the database stays, and goes with the throwaway cluster
    drop: () =>
      onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name}`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}
