/**
 * Orders in the fake shop, as server/routes/profit/orders.ts answers them: the whole list of order
 * lines (newest first, with the order, user and product populated), one order's details, status
 * changes through the state machine of src/domain/orderStatus.ts, and bulk delete (an order left
 * without items goes too).
 */
import { ApiError, selectedIdsBody, t } from '../../../../server/http';
import { updateOrdersBody } from '../../../../server/routes/profit/schemas';
import type { ShippingAddress } from '../../../domain/types/profit';
import { linesForAction } from '../../../domain/orderStatus';
import type { FakeDb, FakeRow } from '../db';
import { fakeRoute } from '../router';

function address(value: unknown): ShippingAddress {
  return (typeof value === 'string' ? JSON.parse(value) : value) as ShippingAddress;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const byNewest = <R extends { createdAt: Date; id: string }>(a: R, b: R) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byOldest = <R extends { createdAt: Date; id: string }>(a: R, b: R) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function index<T extends { id: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

function findOrder(db: FakeDb, id: string): FakeRow<'orders'> {
  const order = db.rows('orders').find((row) => row.id === id);
  if (!order) throw new ApiError(404, t('profit.server.orderNotFound'));
  return order;
}

export const orderRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getOrders',
    handler: ({ db }) => {
      const orders = index(db.rows('orders'));
      const users = index(db.rows('users'));
      const products = index(db.rows('products'));
      const rows = db
        .rows('order_lines')
        .filter((line) => orders.has(line.orderId) && users.has(line.userId) && products.has(line.productId))
        .sort(byNewest)
        .map((line) => {
          const order = orders.get(line.orderId) as FakeRow<'orders'>;
          const user = users.get(line.userId) as FakeRow<'users'>;
          const product = products.get(line.productId) as FakeRow<'products'>;
          return {
            _id: line.id,
            orderId: { _id: order.id, orderid: order.orderid, shippingAddress: address(order.shippingAddress) },
            userId: { _id: user.id, username: user.username },
            productId: { _id: product.id, name: product.name },
            quantity: line.quantity,
            price: line.price,
            status: line.status,
            reason: line.reason,
            trackOrderNumber: line.trackOrderNumber,
            createdAt: iso(line.createdAt),
            updatedAt: iso(line.updatedAt),
            orderNumber: order.orderid,
            username: user.username,
            productName: product.name,
          };
        });
      return { msg: t('profit.server.orders'), orders: rows };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getOrderDetailsByOrderId/:id',
    handler: ({ db, params }) => {
      const order = findOrder(db, params.id);
      const user = db.rows('users').find((row) => row.id === order.userId);
      if (!user) throw new ApiError(404, t('profit.server.orderNotFound'));
      const products = index(db.rows('products'));
      const boxes = index(db.rows('boxes'));
      const orderId = {
        _id: order.id,
        orderid: order.orderid,
        shippingAddress: address(order.shippingAddress),
        totalOrderItems: order.totalOrderItems,
        createdAt: iso(order.createdAt),
      };
      const userId = { _id: user.id, username: user.username, mobile: user.mobile };
      const orderDetails = db
        .rows('order_lines')
        .filter((line) => line.orderId === order.id && products.has(line.productId))
        .sort(byOldest)
        .map((line) => {
          const product = products.get(line.productId) as FakeRow<'products'>;
          const box = line.boxId ? boxes.get(line.boxId) : undefined;
          return {
            _id: line.id,
            userId,
            orderId,
            productId: { _id: product.id, name: product.name, bannerImage: product.bannerImage },
            boxId: box ? { _id: box.id, name: box.name, price: box.price, image: box.image } : null,
            quantity: line.quantity,
            price: line.price,
            status: line.status,
            reason: line.reason,
            trackOrderNumber: line.trackOrderNumber,
            updatedAt: iso(line.updatedAt),
          };
        });
      const boxDetails = orderDetails.flatMap((row) => (row.boxId ? [{ boxId: row.boxId }] : []));
      return { msg: t('profit.server.orderDetails'), orderDetails, boxDetails };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateOrders',
    schema: { body: updateOrdersBody },
    activity: {
      module: 'Orders',
      action: 'update',
      describe: (call, result) =>
        t('profit.activity.ordersUpdated', {
          count: Array.isArray(result.updatedItems) ? result.updatedItems.length : 0,
          orderid: String(result.orderid),
          status: String(call.body.status),
        }),
    },
    handler: ({ db, body, now }) => {
      const order = findOrder(db, body.orderId);
      const lines = db.rows('order_lines').filter((line) => line.orderId === order.id);
      const moving = linesForAction(lines, body.status);
      if (moving.length === 0)
        throw new ApiError(409, t('profit.server.illegalTransition', { orderid: order.orderid, status: body.status }));
      const movingIds = new Set(moving.map((line) => line.id));
      const trackNumbers = new Map<string, string>();
      if (body.status === 'shipped') {
        for (const entry of body.trackOrderNumber ?? []) {
          if (!movingIds.has(entry.id))
            throw new ApiError(400, `trackOrderNumber: ${t('profit.server.trackNumberForeign', { id: entry.id })}`);
          trackNumbers.set(entry.id, entry.trackNumber);
        }
        if (moving.some((line) => !trackNumbers.get(line.id)))
          throw new ApiError(400, `trackOrderNumber: ${t('profit.server.trackNumbersMissing')}`);
      }
      for (const line of lines) {
        if (!movingIds.has(line.id)) continue;
        line.status = body.status;
        line.updatedAt = now;
        if (body.status === 'cancel') line.reason = body.reason ?? null;
        if (body.status === 'shipped') line.trackOrderNumber = trackNumbers.get(line.id) ?? null;
      }
      order.updatedAt = now;
      return { msg: t('profit.server.statusUpdated'), orderid: order.orderid, updatedItems: [...movingIds] };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedOrders',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Orders',
      action: 'delete',
      describe: (_call, result) => t('profit.activity.ordersDeleted', { count: Number(result.deletedCount) }),
    },
    handler: ({ db, body }) => {
      const ids = new Set(body.ids);
      const deleted = db.remove('order_lines', (line) => ids.has(line.id));
      const touched = new Set(deleted.map((line) => line.orderId));
      const remaining = new Set(db.rows('order_lines').map((line) => line.orderId));
      db.remove('orders', (order) => touched.has(order.id) && !remaining.has(order.id));
      return { msg: t('profit.server.deleted'), deletedCount: deleted.length };
    },
  }),
];
