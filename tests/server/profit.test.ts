/** The profit area's API: orders and their status machine, withdrawals, purchases and deposits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit, OrderDetailRow, OrderLine, PurchaseRow, Withdrawal } from '../../src/domain/types/profit';
import { bearer, envelope, makeTestServer, SUPER_ADMIN, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;
let readerToken: string;

beforeAll(async () => {
  server = await makeTestServer();
  superToken = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await server.createAdmin({ email: 'reader@example.com', role: ['readOrders', 'readWithdraws', 'readDeposits'] });
  readerToken = await server.loginAs('reader@example.com', 'Member@12345');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** An order all of whose lines are in `status`, with its line ids. */
async function orderWithAll(status: string, skip = 0): Promise<{ id: string; lineIds: string[] }> {
  const all = await server.db.selectFrom('order_lines').select(['id', 'orderId', 'status']).orderBy('id').execute();
  const byOrder = new Map<string, Array<{ id: string; status: string }>>();
  for (const line of all) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const matching = [...byOrder.entries()].filter(([, lines]) => lines.every((l) => l.status === status));
  const [id, lines] = matching[skip];
  return { id, lineIds: lines.map((l) => l.id) };
}

async function statusesOf(orderId: string) {
  return server.db
    .selectFrom('order_lines')
    .select(['id', 'status', 'reason', 'trackOrderNumber'])
    .where('orderId', '=', orderId)
    .execute();
}

async function lastActivity() {
  return server.db.selectFrom('activity_logs').selectAll().orderBy('createdAt', 'desc').limit(1).executeTakeFirstOrThrow();
}

