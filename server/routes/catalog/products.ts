/**
 * Warehouse products (operations §3, §5, §7): server-paged list (getProduct), detail, create and
 * update ({data, payload}), image upload (imageArr, first is the banner), delete and bulk delete,
 * and add to a user's inventory. A product still in a box, an order, an opening or an inventory is
 * not deleted (the delete would erase that history): the reply says so.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { z } from 'zod';
import { ApiError, idParams, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { route } from '../../route';
import { inventoryBody, listBody, productBody } from './schemas/products';
import { findProducts } from './productQueries';
import { readForm, storeImages } from './uploads';

const READ = ['readProduct', 'writeProduct', 'delProduct', 'readAddProduct', 'writeAddProduct'];
const entity = t('resources.product.entity');

type Db = Kysely<Database>;

async function findProduct(db: Db, id: string) {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
  return row;
}

/** The merged, validated product and the references checked against their tables. */
async function checkedProduct(db: Db, fields: z.output<typeof productBody>, exceptId?: string) {
  const [brand, partner, rarity, categories] = await Promise.all([
    db.selectFrom('brands').select('id').where('id', '=', fields.brandId).executeTakeFirst(),
    db.selectFrom('partners').select('id').where('id', '=', fields.partnerId).executeTakeFirst(),
    db.selectFrom('rarities').select('id').where('id', '=', fields.rarityLevel).executeTakeFirst(),
    db.selectFrom('categories').select('id').where('id', 'in', fields.categoryId).execute(),
  ]);
  if (!brand) throw new ApiError(400, `brandId: ${t('resources.product.selectBrand')}`);
  if (!partner) throw new ApiError(400, `partnerId: ${t('resources.product.selectPartner')}`);
  if (!rarity) throw new ApiError(400, `rarityLevel: ${t('resources.product.selectRarity')}`);
  if (categories.length !== new Set(fields.categoryId).size)
    throw new ApiError(400, `categoryId: ${t('resources.product.selectCategory')}`);
  const code = fields.productCode || null;
  if (code) {
    let taken = db.selectFrom('products').select('id').where('productCode', '=', code);
    if (exceptId) taken = taken.where('id', '!=', exceptId);
    if (await taken.executeTakeFirst()) throw new ApiError(409, `productCode: ${t('resources.product.productCodeTaken')}`);
  }
  return {
    ...fields,
    productCode: code,
    price: fields.price ?? fields.sellPrice,
    description: fields.description ?? '',
    productTag: fields.productTag || null,
    trackQuantity: fields.checkTrack ? fields.trackQuantity : 0,
    bannerImage: fields.image[0] ?? null,
    categoryId: [...new Set(fields.categoryId)],
  };
}

/**
 * Refuses to delete products still in a box or in the shop's history. Run inside the delete's
 * transaction after locking the product rows FOR UPDATE: a box save adding one of them holds a
 * share lock on it, so the delete waits for that save and then sees the product in the box.
 */
