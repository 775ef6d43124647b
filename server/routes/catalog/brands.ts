/**
 * Brands (core §3, §7): list, detail, create (multipart), update, delete and bulk delete.
 * A brand still used by products is not deleted: the reply says how many use it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import { ApiError, idParams, parseWith, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../routeSchema';
import { brandBody } from './schemas/warehouse';
import { readForm, withStoredImage } from './uploads';

const READ = ['readBrand', 'writeBrand', 'delBrand'];

const entity = t('catalog.brand.entity');

export function brandRoutes(app: FastifyInstance, { db, uploadsDir }: AppDeps): void {
  async function findBrand(id: string) {
    const row = await db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
    return row;
  }

  async function assertUnused(ids: readonly string[]) {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('brandId', 'in', ids)
      .executeTakeFirst();
    const products = Number(row?.n ?? 0);
    if (products > 0) throw new ApiError(409, t('catalog.brand.inUse', { products }));
  }

  defineRoute(app, {
    method: 'GET',
    url: '/getBrand',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ brand: records }) } },
    handler: async () => {
      const rows = await db.selectFrom('brands').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute();
      return { msg: t('catalog.server.brandList'), brand: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getBrandDetailById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ brandData: record }) } },
    handler: async (req) => {
      const { id } = req.params;
      return { msg: t('catalog.server.brandDetail'), brandData: apiRow(await findBrand(id)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/createBrand',
    access: { anyOf: ['writeBrand'] },
    schema: { response: { 200: okReply({ brandData: record, name: z.string() }) } },
    activity: { module: 'Brand', action: 'create', describe: (_req, r) => t('catalog.activity.created', { entity, name: String(r.name) }) },
    handler: async (req) => {
      const form = await readForm(req);
      const body = parseWith(brandBody, form.json ?? form.fields);
      const saved = await withStoredImage(uploadsDir, form.images[0], (url) =>
        db
          .insertInto('brands')
          .values({ name: body.name, description: body.description ?? '', image: url ?? (body.image || null) })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { msg: t('catalog.brand.created'), brandData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateBrand/:id',
    access: { anyOf: ['writeBrand'] },
    schema: { params: idParams, response: { 200: okReply({ brandData: record, name: z.string() }) } },
    activity: { module: 'Brand', action: 'update', describe: (_req, r) => t('catalog.activity.updated', { entity, name: String(r.name) }) },
    handler: async (req) => {
      const { id } = req.params;
      const form = await readForm(req);
      const body = parseWith(brandBody, form.json ?? form.fields);
      await findBrand(id);
      const saved = await withStoredImage(uploadsDir, form.images[0], (url) =>
        db
          .updateTable('brands')
          .set({
            name: body.name,
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(url ? { image: url } : body.image === '' ? { image: null } : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { msg: t('catalog.brand.updated'), brandData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteBrand/:id',
    access: { anyOf: ['delBrand'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: { module: 'Brand', action: 'delete', describe: (_req, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }) },
    handler: async (req) => {
      const { id } = req.params;
      const row = await findBrand(id);
      await assertUnused([id]);
      await db.deleteFrom('brands').where('id', '=', id).execute();
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/deleteSelectedBrand',
    access: { anyOf: ['delBrand'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'Brand',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (req) => {
      const { ids } = req.body;
      await assertUnused(ids);
      const result = await db.deleteFrom('brands').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
    },
  });
}
