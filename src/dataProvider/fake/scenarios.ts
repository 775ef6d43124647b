/**
 * The shops QA can start from: the demo shop the server seeds (the same seed code, so the same
 * names, ids and odds), an empty shop (only the demo team, to sign in with), a large shop (the
 * demo plus extra users up to 100,000, drawn like the server's bulk seed), or a snapshot loaded
 * from a JSON file (one the QA panel saved, or hand-made: `{ "tables": { "users": [...] } }`).
 */
import { writeDemo } from '../../../server/db/seed/demo';
import { bulkUser, LARGE_USERS_STREAM } from '../../../server/db/seed/bulkUsers';
import { Rng, seedBaseDate } from '../../../server/db/seed/random';
import { DEMO_SUPER_ADMIN } from '../../../server/db/seed/team';
import { FakeDb, type FakeRow, type FakeTable } from './db';
import { hashFakePassword } from './passwords';

export type ScenarioName = 'demo' | 'empty' | 'large' | 'file';
export const SCENARIOS: readonly ScenarioName[] = ['demo', 'empty', 'large', 'file'];

/** The users of the large shop, as in the server's large seed. */
export const LARGE_SHOP_USERS = 100_000;

/** A shop as JSON: rows by table (dates as ISO strings). */
export interface ShopSnapshot {
  tables: Partial<Record<FakeTable, Array<Record<string, unknown>>>>;
}

export interface ScenarioOptions {
  now?: Date;
  /** the rows of the 'file' scenario */
  snapshot?: ShopSnapshot;
}

const seedOptions = (now?: Date) => ({
  adminEmail: DEMO_SUPER_ADMIN.email,
  adminPassword: DEMO_SUPER_ADMIN.password,
  hashPassword: hashFakePassword,
  now,
});

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
export function snapshotOf(db: FakeDb): ShopSnapshot {
  return { tables: JSON.parse(JSON.stringify(db.tables)) as ShopSnapshot['tables'] };
}

/** A fresh shop of a scenario. */
export async function loadScenario(name: ScenarioName, { now = new Date(), snapshot }: ScenarioOptions = {}): Promise<FakeDb> {
  const db = new FakeDb();
  // the settings row migration 001 inserts (box profit 10 %)
  db.add('admin_settings', [{ id: 1, boxProfit: 10, updatedAt: now }]);
  if (name === 'file') {
    if (!snapshot) throw new Error('no snapshot');
    for (const [table, rows] of Object.entries(snapshot.tables) as Array<[FakeTable, Array<Partial<FakeRow<FakeTable>>>]>) {
      if (table === 'admin_settings') db.remove('admin_settings', () => true);
      db.add(table, rows);
    }
    return db;
  }
  await writeDemo(db, seedOptions(now), { teamOnly: name === 'empty' });
  if (name === 'large') {
    const rng = new Rng(LARGE_USERS_STREAM);
    const base = seedBaseDate(now);
    const extra = LARGE_SHOP_USERS - db.rows('users').length;
    const rows = Array.from({ length: extra }, (_, i) => bulkUser(rng, base, i + 1));
    db.add('users', rows);
  }
  return db;
}
