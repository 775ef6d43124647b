/**
 * Delivery methods (operations §7 "Delivery"), as server/routes/team/delivery.ts answers them:
 * createShipping, getAllShippingData, getShippingDetailById?shippingId, updateShippingDelivery,
 * RemoveDeliveryMethod/{id}, deleteSelectedDeliveryMethod. Names are unique regardless of case.
 */
import { ApiError, apiRow, idParams, selectedIdsBody, t } from '../../../../../server/http';
import { createShippingBody, shippingDetailQuery, updateShippingBody } from '../../../../../server/routes/team/schemas';
import type { FakeDb, FakeRow } from '../../db';
import { fakeRoute } from '../../router';
import { newestFirst } from './order';

type Method = FakeRow<'shipping_methods'>;

const shippingRow = ({ id, shippingName, createdAt, updatedAt }: Method) => apiRow({ id, shippingName, createdAt, updatedAt });

function nameTaken(db: FakeDb, name: string, exceptId?: string): boolean {
  const wanted = name.toLowerCase();
  return db.rows('shipping_methods').some((row) => row.shippingName.toLowerCase() === wanted && row.id !== exceptId);
}

function findMethod(db: FakeDb, id: string): Method {
  const row = db.rows('shipping_methods').find((method) => method.id === id);
  if (!row) throw new ApiError(404, t('team.delivery.notFound'));
  return row;
}

export const deliveryRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/createShipping',
    schema: { body: createShippingBody },
    activity: {
      module: 'Delivery',
      action: 'create',
      describe: (_call, result) => t('team.log.deliveryCreated', { name: String(result.name) }),
    },
    handler: ({ body, db, now }) => {
      if (nameTaken(db, body.shippingName)) throw new ApiError(409, `shippingName: ${t('team.delivery.nameTaken')}`);
      const [row] = db.add('shipping_methods', [{ shippingName: body.shippingName, createdAt: now, updatedAt: now }]);
      return { msg: t('team.delivery.created'), data: shippingRow(row), name: row.shippingName };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllShippingData',
    handler: ({ db }) => {
      const rows = [...db.rows('shipping_methods')].sort(newestFirst('updatedAt'));
      return { msg: t('team.delivery.title'), shippingData: rows.map(shippingRow) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getShippingDetailById',
    schema: { querystring: shippingDetailQuery },
    handler: ({ query, db }) => ({ msg: t('team.delivery.title'), shippingData: shippingRow(findMethod(db, query.shippingId)) }),
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateShippingDelivery',
    schema: { body: updateShippingBody },
    activity: {
      module: 'Delivery',
      action: 'update',
      describe: (_call, result) => t('team.log.deliveryUpdated', { name: String(result.name) }),
    },
    handler: ({ body, db, now }) => {
      if (nameTaken(db, body.shippingName, body.id)) throw new ApiError(409, `shippingName: ${t('team.delivery.nameTaken')}`);
      const row = findMethod(db, body.id);
      Object.assign(row, { shippingName: body.shippingName, updatedAt: now });
      return { msg: t('team.delivery.updated'), data: shippingRow(row), name: row.shippingName };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/RemoveDeliveryMethod/:id',
    schema: { params: idParams },
    activity: {
      module: 'Delivery',
      action: 'delete',
      describe: (_call, result) => t('team.log.deliveryRemoved', { name: String(result.name) }),
    },
    handler: ({ params, db }) => {
      const [row] = db.remove('shipping_methods', (method) => method.id === params.id);
      if (!row) throw new ApiError(404, t('team.delivery.notFound'));
      return { msg: t('team.delivery.deleted'), name: row.shippingName };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteSelectedDeliveryMethod',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Delivery',
      action: 'delete',
      describe: (_call, result) => t('team.log.deliveryRemovedMany', { count: Number(result.deleted) }),
    },
    handler: ({ body, db }) => {
      const ids = new Set(body.ids);
      return { msg: t('team.delivery.deletedMany'), deleted: db.remove('shipping_methods', (row) => ids.has(row.id)).length };
    },
  }),
];
