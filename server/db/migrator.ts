/**
 * Runs migrations, given by name, in name order inside Kysely's migrator. Browser-safe: QA mode runs
 * it on the tab's PGlite with the migration files Vite finds; the server finds them on disk (./migrate.ts).
 */
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.js';

export type Migrations = Readonly<Record<string, Migration>>;

/** A migration file's name without folder and extension: `./migrations/001_schema.ts` -> `001_schema`. */
const MIGRATION_FILE = /(?:^|\/)(\d{3}_[A-Za-z0-9_]+)\.[jt]s$/;

/** The migration modules of server/db/migrations (top-level `NNN_name.ts` files), by name. */
export function migrationsByName(modules: Readonly<Record<string, Migration>>): Migrations {
  const byName: Record<string, Migration> = {};
  for (const [file, module] of Object.entries(modules)) {
    const name = MIGRATION_FILE.exec(file)?.[1];
    if (name) byName[name] = module;
  }
  return byName;
}

/** A database that ran migrations this build does not have (`names`): the migrator refuses it. */
export class UnknownMigrationsError extends Error {
  constructor(
    readonly names: string[],
    message = `This database was made by migrations this version does not have (${names.join(', ')}): drop and re-create it, then start again.`,
  ) {
    super(message);
  }
}

/** The names in Kysely's migration table that are not among `migrations` (none on a new database). */
export async function unknownMigrationsOf(db: Kysely<Database>, migrations: Migrations): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return ran.rows.map((r) => r.name).filter((name) => !(name in migrations));
}

export async function runMigrations(db: Kysely<Database>, migrations: Migrations): Promise<void> {
  const unknown = await unknownMigrationsOf(db, migrations);
  if (unknown.length > 0) throw new UnknownMigrationsError(unknown);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
