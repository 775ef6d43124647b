/** Contract: orders through the dataProvider (list, details, the status machine, bulk delete), on the server and on the fake shop. */
import { describe, expect } from 'vitest';
import type { OrderLine } from '../../../src/domain/types/profit';
import { contract, refusal, useBackends, type Backend } from './harness';
import { SUPER_ADMIN } from '../helpers';

const both = useBackends();

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);

/** Every order line, newest first (the list's own order), as the admin's list reads them. */
async function allLines(backend: Backend): Promise<OrderLine[]> {
  const { data } = await backend.dataProvider.getList<OrderLine & { id: string }>('orders', {
    pagination: { page: 1, perPage: 100_000 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });
  return data;
}

/** The n-th order (by number) whose every line is in `status`. */
async function orderIn(backend: Backend, status: string, n = 0): Promise<{ id: string; orderid: string; lines: OrderLine[] }> {
  const byOrder = new Map<string, OrderLine[]>();
  for (const line of await allLines(backend)) byOrder.set(line.orderId._id, [...(byOrder.get(line.orderId._id) ?? []), line]);
  const orders = [...byOrder.values()]
    .filter((lines) => lines.every((line) => line.status === status))
    .sort((a, b) => (a[0].orderId.orderid < b[0].orderId.orderid ? -1 : 1));
  const lines = orders[n];
  return { id: lines[0].orderId._id, orderid: lines[0].orderId.orderid, lines };
}

describe('orders', () => {
  contract('the order list pages, sorts and filters by status like the server', both, async (backend) => {
    await asSuper(backend);
    const page = await backend.dataProvider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: { status: 'shipped' },
    });
    expect(page.data.every((line) => line.status === 'shipped')).toBe(true);
    const newest = await backend.dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    return { page: page.data, total: page.total, newest: newest.data, all: newest.total };
  });

  contract('ship with a track number per item, then deliver; an illegal move is a 409', both, async (backend) => {
    await asSuper(backend);
    const order = await orderIn(backend, 'processing', 1);
    const missing = await refusal(backend.dataProvider.updateOrders({ orderId: order.id, status: 'shipped', trackOrderNumber: [] }));
    expect(missing.status).toBe(400);
    const shipped = await backend.dataProvider.updateOrders({
      orderId: order.id,
      status: 'shipped',
      trackOrderNumber: order.lines.map((line, i) => ({ id: line._id, trackNumber: `1ZQA${i}` })),
    });
    const delivered = await backend.dataProvider.updateOrders({ orderId: order.id, status: 'delivered' });
    const again = await refusal(backend.dataProvider.updateOrders({ orderId: order.id, status: 'cancel', reason: 'too late' }));
    expect(again.status).toBe(409);
    const after = (await allLines(backend)).filter((line) => line.orderId._id === order.id);
    return {
      missing,
      shipped: shipped.msg,
      delivered: delivered.msg,
      again,
      after: after.map((line) => [line.status, line.trackOrderNumber]),
    };
  });
});
