/**
 * Contract: the profit area (orders and their status machine, withdrawals, deposits, purchases)
 * through the dataProvider, on the server and on the fake shop.
 */
import { describe, expect } from 'vitest';
import type { ShopDataProvider } from '../../../src/dataProvider';
import type { Deposit, OrderDetailRow, OrderLine, UpdateOrdersBody, Withdrawal } from '../../../src/domain/types/profit';
import { DEMO_TEAM } from '../../../server/db/seed/team';
import { SUPER_ADMIN } from '../helpers';
import { contract, refusal, useBackends, type Backend } from './harness';

const both = useBackends();

const MISSING_ID = '000000000000000000000000';

function member(email: string) {
  const found = DEMO_TEAM.find((m) => m.email === email);
  if (!found) throw new Error(`no demo member ${email}`);
  return found;
}
const FINANCE = member('finance@example.com');
const SUPPORT = member('support@example.com');
const VIEWER = member('viewer@example.com');

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
const as = (backend: Backend, who: { email: string; password: string }) => backend.signIn(who.email, who.password);

type Sort = { field: string; order: 'ASC' | 'DESC' };
async function page<T>(dp: ShopDataProvider, resource: string, sort: Sort, pageNo = 1, filter: Record<string, unknown> = {}, perPage = 10) {
  const { data, total } = await dp.getList(resource, { pagination: { page: pageNo, perPage }, sort, filter });
  return { rows: data as unknown as T[], total: total ?? 0 };
}
const everything = <T>(dp: ShopDataProvider, resource: string) =>
  page<T>(dp, resource, { field: 'createdAt', order: 'DESC' }, 1, {}, 100_000).then((r) => r.rows);

