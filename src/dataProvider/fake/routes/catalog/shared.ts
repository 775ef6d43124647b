/**
 * What the warehouse lists' fake routes share (server/routes/catalog/categories.ts, brands.ts,
 * rarities.ts do the same with SQL): a row by id or the 404 naming the entity, the image column a
 * form leaves (a new file wins, '' removes, nothing keeps), a bulk delete's count and a rarity's
 * columns as the server selects them.
 */
import { ApiError, apiRow, t } from '../../../../../server/http';
import { RARITY_COLUMNS } from '../../../../../server/routes/catalog/schemas/warehouse';
import type { FakeDb, FakeRow } from '../../db';

export type WarehouseTable = 'categories' | 'brands' | 'rarities';

/** The row with this id, or the server's 404 "<entity> not found". */
export function findRow<R extends { id: string }>(rows: readonly R[], id: string, entity: string): R {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
  return row;
}

/** The image a new row gets: the uploaded file, else the address sent, else none. */
export function createdImage(uploaded: string | undefined, reference: string | undefined): string | null {
  return uploaded ?? (reference || null);
}

/** The image change of an update: the uploaded file, '' removes it, no address keeps the current one. */
export function updatedImage(uploaded: string | undefined, reference: string | undefined): { image?: string | null } {
  if (uploaded) return { image: uploaded };
  return reference === '' ? { image: null } : {};
}

/** Removes the rows with these ids; returns how many there were (the server's numDeletedRows). */
export function removeByIds(db: FakeDb, table: WarehouseTable, ids: readonly string[]): number {
  const wanted = new Set(ids);
  return db.remove(table, (row) => wanted.has(row.id)).length;
}

/** How many products hold one of the ids in `column` (a product's brand or rarity). */
export function productsUsing(db: FakeDb, column: 'brandId' | 'rarityLevel', ids: readonly string[]): number {
  const wanted = new Set(ids);
  return db.rows('products').filter((product) => {
    const value = product[column];
    return value !== null && wanted.has(value);
  }).length;
}

type RarityColumns = Pick<FakeRow<'rarities'>, (typeof RARITY_COLUMNS)[number]>;

/** A rarity as the server selects it (its RARITY_COLUMNS), `id` shown as `_id`. */
export function rarityRecord(row: FakeRow<'rarities'>) {
  return apiRow(Object.fromEntries(RARITY_COLUMNS.map((column) => [column, row[column]])) as RarityColumns);
}
