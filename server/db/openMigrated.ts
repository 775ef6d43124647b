/**
 * Opens the database for `npm start` and `npm run seed`, migrated. A database made by the migrations
 * before they were squashed (the chain that began with 001_initial) is refused by the migrator: a
 * PGlite data directory is made again (its demo data is seeded again by the caller); a PostgreSQL
 * database is never dropped here, the start stops with what to do.
 */
import fs from 'node:fs';
import { openDatabase, pgliteDirectory, type OpenedDatabase, type OpenOptions } from './connect.js';
import { migrateToLatest, unknownMigrations, UnknownMigrationsError } from './migrate.js';

/** The first migration of the chain squashed into 001_schema and 002_functions. */
const BEFORE_SQUASH = '001_initial';

const POSTGRES_BEFORE_SQUASH =
  'The PostgreSQL database at DATABASE_URL was made by the migrations before they were squashed, which this version cannot ' +
  'migrate. Drop and re-create it (for example `dropdb <name> && createdb <name>`), then start again: the demo data is loaded ' +
  'into the empty database.';

export async function openMigrated(options: OpenOptions, log: (line: string) => void): Promise<OpenedDatabase> {
  let opened = await openDatabase(options);
  try {
    const unknown = await unknownMigrations(opened.db);
    if (unknown.length > 0) {
      if (!unknown.includes(BEFORE_SQUASH)) throw new UnknownMigrationsError(unknown);
      if (opened.kind === 'postgres') throw new UnknownMigrationsError(unknown, POSTGRES_BEFORE_SQUASH);
      await opened.close();
      fs.rmSync(pgliteDirectory(options.dataDir), { recursive: true, force: true });
      log(`The demo database in ${options.dataDir} was made by the migrations before they were squashed: re-created with new demo data.`);
      opened = await openDatabase(options);
    }
    await migrateToLatest(opened.db);
    return opened;
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
}
