/**
 * Feedback and return order requests (operations §7), as server/routes/team/feedback.ts and
 * returns.ts answer them: getAllUserFeedbacks, getAllReturnOrderRequest,
 * getSingleReturnOrderRequestDetails/{id}, adminActioninUserReturnRequest/{id}. A request is
 * decided once (src/domain/returnOrder.ts).
 */
import { ApiError, apiRow, idParams, t } from '../../../../../server/http';
import { returnDecisionBody } from '../../../../../server/routes/team/schemas';
import type { ShippingAddress } from '../../../../../server/db/schema';
import { canDecideReturn } from '../../../../domain/returnOrder';
import { addressLine } from '../../../../domain/orderExport';
import type { FakeDb, FakeRow } from '../../db';
import { fakeRoute, type FakeCall } from '../../router';
import { newestFirst } from './order';

/** A return request with the rows the server's inner joins bring (user, order line, order). */
interface Joined {
  request: FakeRow<'return_requests'>;
  user: FakeRow<'users'>;
  line: FakeRow<'order_lines'>;
  order: FakeRow<'orders'>;
}

function joined(db: FakeDb, request: FakeRow<'return_requests'>): Joined | null {
  const user = db.rows('users').find((row) => row.id === request.userId);
  const line = db.rows('order_lines').find((row) => row.id === request.orderDetailId);
  const order = line ? db.rows('orders').find((row) => row.id === line.orderId) : undefined;
  return user && line && order ? { request, user, line, order } : null;
}

function findJoined(db: FakeDb, id: string): Joined {
  const request = db.rows('return_requests').find((row) => row.id === id);
  const found = request ? joined(db, request) : null;
  if (!found) throw new ApiError(404, t('team.returns.notFound'));
  return found;
}

function listRow({ request, user, line, order }: Joined) {
  return {
    _id: request.id,
    status: request.status,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    userId: { _id: user.id, username: user.username },
    orderDetailId: { _id: line.id, price: line.price, orderId: { _id: order.id, orderid: order.orderid } },
  };
}

/** The order's address; the column is JSON (the seed may hand it over as text). */
function storedAddress(stored: ShippingAddress | string | null): ShippingAddress | null {
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as ShippingAddress | null;
}

function signedInId(call: FakeCall): string {
  if (!call.admin) throw new ApiError(401, t('server.auth.tokenMissing'));
  return call.admin.id;
}

export const supportRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllUserFeedbacks',
    handler: ({ db }) => {
      const rows = [...db.rows('feedback')].sort(newestFirst('createdAt'));
      return {
        msg: t('team.feedback.list'),
        feedbacks: rows.map(({ id, name, queryType, email, message, attachment, attachmentType, createdAt }) =>
          apiRow({ id, name, queryType, email, message, attachment, attachmentType, createdAt }),
        ),
      };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllReturnOrderRequest',
    handler: ({ db }) => {
      const rows = [...db.rows('return_requests')]
        .sort(newestFirst('createdAt'))
        .map((request) => joined(db, request))
        .filter((row): row is Joined => row !== null);
      return { msg: t('team.returns.title'), returnRequests: rows.map(listRow) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getSingleReturnOrderRequestDetails/:id',
    schema: { params: idParams },
    handler: ({ params, db }) => {
      const found = findJoined(db, params.id);
      const { request, user, line, order } = found;
      const product = db.rows('products').find((row) => row.id === line.productId);
      if (!product) throw new ApiError(404, t('team.returns.notFound'));
      const box = line.boxId ? db.rows('boxes').find((row) => row.id === line.boxId) : undefined;
      return {
        msg: t('team.returns.detailsTitle'),
        data: {
          ...listRow(found),
          userDetails: { username: user.username, mobile: user.mobile, address: addressLine(storedAddress(order.shippingAddress)) },
          orderDetails: { orderId: order.orderid, totalOrderItems: order.totalOrderItems },
          productDetails: { productName: product.name, productImage: product.bannerImage, price: line.price, quantity: line.quantity },
          boxDetails: { boxId: box ? { _id: box.id, name: box.name, price: box.price, image: box.image } : null },
          attachement: request.attachement,
          reason: request.reason,
          message: request.message,
        },
      };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/adminActioninUserReturnRequest/:id',
    schema: { params: idParams, body: returnDecisionBody },
    activity: {
      module: 'ReturnOrder',
      action: 'update',
      describe: (_call, result) => t('team.log.returnDecided', { orderid: String(result.orderid), status: String(result.status) }),
    },
    handler: (call) => {
      const { status } = call.body;
      const { request, order } = findJoined(call.db, call.params.id);
      if (!canDecideReturn(request.status)) throw new ApiError(409, t('team.returns.alreadyDecided', { status: request.status }));
      Object.assign(request, { status, decidedBy: signedInId(call), updatedAt: call.now });
      const msg = t('team.returns.updated');
      return { msg, resultData: { code: 200, msg }, status, orderid: order.orderid };
    },
  }),
];
