/**
 * Orders (operations §7): the whole list of order lines, one order's details, status changes through
 * the state machine of src/domain/orderStatus.ts, and bulk delete.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { route } from '../../route';
import { inRange, rowStamp, sqlSlices, type SliceRange } from '../../listSlices';
import { json } from '../../sqlJson';
import { wholeList, type VersionedTable } from '../../preparedReply';
import { ApiError, idParams, say, selectedIdsBody, t } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { lineAfterAction, linesForAction, shippingTrackNumbers } from '../../../src/domain/orderStatus';
import { ORDER_DELETE, ORDER_READ, ORDER_WRITE } from '../../../src/domain/profitAccess';
import type { Database, ShippingAddress } from '../../db/schema';
import { iso } from './shared';
import { updateOrdersBody } from './schemas';

function address(value: unknown): ShippingAddress {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ShippingAddress;
}

/**
 * What the orders list reads: its lines and orders whole, and of its users and products only the
 * names (a user blocked or a wallet changed leaves the list as it is).
 */
export const ORDER_LIST_READS = ['order_lines', 'orders', 'users.username', 'products.name'] as const satisfies readonly VersionedTable[];

/** The whole orders list, a row per order line: newest first, with its order, user and product. */
export function orderListSlices(db: Kysely<Database>) {
  const lines = (range: SliceRange) =>
    db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .where(inRange('l.createdAt', 'l.id', range));
  const keys = () => ['l.createdAt as sliceAt', 'l.id as sliceId', rowStamp('l.id', ['l', 'o']).as('sliceStamp')] as const;
  return sqlSlices(db, {
    msg: () => t('resources.orders.server.list'),
    field: 'orders',
    // a line's status and an order's address are in the stamps; a name is its own version (ORDER_LIST_READS)
    stamped: ['order_lines', 'orders'],
    rows: (range) =>
      lines(range)
        .innerJoin('users as u', 'u.id', 'l.userId')
        .innerJoin('products as p', 'p.id', 'l.productId')
        .select([
          'l.id',
          'l.quantity',
          'l.price',
          'l.status',
          'l.reason',
          'l.trackOrderNumber',
          'l.createdAt',
          'l.updatedAt',
          'o.id as orderKey',
          'o.orderid',
          'o.shippingAddress',
          'u.id as userKey',
          'u.username',
          'p.id as productKey',
          'p.name as productName',
          ...keys(),
        ]),
    // every line has its user and product (foreign keys, deleted with them): the same rows
    stampRows: (range) => lines(range).select(keys()),
    shape: {
      _id: json.value('id'),
      orderId: json.object({
        _id: json.value('orderKey'),
        orderid: json.value('orderid'),
        shippingAddress: json.strings('shippingAddress'),
      }),
      userId: json.object({ _id: json.value('userKey'), username: json.value('username') }),
      productId: json.object({ _id: json.value('productKey'), name: json.value('productName') }),
      quantity: json.value('quantity'),
      price: json.number('price'),
      status: json.value('status'),
      reason: json.value('reason'),
      trackOrderNumber: json.value('trackOrderNumber'),
      createdAt: json.time('createdAt'),
      updatedAt: json.time('updatedAt'),
      // flat copies for the list's text search (the SPA's filter matches top-level fields)
      orderNumber: json.value('orderid'),
      username: json.value('username'),
      productName: json.value('productName'),
    },
  });
}

// kept serialised until something it reads changes
const orderList = wholeList('getOrders', ORDER_LIST_READS, (db) => orderListSlices(db));

