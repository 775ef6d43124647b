/**
 * Brands (core §3, §7): list, detail, create (multipart), update, delete and bulk delete.
 * A brand still used by products is not deleted: the reply says how many use it.
 */
import { ApiError, t } from '../../http';
import { accessOf, crudRoutes } from '../crud';
import { countRows } from './forms';
import { brandBody } from './schemas/warehouse';
import { sql } from 'kysely';

export const routes = crudRoutes({
  table: 'brands',
  module: 'Brand',
  entity: 'resources.brand.entity',
  access: accessOf('Brand'),
  urls: {
    list: '/getBrand',
    one: '/getBrandDetailById/:id',
    create: '/createBrand',
    update: '/updateBrand/:id',
    remove: '/deleteBrand/:id',
    removeMany: '/deleteSelectedBrand',
  },
  keys: { list: 'brand', one: 'brandData' },
  texts: {
    list: 'resources.brand.server.list',
    one: 'resources.brand.server.detail',
    created: 'resources.brand.created',
    updated: 'resources.brand.updated',
  },
  order: [['createdAt', 'desc']],
  body: brandBody,
  image: true,
  insert: (body, { image }) => ({ name: body.name, description: body.description ?? '', image: image ?? (body.image || null) }),
  update: (body, { image }) => ({
    name: body.name,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(image ? { image } : body.image === '' ? { image: null } : {}),
  }),
  inUse: async (db, ids) => {
    const products = await countRows(db, 'products', sql<boolean>`${sql.ref('brandId')} = any(${sql.val(ids)}::text[])`);
    return products > 0 ? new ApiError(409, t('resources.brand.inUse', { products })) : null;
  },
});
