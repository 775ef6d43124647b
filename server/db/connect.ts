/**
 * Opens the database: embedded PGlite in a data directory (default), or a PostgreSQL server
 * when a connection string is given. Both are reached through node-postgres, so one Kysely
 * PostgresDialect serves both (ARCHITECTURE.md: no kysely-pglite, pool size 1 for PGlite).
 */
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database } from './schema.js';
import { openPglite, type PreparedTemplate } from './pgliteTemplate.js';
import { CountedDialect, StatementCount } from './countedDialect.js';
import { migrateToLatest } from './migrate.js';
import { migrationsKey } from './migrationsKey.js';
import { acquireDirectoryLock } from './dirLock.js';
import { listenOnPostgres, type Unlisten } from './listen.js';

// numeric and bigint come back as numbers (amounts fit a double; counts fit 2^53).
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes the pool, the embedded engine and releases the directory lock. */
  close(): Promise<void>;
  /**
   * Loads rows in PostgreSQL's binary COPY format (server/db/seed/copyBinary.ts) with COPY on the
   * pool's one session, so inside its open transaction. For the bulk seed: PGlite always (its own
   * COPY, `from '/dev/blob'`); PostgreSQL when opened with `bulkLoad` (COPY FROM STDIN; the pool
   * then has one connection).
   */
  copyRows?: (table: string, columns: readonly string[], rows: Uint8Array<ArrayBuffer>) => Promise<void>;
  /**
   * The embedded database only: how many statements this process has sent to it so far. The process
   * holds the directory's lock and is the database's only writer, so while the number stays the same
   * nothing in the database has changed (server/listReplyCache.ts reads the table versions again
   * only when it moved). Not given for PostgreSQL, which other processes may change.
   */
  statementsSent?: () => number;
  /**
   * Calls `onNotice` with each notification's payload on `channel` until the returned function is
   * called. PostgreSQL: on a connection of its own, opened again when it drops (`onGap` is called
   * then: notices sent meanwhile were lost). PGlite: the engine's own listen.
   */
  listen(channel: string, onNotice: (payload: string) => void, onGap?: () => void): Promise<Unlisten>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** Directory for PGlite's files; 'memory://' for a throw-away in-memory database (tests). */
  dataDir: string;
  /**
   * For the bulk seed. PGlite: runs with wal_level=minimal, so tables and indexes created or
   * truncated inside a transaction are written once, without WAL (a later open with the default
   * settings is fine: nothing replicates or archives an embedded database). PostgreSQL: a pool of
   * one connection, with `copyRows` on it. Both commit without waiting for the log to reach the disk
   * (synchronous_commit off): the demo data's many small transactions no longer wait for a flush
   * each. A crash may lose the last commits, never leave a damaged database, and a seed that did
   * not finish is run again.
   */
  bulkLoad?: boolean;
  /**
   * PGlite: a new database starts already migrated, from a kept copy made once per set of migrations
   * (./pgliteTemplate.ts). Run migrateToLatest after opening all the same: it finds nothing to do,
   * or migrates a database that did not start from the copy.
   */
  migrated?: boolean;
}

/**
 * Kysely on an embedded database, through its node-postgres adapter (one connection: PGlite has one
 * session), counting the statements sent (`statementsSent`).
 */
function kyselyOn(pglite: PGlite, count = new StatementCount()): Kysely<Database> {
  const dialect = new PostgresDialect({ pool: new pg.Pool({ ...createPgConfig(pglite), max: 1 }) });
  return new Kysely<Database>({ dialect: new CountedDialect(dialect, count) });
}

/** The empty database with every migration run (one kept copy per set of migrations). */
function migratedTemplate(): PreparedTemplate {
  return {
    key: `migrated-${migrationsKey()}`,
    prepare: async (pglite) => {
      const db = kyselyOn(pglite);
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
    },
  };
}

const NO_COMMIT_FLUSH = ['-c', 'synchronous_commit=off'];
const BULK_LOAD_PARAMS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', ...NO_COMMIT_FLUSH];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Where PGlite keeps its files in a data directory (beside the JWT secret and the uploads). */
export const pgliteDirectory = (dataDir: string) => path.join(path.resolve(dataDir), 'pgdata');

export async function openDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool(
      options.bulkLoad
        ? { connectionString: options.databaseUrl, max: 1, options: NO_COMMIT_FLUSH.join(' ') }
        : { connectionString: options.databaseUrl, max: 10 },
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const { databaseUrl } = options;
    const listen: OpenedDatabase['listen'] = (channel, onNotice, onGap) => listenOnPostgres(databaseUrl, channel, onNotice, onGap);
    if (!options.bulkLoad) return { db, kind: 'postgres', listen, close: () => db.destroy() };
    // The one connection, also while Kysely holds it for a transaction: COPY runs between its statements.
    let session: pg.PoolClient | undefined;
    pool.on('connect', (client) => {
      session = client;
    });
    pool.on('remove', (client) => {
      if (session === client) session = undefined;
    });
    return {
      db,
      kind: 'postgres',
      listen,
      copyRows: async (table, columns, rows) => {
        if (!session) throw new Error('copyRows needs the open session of a transaction');
        const stream = session.query(
          copyFrom(`copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from stdin with (format binary)`),
        );
        await pipeline(Readable.from([rows]), stream);
      },
      close: () => db.destroy(),
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  let release: () => void = () => undefined;
  let pgDir = options.dataDir;
  if (!inMemory) {
    release = acquireDirectoryLock(path.resolve(options.dataDir));
    pgDir = pgliteDirectory(options.dataDir);
  }
  try {
    // a new database starts from the kept empty one, or the kept migrated one (./pgliteTemplate.ts)
    const pglite = await openPglite(
      pgDir,
      options.bulkLoad ? { startParams: [...PGlite.defaultStartParams, ...BULK_LOAD_PARAMS] } : {},
      undefined,
      options.migrated ? migratedTemplate() : undefined,
    );
    const count = new StatementCount();
    const db = kyselyOn(pglite, count);
    return {
      db,
      kind: 'pglite',
      statementsSent: () => count.value,
      listen: async (channel, onNotice) => {
        const unlisten = await pglite.listen(channel, onNotice);
        return () => unlisten();
      },
      copyRows: async (table, columns, rows) => {
        count.value += 1;
        await pglite.query(`copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from '/dev/blob' with (format binary)`, [], {
          blob: new Blob([rows]),
        });
      },
      close: async () => {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
