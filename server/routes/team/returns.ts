/**
 * Return order requests (operations §7): getAllReturnOrderRequest, getSingleReturnOrderRequestDetails/{id},
 * adminActioninUserReturnRequest/{id}. A request is decided once: only a pending one changes
 * (src/domain/returnOrder.ts), and the update is conditional on it still being pending.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { ApiError, idParams, t } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { route } from '../../route';
import { canDecideReturn } from '../../../src/domain/returnOrder';
import { addressLine } from '../../../src/domain/orderExport';
import { returnDecisionBody as decisionBody } from './schemas';
import { RETURN_ORDER_DECIDE, RETURN_ORDER_READ } from '../../../src/domain/supportAccess';

// reading: read, write or del returnOrder; deciding: writereturnOrder (src/domain/supportAccess.ts)
const READ = RETURN_ORDER_READ;
const WRITE = RETURN_ORDER_DECIDE;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('return_requests as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .innerJoin('order_lines as l', 'l.id', 'r.orderDetailId')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select([
      'r.id',
      'r.status',
      'r.createdAt',
      'r.updatedAt',
      'r.userId',
      'u.username',
      'r.orderDetailId',
      'l.price',
      'l.orderId',
      'o.orderid',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function listRow(row: BaseRow) {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    userId: { _id: row.userId, username: row.username },
    orderDetailId: { _id: row.orderDetailId, price: row.price, orderId: { _id: row.orderId, orderid: row.orderid } },
  };
}

export const routes = [
  route({
    method: 'GET',
    url: '/getAllReturnOrderRequest',
    access: { anyOf: READ },
    schema: { response: { 200: okReply({ returnRequests: records }) } },
    handler: async ({ db }) => {
      const rows = await baseQuery(db).orderBy('r.createdAt', 'desc').orderBy('r.id').execute();
      return { msg: t('resources.returnOrders.title'), returnRequests: rows.map(listRow) };
    },
  }),

  route({
    method: 'GET',
    url: '/getSingleReturnOrderRequestDetails/:id',
    access: { anyOf: READ },
    schema: { params: idParams, response: { 200: okReply({ data: record }) } },
    handler: async ({ db, params }) => {
      const { id } = params;
      const row = await baseQuery(db)
        .innerJoin('products as p', 'p.id', 'l.productId')
        .leftJoin('boxes as b', 'b.id', 'l.boxId')
        .select([
          'u.mobile',
          'o.shippingAddress',
          'o.totalOrderItems',
          'l.quantity',
          'p.name as productName',
          'p.bannerImage',
          'l.boxId',
          'b.name as boxName',
          'b.price as boxPrice',
          'b.image as boxImage',
          'r.attachement',
          'r.reason',
          'r.message',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.returnOrders.notFound'));
      return {
        msg: t('resources.returnOrders.detailsTitle'),
        data: {
          ...listRow(row),
          userDetails: { username: row.username, mobile: row.mobile, address: addressLine(row.shippingAddress) },
          orderDetails: { orderId: row.orderid, totalOrderItems: row.totalOrderItems },
          productDetails: { productName: row.productName, productImage: row.bannerImage, price: row.price, quantity: row.quantity },
          boxDetails: {
            boxId:
              row.boxId && row.boxName !== null
                ? { _id: row.boxId, name: row.boxName, price: row.boxPrice ?? 0, image: row.boxImage }
                : null,
          },
          attachement: row.attachement,
          reason: row.reason,
          message: row.message,
        },
      };
    },
  }),

  route({
    method: 'PUT',
    url: '/adminActioninUserReturnRequest/:id',
    access: { anyOf: WRITE },
    schema: {
      params: idParams,
      body: decisionBody,
      response: { 200: okReply({ resultData: z.unknown(), status: z.string(), orderid: z.string() }) },
    },
    activity: {
      module: 'ReturnOrder',
      action: 'update',
      describe: (_call, result) =>
        t('resources.returnOrders.log.decided', { orderid: String(result.orderid), status: String(result.status) }),
    },
    handler: async (call) => {
      const { db, admin } = call;
      const { id } = call.params;
      const { status } = call.body;
      const current = await baseQuery(db).where('r.id', '=', id).executeTakeFirst();
      if (!current) throw new ApiError(404, t('resources.returnOrders.notFound'));
      if (!canDecideReturn(current.status)) throw new ApiError(409, t('resources.returnOrders.alreadyDecided', { status: current.status }));
      return call.withActivity(async (trx) => {
        const updated = await trx
          .updateTable('return_requests')
          .set({ status, decidedBy: admin.id, updatedAt: new Date() })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning('id')
          .executeTakeFirst();
        // another admin decided it between the read and the write
        if (!updated) throw new ApiError(409, t('resources.returnOrders.alreadyDecided', { status: 'decided' }));
        const msg = t('resources.returnOrders.updated');
        return { msg, resultData: { code: 200, msg }, status, orderid: current.orderid };
      });
    },
  }),
];
