/**
 * Brands in the fake shop, as server/routes/catalog/brands.ts answers them: the list (newest first),
 * detail, create and update (multipart: the image checked as the server checks it and kept as a
 * data: URL), delete and bulk delete, refused while products use the brand.
 */
import { ApiError, apiRow, idParams, parseWith, selectedIdsBody, t } from '../../../../../server/http';
import { brandBody } from '../../../../../server/routes/catalog/schemas/warehouse';
import type { FakeDb } from '../../db';
import { newestFirst } from '../../products';
import { fakeRoute } from '../../router';
import { uploadedImages } from '../../uploads';
import { createdImage, findRow, productsUsing, removeByIds, updatedImage } from './shared';

const entity = t('catalog.brand.entity');

function assertUnused(db: FakeDb, ids: readonly string[]): void {
  const products = productsUsing(db, 'brandId', ids);
  if (products > 0) throw new ApiError(409, t('catalog.brand.inUse', { products }));
}

export const brandRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getBrand',
    handler: ({ db }) => ({ msg: t('catalog.server.brandList'), brand: [...db.rows('brands')].sort(newestFirst).map(apiRow) }),
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getBrandDetailById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => ({
      msg: t('catalog.server.brandDetail'),
      brandData: apiRow(findRow(db.rows('brands'), params.id, entity)),
    }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/createBrand',
    activity: {
      module: 'Brand',
      action: 'create',
      describe: (_call, result) => t('catalog.activity.created', { entity, name: String(result.name) }),
    },
    handler: async (call) => {
      const [uploaded] = await uploadedImages(call);
      const body = parseWith(brandBody, call.body);
      const [saved] = call.db.add('brands', [
        { name: body.name, description: body.description ?? '', image: createdImage(uploaded, body.image), createdAt: call.now },
      ]);
      return { msg: t('catalog.brand.created'), brandData: apiRow(saved), name: saved.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateBrand/:id',
    schema: { params: idParams },
    activity: {
      module: 'Brand',
      action: 'update',
      describe: (_call, result) => t('catalog.activity.updated', { entity, name: String(result.name) }),
    },
    handler: async (call) => {
      const [uploaded] = await uploadedImages(call);
      const body = parseWith(brandBody, call.body);
      const row = findRow(call.db.rows('brands'), call.params.id, entity);
      Object.assign(row, {
        name: body.name,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...updatedImage(uploaded, body.image),
      });
      return { msg: t('catalog.brand.updated'), brandData: apiRow(row), name: row.name };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteBrand/:id',
    schema: { params: idParams },
    activity: {
      module: 'Brand',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deleted', { entity, name: String(result.name) }),
    },
    handler: ({ db, params }) => {
      const row = findRow(db.rows('brands'), params.id, entity);
      assertUnused(db, [row.id]);
      removeByIds(db, 'brands', [row.id]);
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedBrand',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Brand',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deletedMany', { entity, count: Number(result.count) }),
    },
    handler: ({ db, body }) => {
      assertUnused(db, body.ids);
      return { msg: t('catalog.common.bulkDeleted'), count: removeByIds(db, 'brands', body.ids) };
    },
  }),
];
