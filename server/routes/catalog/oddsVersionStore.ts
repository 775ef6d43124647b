/**
 * Odds versions in the database (box_odds_versions): the box form's save keeps one when the odds changed
 * (src/domain/oddsVersions.ts decides what a change is), and the reads of the History and Monitor
 * screens and the disclosure export. Versions are only ever inserted. Browser-safe.
 */
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BoxOddsVersionsTable, Database } from '../../db/schema';
import type { CurrentAdmin } from '../../route';
import { diffOdds, versionFigures, versionItems, type OddsVersionItem } from '../../../src/domain/oddsVersions';
import type { OddsVersionRecord, VersionedBox } from '../../../src/domain/types/rtp';
import { ApiError, t } from '../../http';

type Db = Kysely<Database>;
export type VersionRow = Selectable<BoxOddsVersionsTable>;

const COLUMNS = [
  'id',
  'boxId',
  'boxName',
  'version',
  'price',
  'items',
  'rtp',
  'houseEdge',
  'profit',
  'adminId',
  'adminName',
  'adminEmail',
  'createdAt',
] as const;

/** A box's versions, newest first (a deleted box's too). */
export function boxVersions(db: Db, boxId: string): Promise<VersionRow[]> {
  return db.selectFrom('box_odds_versions').select(COLUMNS).where('boxId', '=', boxId).orderBy('version', 'desc').execute();
}

/** These versions, by id. */
export function versionsById(db: Db, ids: readonly string[]): Promise<VersionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('box_odds_versions').select(COLUMNS).where('id', 'in', ids).execute();
}

/** A version as the API shows it. */
export function versionRecord(row: VersionRow): OddsVersionRecord {
  const { id, createdAt, ...rest } = row;
  return { _id: id, ...rest, createdAt: createdAt.toISOString() };
}

/** What a save writes: the box, its price and the chosen products (in order) with their names and prices. */
export interface SavedOdds {
  boxId: string;
  boxName: string;
  price: number;
  items: ReadonlyArray<Omit<OddsVersionItem, 'rangeFrom' | 'rangeTo'>>;
}

/**
 * Inside the save's transaction, after the box row was written (its row lock orders two saves of one
 * box): a new version when the odds differ from the latest one (or there is none); the version's
 * number, or null when nothing of the odds changed.
 */
export async function recordOddsVersion(trx: Transaction<Database>, saved: SavedOdds, admin: CurrentAdmin): Promise<number | null> {
  const items = versionItems(saved.items);
  const figures = versionFigures(saved.price, items);
  const latest = await trx
    .selectFrom('box_odds_versions')
    .select(['version', 'price', 'items', 'rtp', 'houseEdge', 'profit'])
    .where('boxId', '=', saved.boxId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && diffOdds(latest, { price: saved.price, items, ...figures }).same) return null;
  const version = (latest?.version ?? 0) + 1;
  await trx
    .insertInto('box_odds_versions')
    .values({
      boxId: saved.boxId,
      boxName: saved.boxName,
      version,
      price: saved.price,
      items: JSON.stringify(items),
      ...figures,
      adminId: admin.id,
      adminName: `${admin.firstname} ${admin.lastname}`.trim(),
      adminEmail: admin.email,
    })
    .execute();
  return version;
}

/**
 * A box and its versions (newest first): a deleted box is still found by its versions, under the
 * name its last version kept. 404 when there is neither.
 */
export async function versionedBox(db: Db, boxId: string): Promise<{ box: VersionedBox; versions: VersionRow[] }> {
  const row = await db.selectFrom('boxes').select(['id', 'name']).where('id', '=', boxId).executeTakeFirst();
  const versions = await boxVersions(db, boxId);
  if (!row && versions.length === 0) throw new ApiError(404, t('catalog.server.notFound', { entity: t('resources.box.entity') }));
  return { box: { _id: boxId, name: row?.name ?? versions[0].boxName, deleted: !row }, versions };
}
