/**
 * The whole lists are read in slices (server/listSlices.ts), their rows written as JSON by the
 * database (server/sqlJson.ts), and the reply is the same as the list read at once as records and
 * written with JSON.stringify: the same rows in the same order, byte for byte, ties, microseconds
 * and every escape included, and whatever is deleted while the slices are read.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRow, t } from '../../server/http';
import type { ListSlices, Slice, SliceRange } from '../../server/listSlices';
import { orderListSlices } from '../../server/routes/profit/orders';
import { readSliced } from '../../server/slicedReply';
import { USER_COLUMNS } from '../../server/routes/users/common';
import { userListSlices } from '../../server/routes/users/records';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await makeTestServer();
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
  // ties across the slices' edges, and times apart by a microsecond only (JavaScript's Date keeps milliseconds)
  const users = await server.db.selectFrom('users').select('id').orderBy('id').execute();
  const lines = await server.db.selectFrom('order_lines').select('id').orderBy('id').execute();
  const tie = async (table: 'users' | 'order_lines', column: string, ids: Array<{ id: string }>, at: string) =>
    sql`update ${sql.table(table)} set ${sql.ref(column)} = ${at}::timestamptz where id in (${sql.join(ids.map((r) => r.id))})`.execute(
      server.db,
    );
  // (the later time's rows have the greater ids: a key that dropped the microseconds would skip the others)
  await tie('users', 'joined_at', users.slice(10, 40), '2030-01-01 00:00:00.123457+00');
  await tie('users', 'joined_at', users.slice(0, 10), '2030-01-01 00:00:00.123456+00');
  await tie('order_lines', 'createdAt', lines.slice(6, 31), '2030-01-01 00:00:00.000002+00');
  await tie('order_lines', 'createdAt', lines.slice(0, 6), '2030-01-01 00:00:00.000001+00');
  // text the database writes as JSON itself (the users list): each escape JSON.stringify makes, and what it leaves
  await server.db
    .updateTable('users')
    .set({ firstname: 'Zoë "Q" \\ / \n\t\r\b\f \u0001\u001f\u007f é 😀 </script>', lastname: "O'Brien\u2028\u2029" })
    .where('id', '=', users[12].id)
    .execute();
  // the orders list: an address of strings that look like its separators, prices as a double writes them, text escaped
  const line = await server.db
    .selectFrom('order_lines')
    .select(['orderId', 'productId'])
    .where('id', '=', lines[3].id)
    .executeTakeFirstOrThrow();
  const address = {
    firstname: 'A", "b',
    lastname: 'x": "y',
    mobile: '0',
    addressLine1: 'Flat 4\\5 "B"\n',
    addressLine2: '',
    city: 'Zoë 😀',
    state: '{}',
    country: ' , ',
    zipCode: '\u0001',
  };
  await server.db
    .updateTable('orders')
    .set({ shippingAddress: JSON.stringify(address) })
    .where('id', '=', line.orderId)
    .execute();
  await server.db.updateTable('products').set({ name: 'Case "Knife" \\ édition' }).where('id', '=', line.productId).execute();
  const prices = [0.1, 10, 1234567.89, 19.99, 0.01, 100000000000.5];
  for (const [i, price] of prices.entries()) {
    await server.db
      .updateTable('order_lines')
      .set({ price, reason: i % 2 ? null : 'a "reason"\t' })
      .where('id', '=', lines[i].id)
      .execute();
  }
});

afterAll(async () => {
  await server.close();
});

/** The users list in one statement, as it was read before the slices. */
async function usersAtOnce(): Promise<string> {
  const rows = await server.db.selectFrom('users').select(USER_COLUMNS).orderBy('joined_at', 'desc').orderBy('id').execute();
  return JSON.stringify({ code: 200, msg: t('resources.users.server.list'), userList: rows.map(apiRow) });
}

/** The orders list in one statement, as it was read and written before the database wrote it (server/sqlJson.ts). */
async function ordersAtOnce(): Promise<string> {
  const rows = await server.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .innerJoin('users as u', 'u.id', 'l.userId')
    .innerJoin('products as p', 'p.id', 'l.productId')
    .select(['l.id', 'l.quantity', 'l.price', 'l.status', 'l.reason', 'l.trackOrderNumber', 'l.createdAt', 'l.updatedAt'])
    .select([
      'o.id as orderKey',
      'o.orderid',
      'o.shippingAddress',
      'u.id as userKey',
      'u.username',
      'p.id as productKey',
      'p.name as productName',
    ])
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id')
    .execute();
  const orders = rows.map((r) => ({
    _id: r.id,
    orderId: {
      _id: r.orderKey,
      orderid: r.orderid,
      shippingAddress: typeof r.shippingAddress === 'string' ? JSON.parse(r.shippingAddress) : r.shippingAddress,
    },
    userId: { _id: r.userKey, username: r.username },
    productId: { _id: r.productKey, name: r.productName },
    quantity: r.quantity,
    price: r.price,
    status: r.status,
    reason: r.reason,
    trackOrderNumber: r.trackOrderNumber,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    orderNumber: r.orderid,
    username: r.username,
    productName: r.productName,
  }));
  return JSON.stringify({ code: 200, msg: t('resources.orders.server.list'), orders });
}

/** `list` with its reads counted. */
function counted(list: ListSlices, onRead: (slice: Slice) => Promise<void> = async () => undefined) {
  const reads: number[] = [];
  return {
    reads,
    list: {
      ...list,
      read: async (range: SliceRange, limit: number) => {
        const slice = await list.read(range, limit);
        reads.push(slice.count);
        await onRead(slice);
        return slice;
      },
    },
  };
}

describe('a whole list read in slices', () => {
  it('is the users list read at once, byte for byte, in as many statements as slices', async () => {
    const { reads, list } = counted(userListSlices(server.db));
    const sliced = (await readSliced(list, 7)).json.toString();
    expect(sliced).toBe(await usersAtOnce());
    const total = (JSON.parse(sliced) as { userList: unknown[] }).userList.length;
    expect(total).toBe(500);
    expect(reads).toHaveLength(Math.floor(total / 7) + 1);
    expect(reads.slice(0, -1).every((n) => n === 7)).toBe(true);
  });

  it('is what getUserData sends', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/admin/getUserData', headers: bearer(token) });
    expect(reply.body).toBe(await usersAtOnce());
  });

  it('is the orders list read at once, byte for byte, each line once, and what getOrders sends', async () => {
    const sliced = (await readSliced(orderListSlices(server.db), 11)).json.toString();
    expect(sliced).toBe(await ordersAtOnce());
    const ids = (JSON.parse(sliced) as { orders: Array<{ _id: string }> }).orders.map((line) => line._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(22);
    const reply = await server.app.inject({ method: 'GET', url: '/api/admin/getOrders', headers: bearer(token) });
    expect(reply.body).toBe(sliced);
  });

  it('goes on after a slice whose last row is deleted while the next is read', async () => {
    let deleted = '';
    const { list } = counted(userListSlices(server.db), async (slice) => {
      if (deleted || !slice.last) return;
      deleted = slice.last.id;
      await server.db.deleteFrom('users').where('id', '=', deleted).execute();
    });
    const sliced = JSON.parse((await readSliced(list, 9)).json.toString()) as { userList: Array<{ _id: string }> };
    const after = JSON.parse(await usersAtOnce()) as { userList: Array<{ _id: string }> };
    // the deleted user was read before it went, and every other user is there, once
    expect(sliced.userList.map((u) => u._id)).toEqual(
      [...after.userList.slice(0, 8), { _id: deleted }, ...after.userList.slice(8)].map((u) => u._id),
    );
  });
});
