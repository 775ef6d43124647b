/**
 * Purchase history and deposits, as server/routes/profit/deposits.ts answers them. A deposit's
 * orderInfo.shippingAddress is the address of the user's latest order (null when they never ordered).
 */
import { ApiError, idParams, t } from '../../../../../server/http';
import { byUserQuery } from '../../../../../server/routes/profit/schemas';
import { iso } from '../../../../../server/routes/profit/shared';
import type { FakeDb, FakeRow } from '../../db';
import { fakeRoute } from '../../router';
import { addressOf, byId, exactSum, orderRows } from './shared';

/** The deposits (with their user) as the server's depositQuery reads them, in the order given. */
function depositsOut(db: FakeDb, deposits: ReadonlyArray<FakeRow<'deposits'>>) {
  const users = byId(db.rows('users'));
  const latestOrder = new Map<string, FakeRow<'orders'>>();
  for (const order of orderRows(db.rows('orders'), [(o) => o.createdAt, 'desc'], [(o) => o.id, 'desc'])) {
    if (!latestOrder.has(order.userId)) latestOrder.set(order.userId, order);
  }
  return deposits.flatMap((d) => {
    const u = users.get(d.userId);
    if (!u) return [];
    return [
      {
        _id: d.id,
        orderId: d.orderId,
        orderInfo: { shippingAddress: addressOf(latestOrder.get(d.userId)?.shippingAddress) },
        userId: { _id: u.id, username: u.username, mobile: u.mobile },
        amount: d.amount,
        currencyAmount: d.currencyAmount,
        coinSymbol: d.coinSymbol,
        chain: d.chain,
        price: d.price,
        status: d.status,
        createdAt: iso(d.createdAt),
        updatedAt: iso(d.updatedAt),
      },
    ];
  });
}

const newestFirst = (rows: ReadonlyArray<FakeRow<'deposits'>>) => orderRows(rows, [(d) => d.createdAt, 'desc'], [(d) => d.id, 'asc']);

export const depositRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getUserPurchaseHistory',
    handler: ({ db }) => {
      const users = byId(db.rows('users'));
      const boxes = byId(db.rows('boxes'));
      const purchaseHistory = orderRows(db.rows('transactions'), [(r) => r.createdAt, 'desc'], [(r) => r.id, 'asc']).flatMap((r) => {
        const u = users.get(r.userId);
        if (!u) return [];
        const b = r.boxId === null ? undefined : boxes.get(r.boxId);
        return [
          {
            _id: r.id,
            userId: { _id: u.id, username: u.username },
            boxId: b ? { _id: b.id, name: b.name } : null,
            paymentIntentId: r.paymentIntentId,
            amount: r.amount,
            currency: r.currency,
            status: r.status,
            createdAt: iso(r.createdAt),
          },
        ];
      });
      return { msg: t('profit.server.purchases'), purchaseHistory };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getDepositeTransactions',
    handler: ({ db }) => ({ msg: t('profit.server.deposits'), depositeTransactions: depositsOut(db, newestFirst(db.rows('deposits'))) }),
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getDepositData',
    handler: ({ db }) => {
      const groups = new Map<string, Array<FakeRow<'deposits'>>>();
      for (const d of db.rows('deposits')) {
        if (d.status !== 'success') continue;
        const group = groups.get(d.coinSymbol) ?? [];
        group.push(d);
        groups.set(d.coinSymbol, group);
      }
      const coins = orderRows([...groups.entries()], [([coin]) => coin, 'asc']).map(([coinSymbol, rows]) => ({
        coinSymbol,
        count: rows.length,
        amount: exactSum(rows.map((d) => d.amount)),
        currencyAmount: exactSum(
          rows.map((d) => d.currencyAmount),
          8,
        ),
      }));
      const depositData = {
        count: coins.reduce((sum, c) => sum + c.count, 0),
        totalAmount: Math.round(coins.reduce((sum, c) => sum + c.amount, 0) * 100) / 100,
        byCoin: coins,
      };
      return { msg: t('profit.server.depositData'), depositData };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getDepositDataById/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => {
      const [depositData] = depositsOut(
        db,
        db.rows('deposits').filter((d) => d.id === params.id),
      );
      if (!depositData) throw new ApiError(404, t('profit.server.depositNotFound'));
      return { msg: t('profit.server.depositData'), depositData };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/ccpaymenttransactions/:id',
    schema: { params: idParams },
    handler: ({ db, params }) => ({
      msg: t('profit.server.userTransactions'),
      transactions: depositsOut(db, newestFirst(db.rows('deposits').filter((d) => d.userId === params.id))),
    }),
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/ccpayment/getDepositListbyUser',
    schema: { querystring: byUserQuery },
    handler: ({ db, query }) => {
      const users = byId(db.rows('users'));
      const perUser = new Map<string, Array<FakeRow<'deposits'>>>();
      for (const d of db.rows('deposits')) {
        if (d.status !== 'success' || (query.userId && d.userId !== query.userId) || !users.has(d.userId)) continue;
        const rows = perUser.get(d.userId) ?? [];
        rows.push(d);
        perUser.set(d.userId, rows);
      }
      const totals = [...perUser.entries()].map(([userId, rows]) => {
        const user = users.get(userId);
        const last = orderRows(rows, [(d) => d.createdAt, 'desc'])[0];
        return {
          _id: userId,
          userId: { _id: userId, username: user?.username ?? '' },
          count: rows.length,
          amount: Math.round(exactSum(rows.map((d) => d.amount)) * 100) / 100,
          lastDepositAt: iso(last.createdAt),
        };
      });
      return { msg: t('profit.server.depositList'), depositList: orderRows(totals, [(r) => r.userId.username, 'asc']) };
    },
  }),
];
