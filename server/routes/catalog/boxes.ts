/**
 * Boxes (core §3, §5, §7): list, detail with items and chosen products, the previous box's tag and
 * colour, create and update (multipart: file, chooseProduct JSON, category JSON ...), delete and bulk
 * delete, and the box form's product search. The odds rules of src/domain/odds.ts are applied before
 * anything is saved: at least one product, every chance non-zero, total exactly 100; the ranges are
 * built on the 1..1,000,000 scale from 1. Prices of the chosen products come from the products table.
 * A save that changes the odds (products, chances, ranges, prices, box price) keeps a new odds
 * version in the same transaction (./oddsVersionStore.ts); the reply's `oddsVersion` is its number,
 * or null when the odds did not change.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { z } from 'zod';
import { route } from '../../route';
import { ApiError, idParams, parseWith, say, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { buildChanceRanges, oddsError } from '../../../src/domain/odds';
import { boxBody, playBoxBody, searchBody } from './schemas/boxes';
import { findProducts } from './productQueries';
import { readForm, withStoredImage } from './uploads';
import { recordOddsVersion } from './oddsVersionStore';

/** Who may read boxes: the Box access name's read (also the odds history's and RTP monitor's). */
export const BOX_READ_ROLES = ['readBox', 'writeBox', 'delBox'];
const READ = BOX_READ_ROLES;
const SEARCH = [...READ, 'readProduct', 'writeProduct', 'delProduct'];
const entity = t('resources.box.entity');
/** Saving a box saves its odds, which players pay for (issue 62): a recent step-up first. */
const SAVING_ODDS = { when: 'always: saving a box saves its odds' };

type Db = Kysely<Database>;

