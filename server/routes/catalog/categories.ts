/**
 * Categories (core §3, §7): detail, create (multipart), update, delete and bulk delete. The list is
 * GET api/admin/getCategory (server/routes/selectLists.ts). A category still used by products or
 * boxes is not deleted: the reply says how many use it.
 */
import { ApiError, t } from '../../http';
import { accessOf, crudRoutes } from '../crud';
import { arrayOverlaps, countRows } from './forms';
import { categoryBody } from './schemas/warehouse';

export const routes = crudRoutes({
  table: 'categories',
  module: 'Category',
  entity: 'resources.category.entity',
  access: accessOf('Category'),
  urls: {
    one: '/getCategoryDetailById/:id',
    create: '/createCategory',
    update: '/updateCategory/:id',
    remove: '/deleteCategory/:id',
    removeMany: '/deleteSelectedCategory',
  },
  keys: { one: 'categoryData' },
  texts: { one: 'resources.category.server.detail', created: 'resources.category.created', updated: 'resources.category.updated' },
  body: categoryBody,
  image: true,
  insert: (body, { image }) => ({
    name: body.name,
    categoryType: body.categoryType,
    description: body.description ?? '',
    dontShowInStore: body.dontShowInStore ?? false,
    image: image ?? (body.image || null),
  }),
  update: (body, { image }) => ({
    name: body.name,
    categoryType: body.categoryType,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.dontShowInStore !== undefined ? { dontShowInStore: body.dontShowInStore } : {}),
    ...(image ? { image } : body.image === '' ? { image: null } : {}),
  }),
  inUse: async (db, ids) => {
    const products = await countRows(db, 'products', arrayOverlaps('categoryId', ids));
    const boxes = await countRows(db, 'boxes', arrayOverlaps('category', ids));
    return products > 0 || boxes > 0 ? new ApiError(409, t('resources.category.inUse', { products, boxes })) : null;
  },
});
