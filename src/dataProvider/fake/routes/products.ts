/**
 * Warehouse products in the fake shop, as server/routes/catalog/products.ts answers them: the
 * server-paged list, the detail, create and update ({data, payload}), image upload (checked by
 * content, kept as data: URLs), delete and bulk delete (refused while the product is in a box or in
 * the shop's history), and adding a product to a user's inventory.
 */
import type { z } from 'zod';
import { ApiError, apiRow, idParams, selectedIdsBody, t } from '../../../../server/http';
import { inventoryBody, listBody, productBody } from '../../../../server/routes/catalog/schemas/products';
import type { FakeDb, FakeRow } from '../db';
import { storedMoney } from '../numeric';
import { findProducts } from '../products';
import { fakeRoute } from '../router';
import { uploadedImages } from '../uploads';

const entity = t('catalog.product.entity');

function findProduct(db: FakeDb, id: string): FakeRow<'products'> {
  const row = db.rows('products').find((product) => product.id === id);
  if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
  return row;
}

/** The merged, validated product with its references checked (the server's checkedProduct). */
function checkedProduct(db: FakeDb, fields: z.output<typeof productBody>, exceptId?: string) {
  const has = (table: 'brands' | 'partners' | 'rarities', id: string) => db.rows(table).some((row) => row.id === id);
  if (!has('brands', fields.brandId)) throw new ApiError(400, `brandId: ${t('catalog.product.selectBrand')}`);
  if (!has('partners', fields.partnerId)) throw new ApiError(400, `partnerId: ${t('catalog.product.selectPartner')}`);
  if (!has('rarities', fields.rarityLevel)) throw new ApiError(400, `rarityLevel: ${t('catalog.product.selectRarity')}`);
  const categories = new Set(db.rows('categories').map((row) => row.id));
  const wanted = new Set(fields.categoryId);
  if ([...wanted].some((id) => !categories.has(id))) throw new ApiError(400, `categoryId: ${t('catalog.product.selectCategory')}`);
  const code = fields.productCode || null;
  if (code && db.rows('products').some((row) => row.productCode === code && row.id !== exceptId)) {
    throw new ApiError(409, `productCode: ${t('catalog.product.productCodeTaken')}`);
  }
  return {
    ...fields,
    sellPrice: storedMoney(fields.sellPrice),
    purchasePrice: storedMoney(fields.purchasePrice),
    productCode: code,
    price: storedMoney(fields.price ?? fields.sellPrice),
    description: fields.description ?? '',
    productTag: fields.productTag || null,
    trackQuantity: fields.checkTrack ? fields.trackQuantity : 0,
    bannerImage: fields.image[0] ?? null,
    categoryId: [...wanted],
  };
}

/** Refuses to delete products still in a box or in the shop's history (orders, openings, inventories). */
function assertUnused(db: FakeDb, ids: readonly string[]): void {
  const wanted = new Set(ids);
  const count = (table: 'box_products' | 'order_lines' | 'box_openings' | 'inventory') =>
    db.rows(table).filter((row) => wanted.has(row.productId)).length;
  const boxes = count('box_products');
  const history = count('order_lines') + count('box_openings') + count('inventory');
  if (boxes > 0 || history > 0) throw new ApiError(409, t('catalog.product.inUse', { boxes }));
}

export const productRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/getProduct',
    schema: { body: listBody },
    handler: ({ db, body }) => {
      const { skip, limit, search, ...filter } = body;
      const { products, count } = findProducts(db, { ...filter, title: search }, skip, limit);
      return { msg: t('catalog.server.productList'), product: products, totalProductsCount: count };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getProductById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => ({ msg: t('catalog.server.productDetail'), getProduct: apiRow(findProduct(db, params.id)) }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/createProduct',
    schema: { body: productBody },
    activity: {
      module: 'Product',
      action: 'create',
      describe: (_call, result) => t('catalog.activity.created', { entity, name: String(result.name) }),
    },
    handler: ({ db, body, now }) => {
      const [saved] = db.add('products', [{ ...checkedProduct(db, body), createdAt: now, updatedAt: now }]);
      return { msg: t('catalog.product.created'), getProduct: apiRow(saved), name: saved.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateProduct/:id',
    schema: { params: idParams, body: productBody },
    activity: {
      module: 'Product',
      action: 'update',
      describe: (_call, result) => t('catalog.activity.updated', { entity, name: String(result.name) }),
    },
    handler: ({ db, body, params, now }) => {
      const product = findProduct(db, params.id);
      Object.assign(product, checkedProduct(db, body, product.id), { updatedAt: now });
      return { msg: t('catalog.product.updated'), getProduct: apiRow(product), name: product.name };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/uploadProductImage',
    activity: {
      module: 'Product',
      action: 'upload',
      describe: (_call, result) => t('catalog.activity.uploaded', { count: Array.isArray(result.imageArr) ? result.imageArr.length : 0 }),
    },
    handler: async (call) => {
      const imageArr = await uploadedImages(call, 10);
      if (imageArr.length === 0) throw new ApiError(400, `file: ${t('validation.required')}`);
      return { msg: t('catalog.product.uploaded'), imageArr };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteProduct/:id',
    schema: { params: idParams },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deleted', { entity, name: String(result.name) }),
    },
    handler: ({ db, params }) => {
      const product = findProduct(db, params.id);
      assertUnused(db, [product.id]);
      db.remove('products', (row) => row.id === product.id);
      return { msg: t('catalog.common.deleted'), name: product.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedProduct',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Product',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deletedMany', { entity, count: Number(result.count) }),
    },
    handler: ({ db, body }) => {
      assertUnused(db, body.ids);
      const ids = new Set(body.ids);
      return { msg: t('catalog.common.bulkDeleted'), count: db.remove('products', (row) => ids.has(row.id)).length };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/addToInventory',
    schema: { body: inventoryBody },
    activity: {
      module: 'Product',
      action: 'addToInventory',
      describe: (_call, result) => t('catalog.activity.inventory', { product: String(result.name), user: String(result.username) }),
    },
    handler: ({ db, body, now }) => {
      const product = findProduct(db, body.productId);
      const user = db.rows('users').find((row) => row.id === body.userId);
      if (!user) throw new ApiError(404, t('catalog.product.userNotFound'));
      const [row] = db.add('inventory', [{ userId: user.id, productId: product.id, boxOpeningId: null, createdAt: now }]);
      return { msg: t('catalog.product.addedToInventory'), inventoryId: row.id, name: product.name, username: user.username };
    },
  }),
];
