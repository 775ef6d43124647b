/**
 * The shops QA can start from, written by the server's own seed code into the tab's database: the
 * demo shop (`writeDemo` through `databaseSink`, as the server seeds it), an empty shop (only the
 * demo team, to sign in with), a large shop (the demo plus the large seed's users up to 100,000), or
 * a snapshot loaded from a JSON file (one the QA panel saved, or hand-made:
 * `{ "tables": { "users": [...] } }`, the columns left out taking their defaults).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { BATCH } from '../../../server/db/seed/bulk';
import { writeDemo } from '../../../server/db/seed/demo';
import { writeUsers } from '../../../server/db/seed/largeUsers';
import { seedBaseDate } from '../../../server/db/seed/random';
import { databaseSink } from '../../../server/db/seed/sink';
import { DEMO_SUPER_ADMIN } from '../../../server/db/seed/team';
import { DATA_TABLES, type DataTable } from '../../../server/db/tables';
import { hashFakePassword } from './passwords';

export type ScenarioName = 'demo' | 'empty' | 'large' | 'file';
export const SCENARIOS: readonly ScenarioName[] = ['demo', 'empty', 'large', 'file'];

/** The users of the large shop, as in the server's large seed. */
export const LARGE_SHOP_USERS = 100_000;

/** A shop as JSON: rows by table (dates as ISO strings). */
export interface ShopSnapshot {
  tables: Partial<Record<DataTable, Array<Record<string, unknown>>>>;
}

export interface ScenarioOptions {
  now?: Date;
  /** the rows of the 'file' scenario */
  snapshot?: ShopSnapshot;
}

/** Rows a statement of a snapshot's load writes (well under PostgreSQL's 65,535 parameters). */
const SNAPSHOT_BATCH = 1000;

function isSnapshot(value: unknown): value is ShopSnapshot {
  if (typeof value !== 'object' || value === null || !('tables' in value)) return false;
  const { tables } = value as { tables: unknown };
  return typeof tables === 'object' && tables !== null && Object.values(tables).every(Array.isArray);
}

/** Reads a snapshot file's text; throws a clear error when it is not one. */
export function parseSnapshot(text: string): ShopSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  if (!isSnapshot(value)) throw new Error('no "tables" object of arrays');
  return value;
}

/** The shop's rows as a snapshot (the QA panel's "save as JSON"). */
export async function snapshotOf(db: Kysely<Database>): Promise<ShopSnapshot> {
  const tables: ShopSnapshot['tables'] = {};
  for (const table of DATA_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    tables[table] = JSON.parse(JSON.stringify(rows)) as Array<Record<string, unknown>>;
  }
  return { tables };
}

/** Writes a snapshot's rows, table after table in the order their references need; identities continue after them. */
async function loadSnapshot(db: Kysely<Database>, snapshot: ShopSnapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sink = databaseSink(trx);
    for (const table of DATA_TABLES) {
      const rows = snapshot.tables[table];
      if (!rows) continue;
      // the settings row the migrations insert gives way to the file's
      if (table === 'admin_settings') await trx.deleteFrom('admin_settings').execute();
      for (let i = 0; i < rows.length; i += SNAPSHOT_BATCH) await sink.insert(table, rows.slice(i, i + SNAPSHOT_BATCH) as never);
    }
    const identities = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
    for (const { table, column } of identities.rows)
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
        from ${sql.table(table)}`.execute(trx);
  });
}

/** Writes a scenario's shop into a freshly migrated database. */
export async function loadScenario(
  db: Kysely<Database>,
  name: ScenarioName,
  { now = new Date(), snapshot }: ScenarioOptions = {},
): Promise<void> {
  if (name === 'file') {
    if (!snapshot) throw new Error('no snapshot');
    return loadSnapshot(db, snapshot);
  }
  const options = { adminEmail: DEMO_SUPER_ADMIN.email, adminPassword: DEMO_SUPER_ADMIN.password, hashPassword: hashFakePassword, now };
  await db.transaction().execute((trx) => writeDemo(databaseSink(trx), options, { teamOnly: name === 'empty' }));
  if (name !== 'large') return;
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  await db
    .transaction()
    .execute((trx) => writeUsers(seedBaseDate(now).getTime(), LARGE_SHOP_USERS - count, { db: trx, log: () => undefined }, BATCH));
}