async function assertUnused(trx: Transaction<Database>, ids: readonly string[]) {
  const count = async (table: 'box_products' | 'order_lines' | 'box_openings' | 'inventory') => {
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('productId', 'in', ids)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const boxes = await count('box_products');
  const history = (await count('order_lines')) + (await count('box_openings')) + (await count('inventory'));
  if (boxes > 0 || history > 0) throw new ApiError(409, t('resources.product.inUse', { boxes }));
}

export const routes = [
  route({
    method: 'POST',
    url: '/getProduct',
    access: { anyOf: READ },
    schema: { body: listBody, response: { 200: okReply({ product: records, totalProductsCount: z.number() }) } },
    activity: false,
    handler: async (call) => {
      const { skip, limit, search, ...filter } = call.body;
      const { products, count } = await findProducts(call.db, { ...filter, title: search }, skip, limit);
      return { msg: t('resources.product.server.list'), product: products, totalProductsCount: count };
    },
  }),
  route({
    method: 'GET',
    url: '/getProductById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ getProduct: record }) } },
    handler: async (call) => {
      const { id } = call.params;
      return { msg: t('resources.product.server.detail'), getProduct: apiRow(await findProduct(call.db, id)) };
    },
  }),
  route({
    method: 'POST',
    url: '/createProduct',
    access: { anyOf: ['writeProduct'] },
    idempotent: true,
    schema: { body: productBody, response: { 200: okReply({ getProduct: record, name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'create',
      describe: (_call, r) => t('catalog.activity.created', { entity, name: String(r.name) }),
    },
    handler: async (call) => {
      const values = await checkedProduct(call.db, call.body);
      const saved = await call.db.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
      return { msg: t('resources.product.created'), getProduct: apiRow(saved), name: saved.name };
    },
  }),
  route({
    method: 'PUT',
    url: '/updateProduct/:id',
    access: { anyOf: ['writeProduct'] },
    schema: { params: idParams, body: productBody, response: { 200: okReply({ getProduct: record, name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'update',
      describe: (_call, r) => t('catalog.activity.updated', { entity, name: String(r.name) }),
    },
    handler: async (call) => {
      const { id } = call.params;
      await findProduct(call.db, id);
      const values = await checkedProduct(call.db, call.body, id);
      const saved = await call.db
        .updateTable('products')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { msg: t('resources.product.updated'), getProduct: apiRow(saved), name: saved.name };
    },
  }),
  route({
    method: 'POST',
    url: '/uploadProductImage',
    access: { anyOf: ['writeProduct'] },
    schema: { response: { 200: okReply({ imageArr: z.array(z.string()) }) } },
    activity: {
      module: 'Product',
      action: 'upload',
      describe: (_call, r) => t('resources.product.activity.uploaded', { count: Array.isArray(r.imageArr) ? r.imageArr.length : 0 }),
    },
    handler: async (call) => {
      if (!call.isMultipart) throw new ApiError(400, `file: ${t('validation.required')}`);
      const form = await readForm(call, { maxFiles: 10 });
      if (form.images.length === 0) throw new ApiError(400, `file: ${t('validation.required')}`);
      const imageArr = await storeImages(call, form.images);
      return { msg: t('resources.product.uploaded'), imageArr };
    },
  }),
  route({
    method: 'DELETE',
    url: '/deleteProduct/:id',
    access: { anyOf: ['delProduct'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_call, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }),
    },
    handler: async (call) => {
      const { id } = call.params;
      return call.withActivity(async (trx) => {
        const row = await trx.selectFrom('products').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
        await assertUnused(trx, [id]);
        await trx.deleteFrom('products').where('id', '=', id).execute();
        return { msg: t('catalog.common.deleted'), name: row.name };
      });
    },
  }),
  route({
    method: 'PUT',
    url: '/deleteSelectedProduct',
    access: { anyOf: ['delProduct'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_call, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (call) => {
      const { ids } = call.body;
      return call.withActivity(async (trx) => {
        // locked in one order, so two bulk deletes cannot deadlock each other
        await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
        await assertUnused(trx, ids);
        const result = await trx.deleteFrom('products').where('id', 'in', ids).executeTakeFirst();
        return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
      });
    },
  }),
  route({
    method: 'POST',
    url: '/addToInventory',
    access: { anyOf: ['writeProduct'] },
    schema: { body: inventoryBody, response: { 200: okReply({ inventoryId: z.string(), name: z.string(), username: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'addToInventory',
      describe: (_call, r) => t('resources.product.activity.inventory', { product: String(r.name), user: String(r.username) }),
    },
    handler: async (call) => {
      const { productId, userId } = call.body;
      const product = await findProduct(call.db, productId);
      const user = await call.db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
      if (!user) throw new ApiError(404, t('resources.product.userNotFound'));
      return call.withActivity(async (trx) => {
        const row = await trx
          .insertInto('inventory')
          .values({ userId, productId, boxOpeningId: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { msg: t('resources.product.addedToInventory'), inventoryId: row.id, name: product.name, username: user.username };
      });
    },
  }),
];