describe('orders', () => {
  it('lists every order line with its order, customer and product', async () => {
    const res = await call('GET', '/api/admin/getOrders', readerToken);
    const body = envelope(res);
    expect(body.code).toBe(200);
    const orders = body.orders as OrderLine[];
    const count = await server.db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(orders).toHaveLength(Number(count.n));
    const first = orders[0];
    expect(first._id).toMatch(/^[0-9a-f]{24}$/);
    expect(first.orderId.orderid).toMatch(/^ORD\d+$/);
    expect(first.orderId.shippingAddress.city).toBeTruthy();
    expect(first.userId.username).toBeTruthy();
    expect(first.productId.name).toBeTruthy();
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['processing', 'shipped', 'delivered', 'cancel']));
  });

  it('gives the details of one order, with boxes', async () => {
    const { id, lineIds } = await orderWithAll('processing');
    const body = envelope(await call('GET', `/api/admin/getOrderDetailsByOrderId/${id}`, superToken));
    expect(body.code).toBe(200);
    const rows = body.orderDetails as OrderDetailRow[];
    expect(rows.map((r) => r._id).sort()).toEqual([...lineIds].sort());
    expect(rows[0].userId.mobile).toBeTruthy();
    expect(rows[0].orderId.totalOrderItems).toBeGreaterThan(0);
    expect(Array.isArray(body.boxDetails)).toBe(true);
    expect(envelope(await call('GET', '/api/admin/getOrderDetailsByOrderId/000000000000000000000000', superToken)).code).toBe(404);
  });

  it('ships an order with a track number per item, then delivers it, logging each change', async () => {
    const { id, lineIds } = await orderWithAll('processing');
    const shipped = envelope(
      await call('PUT', '/api/admin/updateOrders', superToken, {
        orderId: id,
        status: 'shipped',
        trackOrderNumber: lineIds.map((lineId, i) => ({ id: lineId, trackNumber: `1ZTEST${i}` })),
      }),
    );
    expect(shipped).toMatchObject({ code: 200, msg: 'Order Status Updated Successfully' });
    const afterShip = await statusesOf(id);
    expect(afterShip.every((l) => l.status === 'shipped' && l.trackOrderNumber?.startsWith('1ZTEST'))).toBe(true);
    expect((await lastActivity()).module).toBe('Orders');
    expect((await lastActivity()).description).toContain('shipped');

    const delivered = envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: id, status: 'delivered' }));
    expect(delivered.code).toBe(200);
    expect((await statusesOf(id)).every((l) => l.status === 'delivered')).toBe(true);
  });

  it('refuses illegal transitions with a clear message', async () => {
    const delivered = await orderWithAll('delivered');
    for (const status of ['shipped', 'delivered', 'cancel'] as const) {
      const res = envelope(
        await call('PUT', '/api/admin/updateOrders', superToken, {
          orderId: delivered.id,
          status,
          reason: 'x',
          trackOrderNumber: delivered.lineIds.map((lineId) => ({ id: lineId, trackNumber: 'T1' })),
        }),
      );
      expect(res.code).toBe(409);
      expect(res.msg).toContain(`cannot be marked ${status}`);
    }
    const cancelled = await orderWithAll('cancel');
    const res = envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: cancelled.id, status: 'delivered' }));
    expect(res.code).toBe(409);
    const shipped = await orderWithAll('shipped');
    expect(
      envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: shipped.id, status: 'cancel', reason: 'late' })).code,
    ).toBe(409);
    expect((await statusesOf(shipped.id)).every((l) => l.status === 'shipped')).toBe(true);
  });

  it('refuses shipping without a track number for every item', async () => {
    const { id, lineIds } = await orderWithAll('processing', 1);
    const none = envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: id, status: 'shipped' }));
    expect(none).toMatchObject({ code: 400, msg: 'trackOrderNumber: Please enter a track number for every item' });
    const blank = envelope(
      await call('PUT', '/api/admin/updateOrders', superToken, {
        orderId: id,
        status: 'shipped',
        trackOrderNumber: lineIds.map((l) => ({ id: l, trackNumber: '  ' })),
      }),
    );
    expect(blank.code).toBe(400);
    const foreign = envelope(
      await call('PUT', '/api/admin/updateOrders', superToken, {
        orderId: id,
        status: 'shipped',
        trackOrderNumber: [{ id: 'not-a-line', trackNumber: 'T' }],
      }),
    );
    expect(foreign.code).toBe(400);
    expect((await statusesOf(id)).every((l) => l.status === 'processing')).toBe(true);
  });

  it('cancels with a reason, and asks for one', async () => {
    const { id } = await orderWithAll('processing', 2);
    const missing = envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: id, status: 'cancel', reason: ' ' }));
    expect(missing).toMatchObject({ code: 400, msg: 'reason: Please enter a reason' });
    const ok = envelope(
      await call('PUT', '/api/admin/updateOrders', superToken, { orderId: id, status: 'cancel', reason: 'Out of stock' }),
    );
    expect(ok.code).toBe(200);
    expect((await statusesOf(id)).every((l) => l.status === 'cancel' && l.reason === 'Out of stock')).toBe(true);
  });

  it('rejects an unknown status and an unknown order', async () => {
    const { id } = await orderWithAll('processing', 3);
    expect(envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: id, status: 'processing' })).code).toBe(400);
    expect(envelope(await call('PUT', '/api/admin/updateOrders', superToken, { orderId: 'nope', status: 'delivered' })).code).toBe(404);
  });

  it('deletes selected lines (delOrders) and logs it', async () => {
    const { id, lineIds } = await orderWithAll('delivered', 1);
    const res = envelope(await call('PUT', '/api/admin/deleteSelectedOrders', superToken, { ids: lineIds }));
    expect(res).toMatchObject({ code: 200, msg: 'Your selected items deleted', deletedCount: lineIds.length });
    expect(await statusesOf(id)).toHaveLength(0);
    expect(await server.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await lastActivity()).action).toBe('delete');
    expect(envelope(await call('PUT', '/api/admin/deleteSelectedOrders', superToken, { ids: [] })).code).toBe(400);
  });

  it('denies order changes without writeOrders / delOrders, and the list without an Orders permission', async () => {
    const { id } = await orderWithAll('processing', 4);
    expect(envelope(await call('PUT', '/api/admin/updateOrders', readerToken, { orderId: id, status: 'delivered' })).code).toBe(403);
    expect(envelope(await call('PUT', '/api/admin/deleteSelectedOrders', readerToken, { ids: ['x'] })).code).toBe(403);
    await server.createAdmin({ email: 'nobody@example.com', role: ['readUsers'] });
    const nobody = await server.loginAs('nobody@example.com', 'Member@12345');
    expect(envelope(await call('GET', '/api/admin/getOrders', nobody)).code).toBe(403);
    expect(envelope(await call('GET', `/api/admin/getOrderDetailsByOrderId/${id}`, nobody)).code).toBe(403);
    expect(envelope(await call('GET', '/api/admin/getWithdrawRequests', nobody)).code).toBe(403);
    expect(envelope(await call('GET', '/api/admin/getUserPurchaseHistory', nobody)).code).toBe(403);
    expect(envelope(await call('GET', '/api/admin/getDepositeTransactions', nobody)).code).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/getOrders' })).statusCode).toBe(401);
  });
});

