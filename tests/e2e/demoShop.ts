/**
 * The demo shop's rows, seeded in this process by the code the server and the QA build seed with
 * (the same ids, names and order numbers): what a test opens and expects on the screens.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../../server/db/schema';
import { DATA_TABLES, type DataTable } from '../../server/db/tables';
import { createFakeBackend } from '../../src/dataProvider/fake';

export interface DemoShop {
  rows<T extends DataTable>(table: T): Array<Selectable<Database[T]>>;
}

export async function demoShop(): Promise<DemoShop> {
  const backend = await createFakeBackend({ scenario: 'demo' });
  const tables = new Map<DataTable, unknown[]>();
  try {
    for (const table of DATA_TABLES) tables.set(table, await backend.db.selectFrom(table).selectAll().execute());
  } finally {
    await backend.close();
  }
  return { rows: <T extends DataTable>(table: T) => (tables.get(table) ?? []) as Array<Selectable<Database[T]>> };
}
