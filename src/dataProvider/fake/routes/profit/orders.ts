/**
 * Orders, as server/routes/profit/orders.ts answers them: every order line with its order, user and
 * product; one order's details; status changes through the state machine of src/domain/orderStatus.ts
 * (only the lines the action may move; track numbers for shipping, a reason to cancel); bulk delete
 * (an order left without lines goes too, a deleted line's return requests with it).
 */
import { ApiError, idParams, say, selectedIdsBody, t } from '../../../../../server/http';
import { updateOrdersBody } from '../../../../../server/routes/profit/schemas';
import { iso } from '../../../../../server/routes/profit/shared';
import { lineAfterAction, linesForAction, shippingTrackNumbers } from '../../../../domain/orderStatus';
import { fakeRoute } from '../../router';
import { addressOf, byId, orderRows } from './shared';

export const orderRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getOrders',
    handler: ({ db }) => {
      const orders = byId(db.rows('orders'));
      const users = byId(db.rows('users'));
      const products = byId(db.rows('products'));
      const rows = orderRows(db.rows('order_lines'), [(l) => l.createdAt, 'desc'], [(l) => l.id, 'asc']).flatMap((l) => {
        const o = orders.get(l.orderId);
        const u = users.get(l.userId);
        const p = products.get(l.productId);
        if (!o || !u || !p) return [];
        return [
          {
            _id: l.id,
            orderId: { _id: o.id, orderid: o.orderid, shippingAddress: addressOf(o.shippingAddress) },
            userId: { _id: u.id, username: u.username },
            productId: { _id: p.id, name: p.name },
            quantity: l.quantity,
            price: l.price,
            status: l.status,
            reason: l.reason,
            trackOrderNumber: l.trackOrderNumber,
            createdAt: iso(l.createdAt),
            updatedAt: iso(l.updatedAt),
            orderNumber: o.orderid,
            username: u.username,
            productName: p.name,
          },
        ];
      });
      return { msg: t('profit.server.orders'), orders: rows };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getOrderDetailsByOrderId/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => {
      const order = db.rows('orders').find((o) => o.id === params.id);
      const user = order && db.rows('users').find((u) => u.id === order.userId);
      if (!order || !user) throw new ApiError(404, t('profit.server.orderNotFound'));
      const products = byId(db.rows('products'));
      const boxes = byId(db.rows('boxes'));
      const orderId = {
        _id: order.id,
        orderid: order.orderid,
        shippingAddress: addressOf(order.shippingAddress),
        totalOrderItems: order.totalOrderItems,
        createdAt: iso(order.createdAt),
      };
      const userId = { _id: user.id, username: user.username, mobile: user.mobile };
      const lines = orderRows(
        db.rows('order_lines').filter((l) => l.orderId === order.id),
        [(l) => l.createdAt, 'asc'],
        [(l) => l.id, 'asc'],
      );
      const orderDetails = lines.flatMap((l) => {
        const p = products.get(l.productId);
        if (!p) return [];
        const b = l.boxId === null ? undefined : boxes.get(l.boxId);
        return [
          {
            _id: l.id,
            userId,
            orderId,
            productId: { _id: p.id, name: p.name, bannerImage: p.bannerImage },
            boxId: b ? { _id: b.id, name: b.name, price: b.price, image: b.image } : null,
            quantity: l.quantity,
            price: l.price,
            status: l.status,
            reason: l.reason,
            trackOrderNumber: l.trackOrderNumber,
            updatedAt: iso(l.updatedAt),
          },
        ];
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
      describe: ({ body }, result) =>
        t('profit.activity.ordersUpdated', {
          count: Array.isArray(result.updatedItems) ? result.updatedItems.length : 0,
          orderid: String(result.orderid),
          status: String(body.status),
        }),
    },
    handler: ({ db, body, now }) => {
      const order = db.rows('orders').find((o) => o.id === body.orderId);
      if (!order) throw new ApiError(404, t('profit.server.orderNotFound'));
      const moving = linesForAction(
        db.rows('order_lines').filter((l) => l.orderId === order.id),
        body.status,
      );
      if (moving.length === 0) {
        throw new ApiError(409, t('profit.server.illegalTransition', { orderid: order.orderid, status: body.status }));
      }
      const movingIds = new Set(moving.map((line) => line.id));
      let trackNumbers = new Map<string, string>();
      if (body.status === 'shipped') {
        const shipping = shippingTrackNumbers(moving, body.trackOrderNumber ?? []);
        if (!shipping.ok) throw new ApiError(400, `trackOrderNumber: ${say(shipping.message)}`);
        trackNumbers = shipping.numbers;
      }
      for (const line of moving) {
        Object.assign(line, lineAfterAction(body.status, { reason: body.reason, trackNumber: trackNumbers.get(line.id) }));
        line.updatedAt = now;
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
      const deleted = db.remove('order_lines', (l) => ids.has(l.id));
      const gone = new Set(deleted.map((l) => l.id));
      // return requests of a deleted line go with it (on delete cascade)
      db.remove('return_requests', (r) => gone.has(r.orderDetailId));
      const orderIds = new Set(deleted.map((l) => l.orderId));
      if (orderIds.size > 0) {
        const left = new Set(db.rows('order_lines').map((l) => l.orderId));
        db.remove('orders', (o) => orderIds.has(o.id) && !left.has(o.id));
      }
      return { msg: t('profit.server.deleted'), deletedCount: deleted.length };
    },
  }),
];