describe('withdrawals', () => {
  async function pending(skip = 0) {
    return server.db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.userId')
      .select(['w.id', 'w.orderId', 'w.userId', 'w.swapnetoutamount', 'u.walletBalance'])
      .where('w.status', '=', 'pending')
      .orderBy('w.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it('lists the requests with the user name and balance (any Withdraws or Funds permission)', async () => {
    const body = envelope(await call('GET', '/api/admin/getWithdrawRequests', readerToken));
    expect(body.code).toBe(200);
    const rows = body.withdrawRequests as Withdrawal[];
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'declined']));
    expect(rows[0]).toMatchObject({ _id: expect.any(String), username: expect.any(String), orderId: expect.stringMatching(/^WD/) });
  });

  it('approves once: the wallet is debited and the ledger written in one go; a second decision is refused', async () => {
    const request = await pending();
    const amount = Number(request.swapnetoutamount);
    await server.db
      .updateTable('users')
      .set({ walletBalance: amount + 10 })
      .where('id', '=', request.userId)
      .execute();
    const ok = envelope(await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', superToken, { orderId: request.orderId }));
    expect(ok.code).toBe(200);
    const user = await server.db.selectFrom('users').select('walletBalance').where('id', '=', request.userId).executeTakeFirstOrThrow();
    expect(Number(user.walletBalance)).toBeCloseTo(10, 2);
    const ledger = await server.db.selectFrom('wallet_ledger').selectAll().where('refId', '=', request.id).execute();
    expect(ledger).toHaveLength(1);
    expect(Number(ledger[0].amount)).toBeCloseTo(-amount, 2);
    expect(ledger[0].kind).toBe('withdrawal');
    expect((await lastActivity()).module).toBe('Withdraws');

    const again = envelope(await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', superToken, { orderId: request.orderId }));
    expect(again).toMatchObject({ code: 409, msg: 'This withdrawal request has already been approved' });
    const decline = envelope(
      await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', superToken, { orderId: request.orderId, msg: 'no' }),
    );
    expect(decline.code).toBe(409);
    expect(await server.db.selectFrom('wallet_ledger').select('id').where('refId', '=', request.id).execute()).toHaveLength(1);
  });

  it('refuses approving more than the balance, leaving everything as it was', async () => {
    const request = await pending(1);
    await server.db
      .updateTable('users')
      .set({ walletBalance: Number(request.swapnetoutamount) - 0.01 })
      .where('id', '=', request.userId)
      .execute();
    const res = envelope(await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', superToken, { orderId: request.orderId }));
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/wallet balance .* is lower than the withdrawal amount/);
    const row = await server.db.selectFrom('withdrawals').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await server.db.selectFrom('wallet_ledger').select('id').where('refId', '=', request.id).execute()).toHaveLength(0);
  });

  it('declines with a message, and refuses a decline without one', async () => {
    const request = await pending(2);
    for (const msg of [undefined, '', '   ']) {
      const res = envelope(
        await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', superToken, {
          orderId: request.orderId,
          ...(msg === undefined ? {} : { msg }),
        }),
      );
      expect(res).toMatchObject({ code: 400, msg: 'msg: Please enter a message' });
    }
    const ok = envelope(
      await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', superToken, {
        orderId: request.orderId,
        msg: ' Wallet address is wrong ',
      }),
    );
    expect(ok.code).toBe(200);
    const row = await server.db
      .selectFrom('withdrawals')
      .select(['status', 'declineMsg'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'declined', declineMsg: 'Wallet address is wrong' });
    const twice = envelope(
      await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', superToken, { orderId: request.orderId, msg: 'again' }),
    );
    expect(twice).toMatchObject({ code: 409, msg: 'This withdrawal request has already been declined' });
    expect(envelope(await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', superToken, { orderId: 'WDnothing' })).code).toBe(404);
  });

  it('denies deciding without writeFunds/writeWithdraws and bulk delete without delFunds', async () => {
    const request = await pending(3);
    expect(envelope(await call('POST', '/api/admin/ccpayment/withdrawFromAdmin', readerToken, { orderId: request.orderId })).code).toBe(
      403,
    );
    expect(
      envelope(await call('POST', '/api/admin/ccpayment/withdrawDeclineByAdmin', readerToken, { orderId: request.orderId, msg: 'x' })).code,
    ).toBe(403);
    await server.createAdmin({ email: 'withdraws@example.com', role: ['writeWithdraws', 'delWithdraws'] });
    const member = await server.loginAs('withdraws@example.com', 'Member@12345');
    expect(envelope(await call('PUT', '/api/admin/deleteSelectedWithdrawRequest', member, { ids: [request.id] })).code).toBe(403);
    await server.createAdmin({ email: 'funds@example.com', role: ['delFunds'] });
    const funds = await server.loginAs('funds@example.com', 'Member@12345');
    const res = envelope(await call('PUT', '/api/admin/deleteSelectedWithdrawRequest', funds, { ids: [request.id] }));
    expect(res).toMatchObject({ code: 200, deletedCount: 1 });
  });
});

