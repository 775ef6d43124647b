/**
 * Warehouse products (operations §3, §5, §7): server-paged list (getProduct), detail, create and
 * update ({data, payload}), image upload (imageArr, first is the banner), delete and bulk delete,
 * and add to a user's inventory. A product still in a box, an order, an opening or an inventory is
 * not deleted (the delete would erase that history): the reply says so.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import { ApiError, idParams, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../routeSchema';
import { withActivity } from '../../activityLog';
import { inventoryBody, listBody, productBody } from './schemas/products';
import { findProducts } from './productQueries';
import { discardStored, readForm, storeImage } from './uploads';

const READ = ['readProduct', 'writeProduct', 'delProduct', 'readAddProduct', 'writeAddProduct'];
const entity = t('catalog.product.entity');

export function productRoutes(app: FastifyInstance, { db, uploadsDir }: AppDeps): void {
  async function findProduct(id: string) {
    const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
    return row;
  }

  /** The merged, validated product and the references checked against their tables. */
  async function checkedProduct(fields: z.output<typeof productBody>, exceptId?: string) {
    const [brand, partner, rarity, categories] = await Promise.all([
      db.selectFrom('brands').select('id').where('id', '=', fields.brandId).executeTakeFirst(),
      db.selectFrom('partners').select('id').where('id', '=', fields.partnerId).executeTakeFirst(),
      db.selectFrom('rarities').select('id').where('id', '=', fields.rarityLevel).executeTakeFirst(),
      db.selectFrom('categories').select('id').where('id', 'in', fields.categoryId).execute(),
    ]);
    if (!brand) throw new ApiError(400, `brandId: ${t('catalog.product.selectBrand')}`);
    if (!partner) throw new ApiError(400, `partnerId: ${t('catalog.product.selectPartner')}`);
    if (!rarity) throw new ApiError(400, `rarityLevel: ${t('catalog.product.selectRarity')}`);
    if (categories.length !== new Set(fields.categoryId).size)
      throw new ApiError(400, `categoryId: ${t('catalog.product.selectCategory')}`);
    const code = fields.productCode || null;
    if (code) {
      let taken = db.selectFrom('products').select('id').where('productCode', '=', code);
      if (exceptId) taken = taken.where('id', '!=', exceptId);
      if (await taken.executeTakeFirst()) throw new ApiError(409, `productCode: ${t('catalog.product.productCodeTaken')}`);
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
    if (boxes > 0 || history > 0) throw new ApiError(409, t('catalog.product.inUse', { boxes }));
  }

  defineRoute(app, {
    method: 'POST',
    url: '/getProduct',
    access: { anyOf: READ },
    schema: { body: listBody, response: { 200: okReply({ product: records, totalProductsCount: z.number() }) } },
    activity: false,
    handler: async (req) => {
      const { skip, limit, search, ...filter } = req.body;
      const { products, count } = await findProducts(db, { ...filter, title: search }, skip, limit);
      return { msg: t('catalog.server.productList'), product: products, totalProductsCount: count };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getProductById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ getProduct: record }) } },
    handler: async (req) => {
      const { id } = req.params;
      return { msg: t('catalog.server.productDetail'), getProduct: apiRow(await findProduct(id)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/createProduct',
    access: { anyOf: ['writeProduct'] },
    idempotent: true,
    schema: { body: productBody, response: { 200: okReply({ getProduct: record, name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'create',
      describe: (_req, r) => t('catalog.activity.created', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const values = await checkedProduct(req.body);
      const saved = await db.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
      return { msg: t('catalog.product.created'), getProduct: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateProduct/:id',
    access: { anyOf: ['writeProduct'] },
    schema: { params: idParams, body: productBody, response: { 200: okReply({ getProduct: record, name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'update',
      describe: (_req, r) => t('catalog.activity.updated', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      await findProduct(id);
      const values = await checkedProduct(req.body, id);
      const saved = await db
        .updateTable('products')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { msg: t('catalog.product.updated'), getProduct: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/uploadProductImage',
    access: { anyOf: ['writeProduct'] },
    schema: { response: { 200: okReply({ imageArr: z.array(z.string()) }) } },
    activity: {
      module: 'Product',
      action: 'upload',
      describe: (_req, r) => t('catalog.activity.uploaded', { count: Array.isArray(r.imageArr) ? r.imageArr.length : 0 }),
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw new ApiError(400, `file: ${t('validation.required')}`);
      const form = await readForm(req, { maxFiles: 10 });
      if (form.images.length === 0) throw new ApiError(400, `file: ${t('validation.required')}`);
      const imageArr: string[] = [];
      try {
        for (const image of form.images) imageArr.push(await storeImage(uploadsDir, image));
      } catch (error) {
        await discardStored(uploadsDir, imageArr);
        throw error;
      }
      return { msg: t('catalog.product.uploaded'), imageArr };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteProduct/:id',
    access: { anyOf: ['delProduct'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      return withActivity(req, db, async (trx) => {
        const row = await trx.selectFrom('products').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
        await assertUnused(trx, [id]);
        await trx.deleteFrom('products').where('id', '=', id).execute();
        return { msg: t('catalog.common.deleted'), name: row.name };
      });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/deleteSelectedProduct',
    access: { anyOf: ['delProduct'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (req) => {
      const { ids } = req.body;
      return withActivity(req, db, async (trx) => {
        // locked in one order, so two bulk deletes cannot deadlock each other
        await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
        await assertUnused(trx, ids);
        const result = await trx.deleteFrom('products').where('id', 'in', ids).executeTakeFirst();
        return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/addToInventory',
    access: { anyOf: ['writeProduct'] },
    schema: { body: inventoryBody, response: { 200: okReply({ inventoryId: z.string(), name: z.string(), username: z.string() }) } },
    activity: {
      module: 'Product',
      action: 'addToInventory',
      describe: (_req, r) => t('catalog.activity.inventory', { product: String(r.name), user: String(r.username) }),
    },
    handler: async (req) => {
      const { productId, userId } = req.body;
      const product = await findProduct(productId);
      const user = await db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
      if (!user) throw new ApiError(404, t('catalog.product.userNotFound'));
      return withActivity(req, db, async (trx) => {
        const row = await trx
          .insertInto('inventory')
          .values({ userId, productId, boxOpeningId: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { msg: t('catalog.product.addedToInventory'), inventoryId: row.id, name: product.name, username: user.username };
      });
    },
  });
}
