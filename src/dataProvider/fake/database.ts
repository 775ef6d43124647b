/**
 * QA mode's database: an in-memory PGlite in the tab (in Node for the tests), with the server's
 * migrations run on it, behind Kysely (./pgliteDialect.ts). numeric and bigint come back as numbers,
 * as the server's type parsers make them (server/db/connect.ts). It can start from a kept copy of
 * its files (`dataDir`, PGlite's dumpDataDir), which skips initdb and the seed.
 */
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, type Migration } from 'kysely';
import type { Listen } from '../../../server/changeFeed';
import { migrationsByName, runMigrations } from '../../../server/db/migrator';
import type { Database } from '../../../server/db/schema';
import { PgliteDialect } from './pgliteDialect';

/** The server's migrations, found as the server finds them (server/db/migrate.ts). */
const MIGRATIONS = migrationsByName(import.meta.glob<Migration>('../../../server/db/migrations/*.ts', { eager: true }));

/** PGlite's compiled WebAssembly, when the caller has it (the browser's QA start: src/qa/pgliteWasm.ts). */
export type PgliteModules = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>;

export interface ShopDatabase {
  db: Kysely<Database>;
  /** the database's change notices (server/db/migrations/002_functions/changes.ts), for the push channel */
  listen: Listen;
  /** the database's files, to start another one from (PGlite's dumpDataDir) */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export async function openShopDatabase({ modules = {}, dataDir }: { modules?: PgliteModules; dataDir?: Blob } = {}): Promise<ShopDatabase> {
  const pglite = await PGlite.create({
    ...modules,
    ...(dataDir ? { loadDataDir: dataDir } : {}),
    parsers: {
      [types.NUMERIC]: (value: string) => Number.parseFloat(value),
      [types.INT8]: (value: string) => Number.parseInt(value, 10),
    },
  });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  await runMigrations(db, MIGRATIONS);
  return {
    db,
    listen: async (channel, onNotice) => {
      const unlisten = await pglite.listen(channel, onNotice);
      return () => unlisten();
    },
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
