/**
 * Categories in the fake shop, as server/routes/catalog/categories.ts answers them: detail, create
 * and update (multipart: the image checked as the server checks it and kept as a data: URL), delete
 * and bulk delete, refused while products or boxes use the category. The list is the select list
 * GET api/admin/getCategory (../selectLists.ts).
 */
import { ApiError, apiRow, idParams, parseWith, selectedIdsBody, t } from '../../../../../server/http';
import { categoryBody } from '../../../../../server/routes/catalog/schemas/warehouse';
import type { FakeDb } from '../../db';
import { fakeRoute } from '../../router';
import { uploadedImages } from '../../uploads';
import { createdImage, findRow, removeByIds, updatedImage } from './shared';

const entity = t('catalog.category.entity');

function assertUnused(db: FakeDb, ids: readonly string[]): void {
  const holds = (list: readonly string[]) => list.some((id) => ids.includes(id));
  const products = db.rows('products').filter((product) => holds(product.categoryId)).length;
  const boxes = db.rows('boxes').filter((box) => holds(box.category)).length;
  if (products > 0 || boxes > 0) throw new ApiError(409, t('catalog.category.inUse', { products, boxes }));
}

export const categoryRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getCategoryDetailById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => ({
      msg: t('catalog.server.categoryDetail'),
      categoryData: apiRow(findRow(db.rows('categories'), params.id, entity)),
    }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/createCategory',
    activity: {
      module: 'Category',
      action: 'create',
      describe: (_call, result) => t('catalog.activity.created', { entity, name: String(result.name) }),
    },
    handler: async (call) => {
      const [uploaded] = await uploadedImages(call);
      const body = parseWith(categoryBody, call.body);
      const [saved] = call.db.add('categories', [
        {
          name: body.name,
          categoryType: body.categoryType,
          description: body.description ?? '',
          dontShowInStore: body.dontShowInStore ?? false,
          image: createdImage(uploaded, body.image),
          createdAt: call.now,
        },
      ]);
      return { msg: t('catalog.category.created'), categoryData: apiRow(saved), name: saved.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateCategory/:id',
    schema: { params: idParams },
    activity: {
      module: 'Category',
      action: 'update',
      describe: (_call, result) => t('catalog.activity.updated', { entity, name: String(result.name) }),
    },
    handler: async (call) => {
      const [uploaded] = await uploadedImages(call);
      const body = parseWith(categoryBody, call.body);
      const row = findRow(call.db.rows('categories'), call.params.id, entity);
      Object.assign(row, {
        name: body.name,
        categoryType: body.categoryType,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.dontShowInStore !== undefined ? { dontShowInStore: body.dontShowInStore } : {}),
        ...updatedImage(uploaded, body.image),
      });
      return { msg: t('catalog.category.updated'), categoryData: apiRow(row), name: row.name };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteCategory/:id',
    schema: { params: idParams },
    activity: {
      module: 'Category',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deleted', { entity, name: String(result.name) }),
    },
    handler: ({ db, params }) => {
      const row = findRow(db.rows('categories'), params.id, entity);
      assertUnused(db, [row.id]);
      removeByIds(db, 'categories', [row.id]);
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedCategory',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Category',
      action: 'delete',
      describe: (_call, result) => t('catalog.activity.deletedMany', { entity, count: Number(result.count) }),
    },
    handler: ({ db, body }) => {
      assertUnused(db, body.ids);
      return { msg: t('catalog.common.bulkDeleted'), count: removeByIds(db, 'categories', body.ids) };
    },
  }),
];
