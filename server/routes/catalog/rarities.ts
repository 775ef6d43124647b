/**
 * Rarity levels (operations §3, §7): detail, create (POST /api/admin/craeteRarity, spelt so), update,
 * delete and bulk delete. The list is GET api/admin/getRarity (server/routes/selectLists.ts).
 * A rarity still used by products is not deleted: the reply says how many use it. `rank` (issue 17)
 * orders the list; a new rarity without one gets the next rank.
 */
import { sql } from 'kysely';
import { ApiError, t } from '../../http';
import { nextRarityRank } from '../../../src/domain/catalog';
import { accessOf, crudRoutes } from '../crud';
import { countRows } from './forms';
import { RARITY_COLUMNS, rarityBody } from './schemas/warehouse';

export const routes = crudRoutes({
  table: 'rarities',
  module: 'RarityLevel',
  entity: 'resources.rarity.entity',
  access: accessOf('RarityLevel'),
  urls: {
    one: '/getRarityById/:id',
    create: '/craeteRarity',
    update: '/updateRarity/:id',
    remove: '/deleteRarity/:id',
    removeMany: '/deleteSelectedRarity',
  },
  keys: { one: 'rarityData' },
  texts: { one: 'resources.rarity.server.detail', created: 'resources.rarity.created', updated: 'resources.rarity.updated' },
  columns: RARITY_COLUMNS,
  body: rarityBody,
  insert: async (body, { db }) => ({
    ...body,
    rank: body.rank ?? nextRarityRank((await db.selectFrom('rarities').select('rank').execute()).map((r) => r.rank)),
  }),
  update: (body) => body,
  inUse: async (db, ids) => {
    const products = await countRows(db, 'products', sql<boolean>`${sql.ref('rarityLevel')} = any(${sql.val(ids)}::text[])`);
    return products > 0 ? new ApiError(409, t('resources.rarity.inUse', { products })) : null;
  },
});