/** The lines of every order, in the list's order. */
async function ordersByLines(dp: ShopDataProvider): Promise<Array<{ id: string; orderid: string; lines: OrderLine[] }>> {
  const byOrder = new Map<string, { id: string; orderid: string; lines: OrderLine[] }>();
  for (const line of await everything<OrderLine>(dp, 'orders')) {
    const entry = byOrder.get(line.orderId._id) ?? { id: line.orderId._id, orderid: line.orderId.orderid, lines: [] };
    entry.lines.push(line);
    byOrder.set(entry.id, entry);
  }
  return [...byOrder.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The n-th order (by id) all of whose lines are in `status`. */
async function orderAll(dp: ShopDataProvider, status: string, n = 0) {
  const found = (await ordersByLines(dp)).filter((o) => o.lines.every((l) => l.status === status))[n];
  if (!found) throw new Error(`no order all ${status}`);
  return found;
}

const lineView = (r: OrderDetailRow) => ({ id: r._id, status: r.status, reason: r.reason, trackOrderNumber: r.trackOrderNumber });
const update = (dp: ShopDataProvider, body: UpdateOrdersBody) => dp.updateOrders(body);

describe('orders', () => {
  contract('the list pages newest first, sorts by price both ways, filters by status and searches', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const view = (r: OrderLine) => [r._id, r.orderNumber, r.username, r.productName, r.price, r.status, r.createdAt];
    const newest = await page<OrderLine>(dp, 'orders', { field: 'createdAt', order: 'DESC' });
    const cheapest = await page<OrderLine>(dp, 'orders', { field: 'price', order: 'ASC' }, 2);
    const dearest = await page<OrderLine>(dp, 'orders', { field: 'price', order: 'DESC' });
    const byUser = await page<OrderLine>(dp, 'orders', { field: 'username', order: 'ASC' }, 3);
    const processing = await page<OrderLine>(dp, 'orders', { field: 'createdAt', order: 'ASC' }, 1, { status: 'processing' });
    const search = await page<OrderLine>(dp, 'orders', { field: 'createdAt', order: 'DESC' }, 1, { q: newest.rows[0].username });
    expect(newest.total).toBeGreaterThan(100);
    expect(newest.rows[0].orderId.shippingAddress.city).toBeTruthy();
    expect(dearest.rows[0].price).toBeGreaterThanOrEqual(cheapest.rows[0].price);
    expect(processing.rows.every((r) => r.status === 'processing')).toBe(true);
    expect(search.rows.length).toBeGreaterThan(0);
    return {
      total: newest.total,
      pages: [newest, cheapest, dearest, byUser, processing, search].map((p) => ({ total: p.total, rows: p.rows.map(view) })),
      first: newest.rows[0],
    };
  });

  contract("an order's details: its items, user, address and boxes", both, async (backend) => {
    await asSuper(backend);
    const order = await orderAll(backend.dataProvider, 'delivered');
    const details = await backend.dataProvider.getOrderDetails(order.id);
    expect(details.orderDetails.map((r) => r._id).sort()).toEqual(order.lines.map((l) => l._id).sort());
    expect(details.orderDetails[0].userId.mobile).toBeTruthy();
    return details;
  });

  contract('an unknown order is a 404', both, async (backend) => {
    await asSuper(backend);
    const refused = await refusal(backend.dataProvider.getOrderDetails(MISSING_ID));
    expect(refused.status).toBe(404);
    return refused;
  });

  contract('shipping needs a track number for every item, of this order only', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const order = await orderAll(dp, 'processing', 1);
    const other = await orderAll(dp, 'delivered');
    const none = await refusal(update(dp, { orderId: order.id, status: 'shipped' }));
    const blank = await refusal(
      update(dp, { orderId: order.id, status: 'shipped', trackOrderNumber: order.lines.map((l) => ({ id: l._id, trackNumber: ' ' })) }),
    );
    const foreign = await refusal(
      update(dp, { orderId: order.id, status: 'shipped', trackOrderNumber: [{ id: other.lines[0]._id, trackNumber: 'TRK-1' }] }),
    );
    [none, blank, foreign].forEach((r) => expect(r.status).toBe(400));
    expect(none.message).toMatch(/^trackOrderNumber: /);
    expect(foreign.message).toContain(other.lines[0]._id);
    return { none, blank, foreign };
  });

  contract('cancelling needs a reason; an unknown status and an unknown order are refused', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const order = await orderAll(dp, 'processing', 1);
    const noReason = await refusal(update(dp, { orderId: order.id, status: 'cancel', reason: '  ' }));
    const badStatus = await refusal(update(dp, { orderId: order.id, status: 'lost' as UpdateOrdersBody['status'] }));
    const unknown = await refusal(update(dp, { orderId: MISSING_ID, status: 'delivered' }));
    expect(noReason).toMatchObject({ status: 400 });
    expect(noReason.message).toMatch(/^reason: /);
    expect(badStatus.message).toMatch(/^status: /);
    expect(unknown.status).toBe(404);
    return { noReason, badStatus, unknown };
  });

  contract('an order ships with its track numbers, is delivered, then refuses to be cancelled', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const order = await orderAll(dp, 'processing');
    const trackOrderNumber = order.lines.map((l, i) => ({ id: l._id, trackNumber: `TRK-${i + 1}` }));
    const shipped = await update(dp, { orderId: order.id, status: 'shipped', trackOrderNumber });
    const afterShip = (await dp.getOrderDetails(order.id)).orderDetails.map(lineView);
    const delivered = await update(dp, { orderId: order.id, status: 'delivered' });
    const afterDeliver = (await dp.getOrderDetails(order.id)).orderDetails.map(lineView);
    const cancel = await refusal(update(dp, { orderId: order.id, status: 'cancel', reason: 'Too late' }));
    const list = (await everything<OrderLine>(dp, 'orders')).filter((l) => l.orderId._id === order.id).map((l) => [l._id, l.status]);
    expect(afterShip.every((l) => l.status === 'shipped' && l.trackOrderNumber?.startsWith('TRK-'))).toBe(true);
    expect(afterDeliver.every((l) => l.status === 'delivered')).toBe(true);
    expect(cancel.status).toBe(409);
    expect(cancel.message).toContain(order.orderid);
    return { shipped, afterShip, delivered, afterDeliver, cancel, list };
  });

  contract('a cancel moves only the lines that may be cancelled, keeping the reason', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const mixed = (await ordersByLines(dp)).find(
      (o) => o.lines.some((l) => l.status === 'processing') && o.lines.some((l) => l.status === 'delivered'),
    );
    if (!mixed) throw new Error('no order with processing and delivered lines');
    const reply = await update(dp, { orderId: mixed.id, status: 'cancel', reason: 'Out of stock' });
    const after = (await dp.getOrderDetails(mixed.id)).orderDetails.map(lineView);
    expect(after.filter((l) => l.status === 'cancel').every((l) => l.reason === 'Out of stock')).toBe(true);
    expect(after.some((l) => l.status === 'delivered')).toBe(true);
    return { reply, before: mixed.lines.map((l) => [l._id, l.status]), after };
  });

  contract('order changes need writeOrders, deletes delOrders, the list an Orders permission', both, async (backend) => {
    const dp = backend.dataProvider;
    await asSuper(backend);
    const order = await orderAll(dp, 'processing', 2);
    await as(backend, FINANCE);
    const finance = await refusal(update(dp, { orderId: order.id, status: 'delivered' }));
    await as(backend, SUPPORT);
    const support = await refusal(dp.deleteMany('orders', { ids: [order.lines[0]._id] }));
    await as(backend, VIEWER);
    const viewer = await refusal(page(dp, 'orders', { field: 'createdAt', order: 'DESC' }));
    [finance, support, viewer].forEach((r) => expect(r.status).toBe(403));
    return { finance, support, viewer };
  });

  contract('deleting every line of an order deletes the order; nothing selected is a 400', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const order = (await ordersByLines(dp)).find((o) => o.lines.length === 2 && o.lines.every((l) => l.status === 'cancel'));
    if (!order) throw new Error('no cancelled order of two lines');
    const before = (await everything<OrderLine>(dp, 'orders')).length;
    const deleted = await dp.deleteMany('orders', { ids: order.lines.map((l) => l._id) });
    const after = (await everything<OrderLine>(dp, 'orders')).length;
    const gone = await refusal(dp.getOrderDetails(order.id));
    const empty = await refusal(dp.deleteMany('orders', { ids: [] }));
    expect(after).toBe(before - 2);
    expect(gone.status).toBe(404);
    expect(empty.status).toBe(400);
    return { deleted: [...(deleted.data ?? [])].sort(), before, after, gone, empty };
  });
});