/** Openings are the shop's history (dashboard, users' wins): a box that was opened is hidden or disabled, not deleted. */
async function assertNeverOpened(db: Db, ids: readonly string[]) {
  const row = await db
    .selectFrom('box_openings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('boxId', 'in', ids)
    .executeTakeFirst();
  const openings = Number(row?.n ?? 0);
  if (openings > 0) throw new ApiError(409, t('resources.box.inUse', { openings }));
}

async function findBox(db: Db, id: string) {
  const row = await db.selectFrom('boxes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
  return row;
}

/** Validates a create/update body and checks the chosen products and categories exist; throws the spec's messages. */
async function checkedBox(db: Db, fields: Record<string, unknown>) {
  const body = parseWith(boxBody, fields);
  const chosen = body.chooseProduct ?? [];
  const odds = oddsError(chosen);
  if (odds) throw new ApiError(400, say(odds));
  const pids = chosen.map((c) => c.pid);
  if (new Set(pids).size !== pids.length) throw new ApiError(400, t('resources.box.validation.unknownProduct'));
  const products = await db.selectFrom('products').select('id').where('id', 'in', pids).execute();
  if (products.length !== pids.length) throw new ApiError(400, t('resources.box.validation.unknownProduct'));
  const categories = await db.selectFrom('categories').select('id').where('id', 'in', body.category).execute();
  if (categories.length !== new Set(body.category).size) throw new ApiError(400, t('resources.box.validation.unknownCategory'));
  return { body, chosen };
}

/**
 * The box_products rows of the chosen products, read inside the save's transaction with the
 * product rows share-locked until it commits: a product delete running at the same time
 * (deleteProduct locks the row FOR UPDATE) waits and then finds the product in this box (409),
 * or it went first and the product is gone here (409). Never both, which would leave the box
 * with odds short of 100% after the delete's cascade.
 */
async function lockedItems(trx: Transaction<Database>, chosen: ReadonlyArray<{ pid: string; chance: number }>) {
  const pids = chosen.map((c) => c.pid);
  const products = await trx
    .selectFrom('products')
    .select(['id', 'name', 'sellPrice', 'purchasePrice'])
    .where('id', 'in', pids)
    .orderBy('id')
    .forShare()
    .execute();
  if (products.length !== pids.length) throw new ApiError(409, t('resources.box.validation.unknownProduct'));
  const priceOf = new Map(products.map((p) => [p.id, p]));
  const ranges = buildChanceRanges(chosen);
  return chosen.map((c, i) => {
    const product = priceOf.get(c.pid);
    return {
      productId: c.pid,
      name: product?.name ?? '',
      chance: c.chance,
      sellPrice: product?.sellPrice ?? 0,
      purchasePrice: product?.purchasePrice ?? 0,
      ...ranges[i],
    };
  });
}

type LockedItem = Awaited<ReturnType<typeof lockedItems>>[number];

/** The box's box_products rows (the name is the odds version's, not a column here). */
const boxProductRows = (boxId: string, items: readonly LockedItem[]) => items.map(({ name: _name, ...item }) => ({ ...item, boxId }));

async function defaultBoxProfit(db: Db): Promise<number> {
  const row = await db.selectFrom('admin_settings').select('boxProfit').where('id', '=', 1).executeTakeFirst();
  return Number(row?.boxProfit ?? 0);
}

export const routes = [
  route({
    method: 'GET',
    url: '/getBox',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ box: records }) } },
    handler: async (call) => {
      const rows = await call.db.selectFrom('boxes').selectAll().orderBy('price').orderBy('name').execute();
      return { msg: t('resources.box.server.list'), box: rows.map(apiRow) };
    },
  }),
  route({
    method: 'GET',
    url: '/getBoxDetailById/:id',
    access: { anyOf: READ },
    schema: {
      params: idParams,
      response: { 200: okReply({ boxData: record, boxItems: z.array(z.unknown()), choseProducts: z.array(z.unknown()) }) },
    },
    handler: async (call) => {
      const { id } = call.params;
      const box = await findBox(call.db, id);
      const items = await call.db.selectFrom('box_products').selectAll().where('boxId', '=', id).orderBy('rangeFrom').execute();
      const { products } = await findProducts(call.db, { ids: items.map((i) => i.productId) }, 0, Math.max(1, items.length));
      const order = new Map(items.map((item, index) => [item.productId, index]));
      products.sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
      return {
        msg: t('resources.box.server.detail'),
        boxData: apiRow(box),
        boxItems: items.map(({ id: itemId, productId, boxId: _boxId, ...rest }) => ({ _id: itemId, pid: productId, ...rest })),
        choseProducts: products,
      };
    },
  }),
  route({
    method: 'GET',
    url: '/getPreviousBox',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ getPrevious: record.nullable() }) } },
    handler: async (call) => {
      const previous = await call.db
        .selectFrom('boxes')
        .select(['id', 'name', 'specialTag', 'color'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return { msg: t('resources.box.server.previous'), getPrevious: previous ? apiRow(previous) : null };
    },
  }),
  route({
    method: 'POST',
    url: '/createBox',
    access: { anyOf: ['writeBox'] },
    stepUp: SAVING_ODDS,
    schema: { response: { 200: okReply({ data: record, name: z.string(), oddsVersion: z.number().nullable() }) } },
    activity: { module: 'Box', action: 'create', describe: (_call, r) => t('catalog.activity.created', { entity, name: String(r.name) }) },
    handler: async (call) => {
      const form = await readForm(call);
      const { body, chosen } = await checkedBox(call.db, form.json ?? form.fields);
      const image = form.images[0];
      if (!image) throw new ApiError(400, t('resources.box.validation.imageRequired'));
      const boxProfit = body.boxProfit ?? (await defaultBoxProfit(call.db));
      return withStoredImage(call, image, (url) =>
        call.withActivity(async (trx) => {
          const items = await lockedItems(trx, chosen);
          const box = await trx
            .insertInto('boxes')
            .values({
              name: body.name,
              price: body.price,
              image: url ?? null,
              itemsCount: items.length,
              description: body.description ?? '',
              category: body.category,
              hideBox: body.hideBox ?? false,
              enableBox: body.enableBox ?? true,
              boxProfit,
              specialTag: body.specialTag || null,
              color: body.color || null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx.insertInto('box_products').values(boxProductRows(box.id, items)).execute();
          const oddsVersion = await recordOddsVersion(trx, { boxId: box.id, boxName: box.name, price: box.price, items }, call.admin);
          return { msg: t('resources.box.created'), data: { ...apiRow(box), image: box.image }, name: box.name, oddsVersion };
        }),
      );
    },
  }),
  route({
    method: 'PUT',
    url: '/updateBox/:id',
    access: { anyOf: ['writeBox'] },
    stepUp: SAVING_ODDS,
    schema: { params: idParams, response: { 200: okReply({ data: record, name: z.string(), oddsVersion: z.number().nullable() }) } },
    activity: { module: 'Box', action: 'update', describe: (_call, r) => t('catalog.activity.updated', { entity, name: String(r.name) }) },
    handler: async (call) => {
      const { id } = call.params;
      const form = await readForm(call);
      await findBox(call.db, id);
      const { body, chosen } = await checkedBox(call.db, form.json ?? form.fields);
      return withStoredImage(call, form.images[0], (url) =>
        call.withActivity(async (trx) => {
          const items = await lockedItems(trx, chosen);
          const box = await trx
            .updateTable('boxes')
            .set({
              name: body.name,
              price: body.price,
              ...(url ? { image: url } : {}),
              itemsCount: items.length,
              ...(body.description !== undefined ? { description: body.description } : {}),
              category: body.category,
              ...(body.hideBox !== undefined ? { hideBox: body.hideBox } : {}),
              ...(body.enableBox !== undefined ? { enableBox: body.enableBox } : {}),
              ...(body.boxProfit !== undefined ? { boxProfit: body.boxProfit } : {}),
              ...(body.specialTag !== undefined ? { specialTag: body.specialTag || null } : {}),
              ...(body.color !== undefined ? { color: body.color || null } : {}),
              updatedAt: new Date(),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx.deleteFrom('box_products').where('boxId', '=', id).execute();
          await trx.insertInto('box_products').values(boxProductRows(id, items)).execute();
          const oddsVersion = await recordOddsVersion(trx, { boxId: id, boxName: box.name, price: box.price, items }, call.admin);
          return { msg: t('resources.box.updated'), data: { ...apiRow(box), image: box.image }, name: box.name, oddsVersion };
        }),
      );
    },
  }),
  route({
    method: 'DELETE',
    url: '/deleteBox/:id',
    access: { anyOf: ['delBox'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: { module: 'Box', action: 'delete', describe: (_call, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }) },
    handler: async (call) => {
      const { id } = call.params;
      const row = await findBox(call.db, id);
      await assertNeverOpened(call.db, [id]);
      await call.db.deleteFrom('boxes').where('id', '=', id).execute();
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  }),
  route({
    method: 'PUT',
    url: '/deleteSelectedBox',
    access: { anyOf: ['delBox'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'Box',
      action: 'delete',
      describe: (_call, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (call) => {
      const { ids } = call.body;
      await assertNeverOpened(call.db, ids);
      const result = await call.db.deleteFrom('boxes').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
    },
  }),
  // core §7 lists getPlayBox (reply box, count; request not shown): the boxes players can open
  // (shown and enabled), a page at a time, cheapest first; the admin's play view (/box-play).
  route({
    method: 'POST',
    url: '/getPlayBox',
    access: { anyOf: READ },
    schema: { body: playBoxBody, response: { 200: okReply({ box: records, count: z.number() }) } },
    activity: false,
    handler: async (call) => {
      const { skip, limit, title } = call.body;
      let query = call.db.selectFrom('boxes').where('hideBox', '=', false).where('enableBox', '=', true);
      if (title?.trim()) query = query.where('name', 'ilike', `%${title.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('price').orderBy('id').offset(skip).limit(limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { msg: t('resources.box.server.list'), box: rows.map(apiRow), count: Number(total?.n ?? 0) };
    },
  }),
  route({
    method: 'POST',
    url: '/getSearchProducts',
    access: { anyOf: SEARCH },
    schema: {
      body: searchBody,
      response: {
        200: okReply({ products: records, count: z.number(), specialTagList: z.array(z.string()), latestColor: z.string().nullable() }),
      },
    },
    activity: false,
    handler: async (call) => {
      const { skip, limit, ...filter } = call.body;
      const { products, count } = await findProducts(call.db, filter, skip, limit);
      const tags = await call.db
        .selectFrom('boxes')
        .select('specialTag')
        .distinct()
        .where('specialTag', 'is not', null)
        .orderBy('specialTag')
        .execute();
      const latest = await call.db
        .selectFrom('boxes')
        .select('color')
        .where('color', 'is not', null)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        msg: t('resources.product.server.search'),
        products,
        count,
        specialTagList: tags.map((row) => row.specialTag).filter((tag): tag is string => Boolean(tag)),
        latestColor: latest?.color ?? null,
      };
    },
  }),
];
