/**
 * Categories (core §3, §7): detail, create (multipart), update, delete and bulk delete. The list is
 * GET api/admin/getCategory (server/routes/selectLists.ts). A category still used by products or
 * boxes is not deleted: the reply says how many use it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import { ApiError, idParams, parseWith, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record } from '../../routeSchema';
import { arrayOverlaps, countRows } from './forms';
import { categoryBody } from './schemas/warehouse';
import { readForm, withStoredImage } from './uploads';

const READ = ['readCategory', 'writeCategory', 'delCategory'];

const entity = t('catalog.category.entity');

export function categoryRoutes(app: FastifyInstance, { db, uploadsDir }: AppDeps): void {
  async function findCategory(id: string) {
    const row = await db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, t('catalog.server.notFound', { entity }));
    return row;
  }

  async function assertUnused(ids: readonly string[]) {
    const products = await countRows(db, 'products', arrayOverlaps('categoryId', ids));
    const boxes = await countRows(db, 'boxes', arrayOverlaps('category', ids));
    if (products > 0 || boxes > 0) throw new ApiError(409, t('catalog.category.inUse', { products, boxes }));
  }

  defineRoute(app, {
    method: 'GET',
    url: '/getCategoryDetailById/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ categoryData: record }) } },
    handler: async (req) => {
      const { id } = req.params;
      return { msg: t('catalog.server.categoryDetail'), categoryData: apiRow(await findCategory(id)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/createCategory',
    access: { anyOf: ['writeCategory'] },
    schema: { response: { 200: okReply({ categoryData: record, name: z.string() }) } },
    activity: {
      module: 'Category',
      action: 'create',
      describe: (_req, r) => t('catalog.activity.created', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const form = await readForm(req);
      const body = parseWith(categoryBody, form.json ?? form.fields);
      const saved = await withStoredImage(uploadsDir, form.images[0], (url) =>
        db
          .insertInto('categories')
          .values({
            name: body.name,
            categoryType: body.categoryType,
            description: body.description ?? '',
            dontShowInStore: body.dontShowInStore ?? false,
            image: url ?? (body.image || null),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { msg: t('catalog.category.created'), categoryData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateCategory/:id',
    access: { anyOf: ['writeCategory'] },
    schema: { params: idParams, response: { 200: okReply({ categoryData: record, name: z.string() }) } },
    activity: {
      module: 'Category',
      action: 'update',
      describe: (_req, r) => t('catalog.activity.updated', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const form = await readForm(req);
      const body = parseWith(categoryBody, form.json ?? form.fields);
      await findCategory(id);
      const saved = await withStoredImage(uploadsDir, form.images[0], (url) =>
        db
          .updateTable('categories')
          .set({
            name: body.name,
            categoryType: body.categoryType,
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.dontShowInStore !== undefined ? { dontShowInStore: body.dontShowInStore } : {}),
            ...(url ? { image: url } : body.image === '' ? { image: null } : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { msg: t('catalog.category.updated'), categoryData: apiRow(saved), name: saved.name };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteCategory/:id',
    access: { anyOf: ['delCategory'] },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'Category',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deleted', { entity, name: String(r.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const row = await findCategory(id);
      await assertUnused([id]);
      await db.deleteFrom('categories').where('id', '=', id).execute();
      return { msg: t('catalog.common.deleted'), name: row.name };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/deleteSelectedCategory',
    access: { anyOf: ['delCategory'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ count: z.number() }) } },
    activity: {
      module: 'Category',
      action: 'delete',
      describe: (_req, r) => t('catalog.activity.deletedMany', { entity, count: Number(r.count) }),
    },
    handler: async (req) => {
      const { ids } = req.body;
      await assertUnused(ids);
      const result = await db.deleteFrom('categories').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('catalog.common.bulkDeleted'), count: Number(result.numDeletedRows) };
    },
  });
}
