/**
 * The server's migrations: every top-level `NNN_name.ts` file of ./migrations, found on disk, so a
 * migration is added by adding its file. QA mode finds the same files with Vite's import.meta.glob.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely, Migration } from 'kysely';
import type { Database } from './schema.js';
import { migrationsByName, runMigrations, unknownMigrationsOf, type Migrations } from './migrator.js';

export { UnknownMigrationsError } from './migrator.js';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

let loaded: Promise<Migrations> | undefined;

export function loadMigrations(): Promise<Migrations> {
  loaded ??= (async () => {
    const modules: Record<string, Migration> = {};
    for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
      // migrationsByName keeps the NNN_name files
      if (file.endsWith('.ts')) modules[file] = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
    }
    return migrationsByName(modules);
  })();
  return loaded;
}

/** The names in Kysely's migration table that are not migrations of this build (none on a new database). */
export async function unknownMigrations(db: Kysely<Database>): Promise<string[]> {
  return unknownMigrationsOf(db, await loadMigrations());
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await runMigrations(db, await loadMigrations());
}