describe('purchases and deposits', () => {
  it('lists the purchase history with user and box', async () => {
    const body = envelope(await call('GET', '/api/admin/getUserPurchaseHistory', readerToken));
    const rows = body.purchaseHistory as PurchaseRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      userId: { username: expect.any(String) },
      paymentIntentId: expect.stringMatching(/^pi_/),
      currency: 'eur',
    });
    expect(rows[0].boxId?.name).toBeTruthy();
  });

  it("lists deposits, their totals, one deposit, a user's transactions and totals per user", async () => {
    const list = envelope(await call('GET', '/api/admin/getDepositeTransactions', readerToken));
    const deposits = list.depositeTransactions as Deposit[];
    expect(deposits).toHaveLength(900);
    const one = deposits[0];
    const byId = envelope(await call('GET', `/api/admin/getDepositDataById/${one._id}`, readerToken));
    expect(byId.depositData).toEqual(one);
    expect(envelope(await call('GET', '/api/admin/getDepositDataById/000000000000000000000000', readerToken)).code).toBe(404);

    const data = envelope(await call('GET', '/api/admin/getDepositData', readerToken)).depositData as {
      count: number;
      totalAmount: number;
    };
    expect(data.count).toBe(deposits.filter((d) => d.status === 'success').length);
    expect(data.totalAmount).toBeGreaterThan(0);

    const mine = envelope(await call('GET', `/api/admin/ccpaymenttransactions/${one.userId._id}`, readerToken)).transactions as Deposit[];
    expect(mine.length).toBe(deposits.filter((d) => d.userId._id === one.userId._id).length);

    const perUser = envelope(await call('GET', `/api/admin/ccpayment/getDepositListbyUser?userId=${one.userId._id}`, readerToken));
    const rows = perUser.depositList as Array<{ userId: { username: string }; count: number }>;
    expect(rows.length).toBeLessThanOrEqual(1);
    const all = envelope(await call('GET', '/api/admin/ccpayment/getDepositListbyUser', readerToken)).depositList as unknown[];
    expect(all.length).toBeGreaterThan(1);
  });

  it("carries orderInfo.shippingAddress (operations §3): the address of the user's latest order, null when none", async () => {
    const deposits = envelope(await call('GET', '/api/admin/getDepositeTransactions', readerToken)).depositeTransactions as Deposit[];
    for (const deposit of deposits) expect(deposit).toHaveProperty('orderInfo.shippingAddress');
    const latestOrders = await server.db
      .selectFrom('orders')
      .select(['userId', 'shippingAddress', 'createdAt', 'id'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const latestOf = new Map<string, unknown>();
    for (const order of latestOrders) if (!latestOf.has(order.userId)) latestOf.set(order.userId, order.shippingAddress);
    const withOrders = deposits.filter((d) => latestOf.has(d.userId._id));
    const without = deposits.filter((d) => !latestOf.has(d.userId._id));
    expect(withOrders.length).toBeGreaterThan(0);
    for (const deposit of withOrders) {
      const expected = latestOf.get(deposit.userId._id);
      expect(deposit.orderInfo.shippingAddress).toEqual(typeof expected === 'string' ? JSON.parse(expected) : expected);
      expect(deposit.orderInfo.shippingAddress?.addressLine1).toBeTruthy();
    }
    for (const deposit of without) expect(deposit.orderInfo.shippingAddress).toBeNull();
    const one = withOrders[0];
    const byId = envelope(await call('GET', `/api/admin/getDepositDataById/${one._id}`, readerToken)).depositData as Deposit;
    expect(byId.orderInfo.shippingAddress).toEqual(one.orderInfo.shippingAddress);
  });
});
