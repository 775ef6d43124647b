/** Runs every migration in server/db/migrations, in order, inside Kysely's migrator. Browser-safe (QA mode runs it too). */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
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

/** The names in Kysely's migration table that are not migrations of this build (none on a new database). */
export async function unknownMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return ran.rows.map((r) => r.name).filter((name) => !(name in migrations));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) throw new UnknownMigrationsError(unknown);
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