describe('withdrawals', () => {
  const view = (r: Withdrawal) => [r._id, r.orderId, r.username, r.walletBalance, r.swapnetoutamount, r.status, r.declineMsg];

  contract('the list pages newest first, sorts by amount both ways, filters by status and searches', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const newest = await page<Withdrawal>(dp, 'withdrawals', { field: 'createdAt', order: 'DESC' });
    const smallest = await page<Withdrawal>(dp, 'withdrawals', { field: 'swapnetoutamount', order: 'ASC' }, 2);
    const biggest = await page<Withdrawal>(dp, 'withdrawals', { field: 'swapnetoutamount', order: 'DESC' });
    const pending = await page<Withdrawal>(dp, 'withdrawals', { field: 'createdAt', order: 'DESC' }, 1, { status: 'pending' }, 50);
    const search = await page<Withdrawal>(dp, 'withdrawals', { field: 'createdAt', order: 'DESC' }, 1, { q: newest.rows[0].username });
    expect(newest.total).toBeGreaterThan(10);
    expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
    expect(biggest.rows[0].swapnetoutamount).toBeGreaterThanOrEqual(smallest.rows[0].swapnetoutamount);
    return {
      first: newest.rows[0],
      pages: [newest, smallest, biggest, pending, search].map((p) => ({ total: p.total, rows: p.rows.map(view) })),
    };
  });

  contract('approving debits the wallet once; a second decision is a 409', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const rows = await everything<Withdrawal>(dp, 'withdrawals');
    const request = rows.find((r) => r.status === 'pending' && r.walletBalance >= r.swapnetoutamount);
    if (!request) throw new Error('no covered pending request');
    const approved = await dp.approveWithdrawal(request.orderId);
    const after = (await everything<Withdrawal>(dp, 'withdrawals')).filter((r) => r.userId === request.userId).map(view);
    const again = await refusal(dp.approveWithdrawal(request.orderId));
    const decline = await refusal(dp.declineWithdrawal(request.orderId, 'No'));
    const mine = after.find((r) => r[0] === request._id);
    expect(mine?.[5]).toBe('approved');
    expect(mine?.[3]).toBeCloseTo(request.walletBalance - request.swapnetoutamount, 2);
    expect(again.status).toBe(409);
    return { approved, after, again, decline };
  });

  contract('approving more than the balance is a 409 that changes nothing', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const request = (await everything<Withdrawal>(dp, 'withdrawals')).find(
      (r) => r.status === 'pending' && r.walletBalance < r.swapnetoutamount,
    );
    if (!request) throw new Error('no uncovered pending request');
    const refused = await refusal(dp.approveWithdrawal(request.orderId));
    const still = (await everything<Withdrawal>(dp, 'withdrawals')).find((r) => r._id === request._id);
    expect(refused.status).toBe(409);
    expect(still?.status).toBe('pending');
    return { refused, still: still && view(still) };
  });

  contract('declining needs a message, and keeps it; an unknown request is a 404', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const request = (await everything<Withdrawal>(dp, 'withdrawals')).filter((r) => r.status === 'pending')[1];
    const blank = await refusal(dp.declineWithdrawal(request.orderId, '   '));
    const unknown = await refusal(dp.declineWithdrawal('NO-SUCH-ORDER', 'Sorry'));
    const declined = await dp.declineWithdrawal(request.orderId, '  Wallet address invalid  ');
    const after = (await everything<Withdrawal>(dp, 'withdrawals')).find((r) => r._id === request._id);
    expect(blank.status).toBe(400);
    expect(blank.message).toMatch(/^msg: /);
    expect(unknown.status).toBe(404);
    expect(after?.declineMsg).toBe('Wallet address invalid');
    return { blank, unknown, declined, after: after && view(after) };
  });

  contract('deciding needs writeWithdraws or writeFunds, deleting delFunds, the list a Withdraws permission', both, async (backend) => {
    const dp = backend.dataProvider;
    await as(backend, FINANCE);
    const request = (await everything<Withdrawal>(dp, 'withdrawals')).find((r) => r.status === 'pending');
    if (!request) throw new Error('no pending request');
    const deleting = await refusal(dp.deleteMany('withdrawals', { ids: [request._id] }));
    await as(backend, SUPPORT);
    const listing = await refusal(page(dp, 'withdrawals', { field: 'createdAt', order: 'DESC' }));
    await as(backend, VIEWER);
    const approving = await refusal(dp.approveWithdrawal(request.orderId));
    [deleting, listing, approving].forEach((r) => expect(r.status).toBe(403));
    return { deleting, listing, approving };
  });

  contract('bulk delete removes the selected requests', both, async (backend) => {
    await asSuper(backend);
    const dp = backend.dataProvider;
    const rows = await everything<Withdrawal>(dp, 'withdrawals');
    const ids = rows
      .filter((r) => r.status === 'declined')
      .slice(0, 3)
      .map((r) => r._id);
    const deleted = await dp.deleteMany('withdrawals', { ids });
    const left = await everything<Withdrawal>(dp, 'withdrawals');
    expect(left).toHaveLength(rows.length - 3);
    expect(left.some((r) => ids.includes(r._id))).toBe(false);
    return { deleted: [...(deleted.data ?? [])].sort(), left: left.map((r) => r._id) };
  });
});

