/**
 * Delivery methods (operations §7 "Delivery"): createShipping, getAllShippingData,
 * getShippingDetailById?shippingId, updateShippingDelivery, RemoveDeliveryMethod/{id},
 * deleteSelectedDeliveryMethod. Gates of operations §6 (canEditDelivery, canDeleteDelivery).
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { ApiError, idParams, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record } from '../../replySchema';
import { route } from '../../route';
import { crudRoutes, type CrudSpec } from '../crud';
import { anyKindOf } from './shared';
import { createShippingBody as createBody, shippingDetailQuery as detailQuery, updateShippingBody as updateBody } from './schemas';

const EDIT = ['writeDelivery', 'writePreferences'];
const DELETE = ['delDelivery', 'delPreferences'];
/** Who may open the list: canOpenDelivery (read/write/del Delivery or a delivery action gate). */
const READ = [...anyKindOf('Delivery'), ...EDIT, ...DELETE];

const COLUMNS = ['id', 'shippingName', 'createdAt', 'updatedAt'] as const;

/**
 * The entity as server/routes/crud.ts reads it. Only the list is the factory's (its urls name only
 * the list): the other calls' urls, reply keys and 409s are the spec's own, written below.
 */
const delivery = {
  table: 'shipping_methods',
  module: 'Delivery',
  entity: 'resources.delivery.entity',
  access: { read: READ, write: EDIT, del: DELETE },
  urls: { list: '/getAllShippingData' },
  keys: { list: 'shippingData', one: 'shippingData' },
  texts: { list: 'resources.delivery.title', created: 'resources.delivery.created', updated: 'resources.delivery.updated' },
  columns: COLUMNS,
  order: [['updatedAt', 'desc']],
  body: createBody,
  insert: (body) => ({ shippingName: body.shippingName }),
  update: (body) => ({ shippingName: body.shippingName, updatedAt: new Date() }),
} satisfies CrudSpec<typeof createBody>;

async function nameTaken(db: Kysely<Database>, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('shipping_methods')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['shippingName']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const routes = [
  ...crudRoutes(delivery),

  route({
    method: 'POST',
    url: '/createShipping',
    access: { anyOf: EDIT },
    schema: { body: createBody, response: { 200: okReply({ data: record, name: z.string() }) } },
    activity: {
      module: delivery.module,
      action: 'create',
      describe: (_call, result) => t('resources.delivery.log.created', { name: String(result.name) }),
    },
    handler: async ({ db, body }) => {
      if (await nameTaken(db, body.shippingName)) throw new ApiError(409, `shippingName: ${t('resources.delivery.nameTaken')}`);
      const row = await db.insertInto('shipping_methods').values(delivery.insert(body)).returning(COLUMNS).executeTakeFirstOrThrow();
      return { msg: t(delivery.texts.created), data: apiRow(row), name: row.shippingName };
    },
  }),

  route({
    method: 'GET',
    url: '/getShippingDetailById',
    access: { anyOf: READ },
    schema: { querystring: detailQuery, response: { 200: okReply({ shippingData: record }) } },
    handler: async ({ db, query }) => {
      const row = await db.selectFrom('shipping_methods').select(COLUMNS).where('id', '=', query.shippingId).executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.delivery.notFound'));
      return { msg: t('resources.delivery.title'), shippingData: apiRow(row) };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateShippingDelivery',
    access: { anyOf: EDIT },
    schema: { body: updateBody, response: { 200: okReply({ data: record, name: z.string() }) } },
    activity: {
      module: delivery.module,
      action: 'update',
      describe: (_call, result) => t('resources.delivery.log.updated', { name: String(result.name) }),
    },
    handler: async ({ db, body }) => {
      if (await nameTaken(db, body.shippingName, body.id)) throw new ApiError(409, `shippingName: ${t('resources.delivery.nameTaken')}`);
      const row = await db
        .updateTable('shipping_methods')
        .set(delivery.update(body))
        .where('id', '=', body.id)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.delivery.notFound'));
      return { msg: t(delivery.texts.updated), data: apiRow(row), name: row.shippingName };
    },
  }),

  route({
    method: 'DELETE',
    url: '/RemoveDeliveryMethod/:id',
    access: { anyOf: DELETE },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: delivery.module,
      action: 'delete',
      describe: (_call, result) => t('resources.delivery.log.removed', { name: String(result.name) }),
    },
    handler: async ({ db, params }) => {
      const row = await db.deleteFrom('shipping_methods').where('id', '=', params.id).returning('shippingName').executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.delivery.notFound'));
      return { msg: t('resources.delivery.deleted'), name: row.shippingName };
    },
  }),

  route({
    method: 'DELETE',
    url: '/deleteSelectedDeliveryMethod',
    access: { anyOf: DELETE },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deleted: z.number() }) } },
    activity: {
      module: delivery.module,
      action: 'delete',
      describe: (_call, result) => t('resources.delivery.log.removedMany', { count: Number(result.deleted) }),
    },
    handler: async ({ db, body }) => {
      const result = await db.deleteFrom('shipping_methods').where('id', 'in', body.ids).executeTakeFirst();
      return { msg: t('resources.delivery.deletedMany'), deleted: Number(result.numDeletedRows) };
    },
  }),
];
