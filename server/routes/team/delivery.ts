/**
 * Delivery methods (operations §7 "Delivery"): createShipping, getAllShippingData,
 * getShippingDetailById?shippingId, updateShippingDelivery, RemoveDeliveryMethod/{id},
 * deleteSelectedDeliveryMethod. Gates of operations §6 (canEditDelivery, canDeleteDelivery).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { defineRoute } from '../../defineRoute';
import type { Database } from '../../db/schema';
import { ApiError, idParams, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../routeSchema';
import { anyKindOf } from './shared';
import { createShippingBody as createBody, shippingDetailQuery as detailQuery, updateShippingBody as updateBody } from './schemas';

const EDIT = ['writeDelivery', 'writePreferences'];
const DELETE = ['delDelivery', 'delPreferences'];
/** Who may open the list: canOpenDelivery (read/write/del Delivery or a delivery action gate). */
const READ = [...anyKindOf('Delivery'), ...EDIT, ...DELETE];

const COLUMNS = ['id', 'shippingName', 'createdAt', 'updatedAt'] as const;

async function nameTaken(db: Kysely<Database>, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('shipping_methods')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['shippingName']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function deliveryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  defineRoute(app, {
    method: 'POST',
    url: '/createShipping',
    access: { anyOf: EDIT },
    schema: { body: createBody, response: { 200: okReply({ data: record, name: z.string() }) } },
    activity: {
      module: 'Delivery',
      action: 'create',
      describe: (_req, result) => t('team.log.deliveryCreated', { name: String(result.name) }),
    },
    handler: async (req) => {
      const body = req.body;
      if (await nameTaken(db, body.shippingName)) throw new ApiError(409, `shippingName: ${t('team.delivery.nameTaken')}`);
      const row = await db
        .insertInto('shipping_methods')
        .values({ shippingName: body.shippingName })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('team.delivery.created'), data: apiRow(row), name: row.shippingName };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getAllShippingData',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ shippingData: records }) } },
    handler: async () => {
      const rows = await db.selectFrom('shipping_methods').select(COLUMNS).orderBy('updatedAt', 'desc').orderBy('id').execute();
      return { msg: t('team.delivery.title'), shippingData: rows.map(apiRow) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/getShippingDetailById',
    access: { anyOf: READ },
    schema: { querystring: detailQuery, response: { 200: okReply({ shippingData: record }) } },
    handler: async (req) => {
      const { shippingId } = req.query;
      const row = await db.selectFrom('shipping_methods').select(COLUMNS).where('id', '=', shippingId).executeTakeFirst();
      if (!row) throw new ApiError(404, t('team.delivery.notFound'));
      return { msg: t('team.delivery.title'), shippingData: apiRow(row) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/updateShippingDelivery',
    access: { anyOf: EDIT },
    schema: { body: updateBody, response: { 200: okReply({ data: record, name: z.string() }) } },
    activity: {
      module: 'Delivery',
      action: 'update',
      describe: (_req, result) => t('team.log.deliveryUpdated', { name: String(result.name) }),
    },
    handler: async (req) => {
      const body = req.body;
      if (await nameTaken(db, body.shippingName, body.id)) throw new ApiError(409, `shippingName: ${t('team.delivery.nameTaken')}`);
      const row = await db
        .updateTable('shipping_methods')
        .set({ shippingName: body.shippingName, updatedAt: new Date() })
        .where('id', '=', body.id)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, t('team.delivery.notFound'));
      return { msg: t('team.delivery.updated'), data: apiRow(row), name: row.shippingName };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/RemoveDeliveryMethod/:id',
    access: { anyOf: DELETE },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'Delivery',
      action: 'delete',
      describe: (_req, result) => t('team.log.deliveryRemoved', { name: String(result.name) }),
    },
    handler: async (req) => {
      const { id } = req.params;
      const row = await db.deleteFrom('shipping_methods').where('id', '=', id).returning('shippingName').executeTakeFirst();
      if (!row) throw new ApiError(404, t('team.delivery.notFound'));
      return { msg: t('team.delivery.deleted'), name: row.shippingName };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/deleteSelectedDeliveryMethod',
    access: { anyOf: DELETE },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deleted: z.number() }) } },
    activity: {
      module: 'Delivery',
      action: 'delete',
      describe: (_req, result) => t('team.log.deliveryRemovedMany', { count: Number(result.deleted) }),
    },
    handler: async (req) => {
      const { ids } = req.body;
      const result = await db.deleteFrom('shipping_methods').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('team.delivery.deletedMany'), deleted: Number(result.numDeletedRows) };
    },
  });
}