describe('deposits and purchases', () => {
  const view = (r: Deposit) => [r._id, r.orderId, r.userId.username, r.amount, r.coinSymbol, r.status, r.createdAt];

  // first: a list read before would be answered from the dataProvider's cache
  contract('deposits and purchases need a Deposits permission', both, async (backend) => {
    await as(backend, VIEWER);
    const dp = backend.dataProvider;
    const refused = await Promise.all([
      refusal(page(dp, 'deposits', { field: 'createdAt', order: 'DESC' })),
      refusal(page(dp, 'purchaseHistory', { field: 'createdAt', order: 'DESC' })),
      refusal(dp.getDepositTotals()),
      refusal(dp.getUserDeposits(MISSING_ID)),
      refusal(dp.getOne('deposits', { id: MISSING_ID })),
      refusal(dp.getUserDepositTotals(MISSING_ID)),
    ]);
    refused.forEach((r) => expect(r.status).toBe(403));
    return refused;
  });

  contract('the deposit list pages newest first, sorts by amount both ways, filters and searches', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const newest = await page<Deposit>(dp, 'deposits', { field: 'createdAt', order: 'DESC' });
    const smallest = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'ASC' }, 2);
    const biggest = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'DESC' }, 3);
    const failed = await page<Deposit>(dp, 'deposits', { field: 'amount', order: 'DESC' }, 1, { status: 'failed' });
    const search = await page<Deposit>(dp, 'deposits', { field: 'createdAt', order: 'DESC' }, 1, { q: newest.rows[0].orderId });
    expect(newest.total).toBeGreaterThan(100);
    expect(failed.rows.every((r) => r.status === 'failed')).toBe(true);
    expect(search.rows[0]._id).toBe(newest.rows[0]._id);
    return {
      first: newest.rows[0],
      pages: [newest, smallest, biggest, failed, search].map((p) => ({ total: p.total, rows: p.rows.map(view) })),
    };
  });

  contract(
    "one deposit, with the address of the user's latest order (null without orders); a missing one is a 404",
    both,
    async (backend) => {
      await as(backend, FINANCE);
      const dp = backend.dataProvider;
      const rows = await everything<Deposit>(dp, 'deposits');
      const withAddress = rows.find((r) => r.orderInfo.shippingAddress !== null);
      const without = rows.find((r) => r.orderInfo.shippingAddress === null);
      if (!withAddress || !without) throw new Error('the seed has depositors with and without orders');
      const one = await dp.getOne('deposits', { id: withAddress._id });
      const other = await dp.getOne('deposits', { id: without._id });
      const missing = await refusal(dp.getOne('deposits', { id: MISSING_ID }));
      expect(one.data.orderInfo.shippingAddress.city).toBeTruthy();
      expect(other.data.orderInfo.shippingAddress).toBeNull();
      expect(missing.status).toBe(404);
      return { one: one.data, other: other.data, missing };
    },
  );

  contract("a user's deposits and deposit totals; the totals of all successful deposits", both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    const rows = await everything<Deposit>(dp, 'deposits');
    const userId = rows[0].userId._id;
    const deposits = await dp.getUserDeposits(userId);
    const totals = await dp.getUserDepositTotals(userId);
    const nobody = await dp.getUserDepositTotals(MISSING_ID);
    const nothing = await dp.getUserDeposits(MISSING_ID);
    const all = await dp.getDepositTotals();
    const blank = await refusal(dp.getUserDepositTotals(' '));
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((d) => d.userId._id === userId)).toBe(true);
    expect(totals?.count).toBe(deposits.filter((d) => d.status === 'success').length);
    expect(nobody).toBeNull();
    expect(nothing).toEqual([]);
    expect(all.count).toBe(rows.filter((d) => d.status === 'success').length);
    expect(blank.status).toBe(400);
    return { deposits, totals, nobody, nothing, all, blank };
  });

  contract('deposit totals per user sort by amount and name, and page', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    type Totals = { _id: string; userId: { username: string }; count: number; amount: number; lastDepositAt: string };
    const list = await page<Totals>(dp, 'depositsByUser', { field: 'amount', order: 'DESC' });
    const byName = await page<Totals>(dp, 'depositsByUser', { field: 'userId.username', order: 'ASC' }, 2);
    const all = await everything<Totals>(dp, 'depositsByUser');
    expect(list.total).toBeGreaterThan(50);
    expect(list.rows[0].amount).toBeGreaterThanOrEqual(list.rows[1].amount);
    return { list, byName, all: all.map((r) => [r._id, r.userId.username, r.count, r.amount, r.lastDepositAt]) };
  });

  contract('the purchase history pages, sorts by amount both ways and filters by status', both, async (backend) => {
    await as(backend, FINANCE);
    const dp = backend.dataProvider;
    type Purchase = { _id: string; userId: { username: string }; boxId: { name: string } | null; amount: number; status: string };
    const newest = await page<Purchase>(dp, 'purchaseHistory', { field: 'createdAt', order: 'DESC' });
    const cheapest = await page<Purchase>(dp, 'purchaseHistory', { field: 'amount', order: 'ASC' }, 2);
    const dearest = await page<Purchase>(dp, 'purchaseHistory', { field: 'amount', order: 'DESC' });
    const failed = await page<Purchase>(dp, 'purchaseHistory', { field: 'createdAt', order: 'DESC' }, 1, { status: 'failed' });
    expect(newest.total).toBeGreaterThan(100);
    expect(failed.rows.every((r) => r.status === 'failed')).toBe(true);
    return { newest, cheapest, dearest, failed };
  });
});
