/**
 * Rarity levels in the fake shop, as server/routes/catalog/rarities.ts answers them: detail, create
 * (POST api/admin/craeteRarity, spelt so; without a rank it comes last), update, delete and bulk
 * delete, refused while products use the rarity. The list is the select list GET api/admin/getRarity
 * (../selectLists.ts).
 */
import { ApiError, idParams, selectedIdsBody, t } from '../../../../../server/http';
import { rarityBody } from '../../../../../server/routes/catalog/schemas/warehouse';
import { nextRarityRank } from '../../../../domain/catalog';
import type { FakeDb } from '../../db';
import { fakeRoute } from '../../router';
import { findRow, productsUsing, rarityRecord, removeByIds } from './shared';

const entity = t('catalog.rarity.entity');

function assertUnused(db: FakeDb, ids: readonly string[]): void {
  const products = productsUsing(db, 'rarityLevel', ids);
  if (products > 0) throw new ApiError(409, t('catalog.rarity.inUse', { products }));
}

export const rarityRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getRarityById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => ({
      msg: t('catalog.server.rarityDetail'),
      rarityData: rarityRecord(findRow(db.rows('rarities'), params.id, entity)),
    }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/craeteRarity',
    schema: { body: rarityBody },
    activity: {
      module: 'RarityLevel',
      action: 'create',
      describe: (_call, result) => t('catalog.activity.created', { entity, name: String(result.name) }),
    },
    handler: ({ db, body, now }) => {
      const rank = body.rank ?? nextRarityRank(db.rows('rarities').map((row) => row.rank));
      const [saved] = db.add('rarities', [{ name: body.name, color: body.color, rank, createdAt: now }]);
      return { msg: t('catalog.rarity.created'), rarityData: rarityRecord(saved), name: saved.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateRarity/:id',
    schema: { params: idParams, body: rarityBody },
    activity: {
      module: 'RarityLevel',
      action: 'update',
      describe: (_call, result) => t('catalog.activity.updated', { entity, name: String(result.name) }),
    },
    handler: ({ db, params, body }) => {
      const row = findRow(db.rows('rarities'), params.id, entity);
      Object.assign(row, { name: body.name, color: body.color, ...(body.rank !== undefined ? { rank: body.rank } : {}) });
      return { msg: t('catalog.rarity.updated'), rarityData: rarityRecord(row), name: row.name };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteRarity/:id',
    schema: { params: idParams },
    activity: {
      module: 'RarityLevel',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deleted', { entity, name: String(result.name) }),
    },
    handler: ({ db, params }) => {
      const row = findRow(db.rows('rarities'), params.id, entity);
      assertUnused(db, [row.id]);
      removeByIds(db, 'rarities', [row.id]);
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedRarity',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'RarityLevel',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deletedMany', { entity, count: Number(result.count) }),
    },
    handler: ({ db, body }) => {
      assertUnused(db, body.ids);
      return { msg: t('catalog.common.bulkDeleted'), count: removeByIds(db, 'rarities', body.ids) };
    },
  }),
];
