/**
 * The whole lists are read in slices (server/listSlices.ts), and the reply is the same as the list
 * read at once: the same rows in the same order, byte for byte, ties and microseconds included,
 * and whatever is deleted while the slices are read.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRow, t } from '../../server/http';
import { serialiseSlices, type ListSlices, type Slice, type SliceKey } from '../../server/listSlices';
import { orderListSlices } from '../../server/routes/profit/orders';
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
});

afterAll(async () => {
  await server.close();
});

/** The users list in one statement, as it was read before the slices. */
async function usersAtOnce(): Promise<string> {
  const rows = await server.db.selectFrom('users').select(USER_COLUMNS).orderBy('joined_at', 'desc').orderBy('id').execute();
  return JSON.stringify({ code: 200, msg: t('users.server.userList'), userList: rows.map(apiRow) });
}

/** `list` with its reads counted. */
function counted(list: ListSlices, onRead: (slice: Slice) => Promise<void> = async () => undefined) {
  const reads: number[] = [];
  return {
    reads,
    list: {
      ...list,
      read: async (after: SliceKey | undefined, limit: number) => {
        const slice = await list.read(after, limit);
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
    const sliced = (await serialiseSlices(list, 7)).toString();
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

  it('is the orders list read at once, each line once, in the same order', async () => {
    const sliced = JSON.parse((await serialiseSlices(orderListSlices(server.db), 11)).toString()) as { orders: Array<{ _id: string }> };
    const reply = await server.app.inject({ method: 'GET', url: '/api/admin/getOrders', headers: bearer(token) });
    const whole = reply.json<{ code: number; orders: Array<{ _id: string }> }>();
    expect(sliced).toEqual(whole);
    const ids = sliced.orders.map((line) => line._id);
    expect(new Set(ids).size).toBe(ids.length);
    const expected = await server.db.selectFrom('order_lines').select('id').orderBy('createdAt', 'desc').orderBy('id').execute();
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it('goes on after a slice whose last row is deleted while the next is read', async () => {
    let deleted = '';
    const { list } = counted(userListSlices(server.db), async (slice) => {
      if (deleted || !slice.last) return;
      deleted = slice.last.id;
      await server.db.deleteFrom('users').where('id', '=', deleted).execute();
    });
    const sliced = JSON.parse((await serialiseSlices(list, 9)).toString()) as { userList: Array<{ _id: string }> };
    const after = JSON.parse(await usersAtOnce()) as { userList: Array<{ _id: string }> };
    // the deleted user was read before it went, and every other user is there, once
    expect(sliced.userList.map((u) => u._id)).toEqual(
      [...after.userList.slice(0, 8), { _id: deleted }, ...after.userList.slice(8)].map((u) => u._id),
    );
  });
});