export const routes = [
  route({
    method: 'GET',
    url: '/getOrders',
    access: { anyOf: ORDER_READ },
    schema: { response: { 200: okReply({ orders: records }) } },
    wholeList: orderList,
    handler: ({ deps }) => deps.lists.reply(orderList),
  }),

  route({
    method: 'GET',
    url: '/getOrderDetailsByOrderId/:id',
    access: { anyOf: ORDER_READ },
    schema: {
      params: idParams,
      response: { 200: okReply({ orderDetails: records, boxDetails: z.array(z.looseObject({ boxId: record })) }) },
    },
    handler: async ({ db, params }) => {
      const { id } = params;
      const order = await db
        .selectFrom('orders as o')
        .innerJoin('users as u', 'u.id', 'o.userId')
        .select(['o.id', 'o.orderid', 'o.shippingAddress', 'o.totalOrderItems', 'o.createdAt', 'u.id as userKey', 'u.username', 'u.mobile'])
        .where('o.id', '=', id)
        .executeTakeFirst();
      if (!order) throw new ApiError(404, t('resources.orders.server.notFound'));
      const lines = await db
        .selectFrom('order_lines as l')
        .innerJoin('products as p', 'p.id', 'l.productId')
        .leftJoin('boxes as b', 'b.id', 'l.boxId')
        .select([
          'l.id',
          'l.quantity',
          'l.price',
          'l.status',
          'l.reason',
          'l.trackOrderNumber',
          'l.updatedAt',
          'p.id as productKey',
          'p.name as productName',
          'p.bannerImage',
          'b.id as boxKey',
          'b.name as boxName',
          'b.price as boxPrice',
          'b.image as boxImage',
        ])
        .where('l.orderId', '=', id)
        .orderBy('l.createdAt')
        .orderBy('l.id')
        .execute();
      const orderId = {
        _id: order.id,
        orderid: order.orderid,
        shippingAddress: address(order.shippingAddress),
        totalOrderItems: order.totalOrderItems,
        createdAt: iso(order.createdAt),
      };
      const userId = { _id: order.userKey, username: order.username, mobile: order.mobile };
      const orderDetails = lines.map((l) => ({
        _id: l.id,
        userId,
        orderId,
        productId: { _id: l.productKey, name: l.productName, bannerImage: l.bannerImage },
        boxId: l.boxKey ? { _id: l.boxKey, name: l.boxName ?? '', price: l.boxPrice ?? 0, image: l.boxImage } : null,
        quantity: l.quantity,
        price: l.price,
        status: l.status,
        reason: l.reason,
        trackOrderNumber: l.trackOrderNumber,
        updatedAt: iso(l.updatedAt),
      }));
      const boxDetails = orderDetails.flatMap((row) => (row.boxId ? [{ boxId: row.boxId }] : []));
      return { msg: t('resources.orders.server.details'), orderDetails, boxDetails };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateOrders',
    access: { anyOf: ORDER_WRITE },
    schema: { body: updateOrdersBody, response: { 200: okReply({ orderid: z.string(), updatedItems: z.array(z.unknown()) }) } },
    activity: {
      module: 'Orders',
      action: 'update',
      describe: (call, result) =>
        t('resources.orders.activity.updated', {
          count: Array.isArray(result.updatedItems) ? result.updatedItems.length : 0,
          orderid: String(result.orderid),
          status: String(call.body.status),
        }),
    },
    handler: async (call) => {
      const body = call.body;
      return call.withActivity(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'orderid'])
          .where('id', '=', body.orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new ApiError(404, t('resources.orders.server.notFound'));
        const lines = await trx.selectFrom('order_lines').select(['id', 'status']).where('orderId', '=', order.id).forUpdate().execute();
        const moving = linesForAction(lines, body.status);
        if (moving.length === 0) {
          throw new ApiError(409, t('resources.orders.server.illegalTransition', { orderid: order.orderid, status: body.status }));
        }
        const movingIds = new Set(moving.map((line) => line.id));
        let trackNumbers = new Map<string, string>();
        if (body.status === 'shipped') {
          const shipping = shippingTrackNumbers(moving, body.trackOrderNumber ?? []);
          if (!shipping.ok) throw new ApiError(400, `trackOrderNumber: ${say(shipping.message)}`);
          trackNumbers = shipping.numbers;
        }
        for (const line of moving) {
          await trx
            .updateTable('order_lines')
            .set({
              ...lineAfterAction(body.status, { reason: body.reason, trackNumber: trackNumbers.get(line.id) }),
              updatedAt: sql<Date>`now()`,
            })
            .where('id', '=', line.id)
            .execute();
        }
        await trx
          .updateTable('orders')
          .set({ updatedAt: sql<Date>`now()` })
          .where('id', '=', order.id)
          .execute();
        return { msg: t('resources.orders.server.statusUpdated'), orderid: order.orderid, updatedItems: [...movingIds] };
      });
    },
  }),

  route({
    method: 'PUT',
    url: '/deleteSelectedOrders',
    access: { anyOf: ORDER_DELETE },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deletedCount: z.number() }) } },
    activity: {
      module: 'Orders',
      action: 'delete',
      describe: (_call, result) => t('resources.orders.activity.deleted', { count: Number(result.deletedCount) }),
    },
    handler: async (call) => {
      const { ids } = call.body;
      return call.withActivity(async (trx) => {
        const deleted = await trx.deleteFrom('order_lines').where('id', 'in', ids).returning('orderId').execute();
        const orderIds = [...new Set(deleted.map((row) => row.orderId))];
        if (orderIds.length > 0) {
          // an order left without any item goes too
          await trx
            .deleteFrom('orders')
            .where('id', 'in', orderIds)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('order_lines').select('id').whereRef('order_lines.orderId', '=', 'orders.id'))),
            )
            .execute();
        }
        return { msg: t('resources.orders.server.deleted'), deletedCount: deleted.length };
      });
    },
  }),
];
