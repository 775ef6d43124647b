/**
 * Rarity levels (operations §3, §7): detail, create (POST /api/admin/craeteRarity, spelt so), update,
 * delete and bulk delete. The list is GET api/admin/getRarity (server/routes/selectLists.ts).
 * A rarity still used by products is not deleted: the reply says how many use it. `rank` (issue 17)
 * orders the list; a new rarity without one gets the next rank.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import { ApiError, idParams, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record } from '../../routeSchema';
import { nextRarityRank } from '../../../src/domain/catalog';
import { RARITY_COLUMNS, rarityBody } from './schemas/warehouse';

const READ = ['readRarityLevel', 'writeRarityLevel', 'delRarityLevel'];

const entity = t('catalog.rarity.entity');

export function rarityRoutes(app: FastifyInstance, { db }: AppDeps): void {
  async function findRarity(id: string) {
    const row = await db.selectFrom('rarities').select(RARITY_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
    return row;
  }

  async function assertUnused(ids: readonly string[]) {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rarityLevel', 'in', ids)
      .executeTakeFirst();
    const products = Number(row?.n ?? 0);
    if (products > 0) throw new ApiError(409, t('catalog.rarity.inUse', { products }));
  }

  defineRoute(app, {
    method: 'GET',
    url: '/getRarityById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ rarityData: record }) } },
    handler: async (req) => {
      const { id } = req.params;
      return { msg: t('catalog.server.rarityDetail'), rarityData: apiRow(await findRarity(id)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/craeteRarity',
    access: { anyOf: ['writeRarityLevel'] },
    schema: { body: rarityBody, response: { 200: okReply({ rarityData: record, name: z.string() }) } },
    activity: {
      module: 'RarityLevel',
      action: 'create',
      describe: (_req, r) => t('catalog.activity.created', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const body = req.body;
      const rank = body.rank ?? nextRarityRank((await db.selectFrom('rarities').select('rank').execute()).map((r) => r.rank));
      const saved = await db
        .insertInto('rarities')
        .values({ ...body, rank })
        .returning(RARITY_COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('catalog.rarity.created'), rarityData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateRarity/:id',
    access: { anyOf: ['writeRarityLevel'] },
    schema: { params: idParams, body: rarityBody, response: { 200: okReply({ rarityData: record, name: z.string() }) } },
    activity: {
      module: 'RarityLevel',
      action: 'update',
      describe: (_req, r) => t('catalog.activity.updated', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const body = req.body;
      await findRarity(id);
      const saved = await db.updateTable('rarities').set(body).where('id', '=', id).returning(RARITY_COLUMNS).executeTakeFirstOrThrow();
      return { msg: t('catalog.rarity.updated'), rarityData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteRarity/:id',
    access: { anyOf: ['delRarityLevel'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'RarityLevel',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const row = await findRarity(id);
      await assertUnused([id]);
      await db.deleteFrom('rarities').where('id', '=', id).execute();
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/deleteSelectedRarity',
    access: { anyOf: ['delRarityLevel'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'RarityLevel',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (req) => {
      const { ids } = req.body;
      await assertUnused(ids);
      const result = await db.deleteFrom('rarities').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
    },
  });
}
