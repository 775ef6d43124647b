/**
 * Whole-list replies (getUserData, getOrders) are served from a prepared copy: gzipped when the
 * client accepts it, 304 when it already holds the current one, and fresh after any change to
 * the tables they read, whichever code path made the change.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListReplyCache, WHOLE_LISTS_PREPARED } from '../../server/listReplyCache';
import { hashPassword } from '../../server/auth/password';
import { openDatabase, type OpenedDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/demo';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';
import { userListSlices } from '../../server/routes/users/records';
import { ORDER_LIST_READS, orderListSlices } from '../../server/routes/profit/orders';
import { readSliced } from '../../server/slicedReply';
import { wholeList, type PreparedReply, type VersionedTable, type WholeList } from '../../server/preparedReply';
import type { ListSlices } from '../../server/listSlices';

/** A cache with lists declared as these tests name them: a reply function each, prepared in the order declared. */
function testCache(cache: ListReplyCache) {
  const lists: WholeList[] = [];
  return {
    wholeList(key: string, tables: readonly VersionedTable[], slices: ListSlices) {
      const list = wholeList(key, tables, () => slices);
      lists.push(list);
      return () => cache.reply(list);
    },
    prepare: () => cache.prepare(lists),
    close: () => cache.close(),
  };
}

const text = (reply: PreparedReply) => Buffer.from(reply.json).toString();

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await makeTestServer();
  token = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
});

afterAll(async () => {
  await server.close();
});

async function getUsers(headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: '/api/admin/getUserData', headers: { ...bearer(token), ...headers } });
}

describe('whole-list replies', () => {
  it('sends the list gzipped to a client that accepts gzip, the same as the plain reply', async () => {
    const plain = await getUsers();
    const zipped = await getUsers({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as { code: number; userList: unknown[] };
    expect(unzipped).toEqual(plain.json());
    expect(unzipped.code).toBe(200);
    expect(unzipped.userList).toHaveLength(500);
  });

  it('sends the list as it is to a client that does not accept gzip, whatever else it accepts', async () => {
    const plain = await getUsers();
    const other = await getUsers({ 'accept-encoding': 'br, deflate' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('compresses an ordinary reply for a client that accepts it, the same as the plain reply', async () => {
    const get = (headers: Record<string, string> = {}) =>
      server.app.inject({ method: 'GET', url: '/api/admin/getAllActivityLogsData', headers: { ...bearer(token), ...headers } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 304 without a body when the client holds the current list', async () => {
    const first = await getUsers();
    const etag = String(first.headers.etag);
    const again = await getUsers({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a fresh list after the users table changes, whoever changed it', async () => {
    const before = await getUsers();
    const someone = (before.json() as { userList: Array<{ _id: string; firstname: string }> }).userList[3];
    await server.db.updateTable('users').set({ firstname: 'Renamed' }).where('id', '=', someone._id).execute();
    const after = await getUsers({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    const row = (after.json() as { userList: Array<{ _id: string; firstname: string }> }).userList.find((u) => u._id === someone._id);
    expect(row?.firstname).toBe('Renamed');
  });

  it('still refuses the list without a token or without the permission', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/getUserData' })).statusCode).toBe(401);
    const viewer = await server.loginAs('viewer@example.com', 'Team@12345');
    const denied = await server.app.inject({ method: 'GET', url: '/api/admin/getUserData', headers: bearer(viewer) });
    expect(denied.statusCode).toBe(403);
  });

  it('serves the orders list the same way, fresh after a status change', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getOrders',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const orders = (JSON.parse(gunzipSync(res.rawPayload).toString()) as { orders: Array<{ _id: string; status: string }> }).orders;
    const line = orders.find((o) => o.status === 'processing');
    expect(line).toBeDefined();
    await server.db.updateTable('order_lines').set({ status: 'cancel', reason: 'test' }).where('id', '=', String(line?._id)).execute();
    const fresh = (await server.app.inject({ method: 'GET', url: '/api/admin/getOrders', headers: bearer(token) })).json() as {
      orders: Array<{ _id: string; status: string }>;
    };
    expect(fresh.orders.find((o) => o._id === line?._id)?.status).toBe('cancel');
  });
});

describe('the orders list and its users and products', () => {
  interface Line {
    _id: string;
    userId: { _id: string; username: string };
    productId: { _id: string; name: string };
  }
  const getOrders = (etag?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/admin/getOrders',
      headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const linesOf = (reply: { json: () => unknown }) => (reply.json() as { orders: Line[] }).orders;

  it('is kept when a user is blocked, credited or edited, or a product restocked: none of it is shown', async () => {
    const first = await getOrders();
    const etag = String(first.headers.etag);
    const line = linesOf(first)[0];
    const blocked = await server.app.inject({ method: 'DELETE', url: `/api/admin/blockUser/${line.userId._id}`, headers: bearer(token) });
    expect(blocked.statusCode).toBe(200);
    const credited = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/addWalletAmount',
      headers: bearer(token),
      payload: { id: line.userId._id, walletAmount: 500 },
    });
    expect(credited.statusCode).toBe(200);
    await server.db.updateTable('users').set({ firstname: 'Kept' }).where('id', '=', line.userId._id).execute();
    await server.db.updateTable('products').set({ totalProduct: 77 }).where('id', '=', line.productId._id).execute();
    expect((await getOrders(etag)).statusCode).toBe(304);
  });

  it("is read again when a user's or a product's name changes, or a user goes", async () => {
    const first = await getOrders();
    const line = linesOf(first)[0];
    await server.db.updateTable('users').set({ username: 'renamed_buyer' }).where('id', '=', line.userId._id).execute();
    const renamed = await getOrders(String(first.headers.etag));
    expect(renamed.statusCode).toBe(200);
    expect(linesOf(renamed).find((l) => l._id === line._id)?.userId.username).toBe('renamed_buyer');

    await server.db.updateTable('products').set({ name: 'Renamed product' }).where('id', '=', line.productId._id).execute();
    const product = await getOrders(String(renamed.headers.etag));
    expect(product.statusCode).toBe(200);
    expect(linesOf(product).find((l) => l._id === line._id)?.productId.name).toBe('Renamed product');
  });

  it('is read again when a user or a product goes (seen inside a transaction rolled back)', async () => {
    const version = (db: typeof server.db, name: string) =>
      db.selectFrom('table_versions').select('version').where('name', '=', name).executeTakeFirstOrThrow();
    const line = linesOf(await getOrders())[0];
    const rolledBack = new Error('rolled back');
    await expect(
      server.db.transaction().execute(async (trx) => {
        const before = [await version(trx, 'users.username'), await version(trx, 'products.name')];
        await trx.deleteFrom('users').where('id', '=', line.userId._id).execute();
        await trx.deleteFrom('products').where('id', '=', line.productId._id).execute();
        const after = [await version(trx, 'users.username'), await version(trx, 'products.name')];
        expect(after.map((v) => Number(v.version))).toEqual(before.map((v) => Number(v.version) + 1));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(linesOf(await getOrders()).some((l) => l._id === line._id)).toBe(true);
  });
});

describe('the prepared reply cache', () => {
  it('builds once for concurrent requests, and once again on the first request after a change, not before', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    let builds = 0;
    const list = userListSlices(server.db);
    const users = cache.wholeList('users-test', ['users'], {
      ...list,
      msg: () => {
        builds += 1;
        return list.msg();
      },
    });
    try {
      const replies = await Promise.all(Array.from({ length: 8 }, () => users()));
      expect(builds).toBe(1);
      expect(new Set(replies.map((r) => r.etag)).size).toBe(1);

      const someone = await server.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      await server.db.updateTable('users').set({ firstname: 'Prepared' }).where('id', '=', someone.id).execute();
      // nobody asks for a while: nothing reads the list (no background check polls the versions)
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(builds).toBe(1);
      const after = await Promise.all(Array.from({ length: 4 }, () => users()));
      expect(builds).toBe(2);
      expect(after[0].etag).not.toBe(replies[0].etag);
      const body = JSON.parse(text(after[0])) as { userList: Array<{ _id: string; firstname: string }> };
      expect(body.userList.find((u) => u._id === someone.id)?.firstname).toBe('Prepared');
    } finally {
      await cache.close();
    }
  });

  it("reads again only the changed slices after a change its stamps see, and the whole list after a name's", async () => {
    const cache = testCache(new ListReplyCache(server.db));
    const list = orderListSlices(server.db);
    const asked = { stamps: 0 };
    const orders = cache.wholeList('patched-orders', ORDER_LIST_READS, {
      ...list,
      stamps: (bounds, within) => {
        asked.stamps += 1;
        return list.stamps(bounds, within);
      },
    });
    const sameAsRead = async () => expect(Buffer.from((await orders()).json).equals((await readSliced(list)).json)).toBe(true);
    try {
      await orders();
      const line = await server.db.selectFrom('order_lines').select(['id', 'productId']).orderBy('id').executeTakeFirstOrThrow();
      await server.db.updateTable('order_lines').set({ reason: 'patched by the cache' }).where('id', '=', line.id).execute();
      await sameAsRead();
      expect(asked.stamps).toBe(1);
      expect(text(await orders())).toContain('patched by the cache');
      const { name } = await server.db.selectFrom('products').select('name').where('id', '=', line.productId).executeTakeFirstOrThrow();
      await server.db
        .updateTable('products')
        .set({ name: `${name} ` })
        .where('id', '=', line.productId)
        .execute();
      await sameAsRead();
      expect(asked.stamps).toBe(1);
      await server.db.updateTable('products').set({ name }).where('id', '=', line.productId).execute();
    } finally {
      await cache.close();
    }
  });
});

describe('whole lists prepared ahead of their first request', () => {
  /** The users list as the route reads it, counting the times it is read (its message is asked once a read). */
  const usersCounted = (count: () => void, fail = () => false) => {
    const list = userListSlices(server.db);
    return {
      ...list,
      msg: () => {
        count();
        if (fail()) throw new Error('the database is busy');
        return list.msg();
      },
    };
  };

  it('prepares each declared list once, and its first request builds nothing', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    const builds = { users: 0, orders: 0 };
    const users = cache.wholeList(
      'ahead-users',
      ['users'],
      usersCounted(() => (builds.users += 1)),
    );
    const orders = cache.wholeList('ahead-orders', ORDER_LIST_READS, {
      ...orderListSlices(server.db),
      msg: () => {
        builds.orders += 1;
        return 'orders';
      },
    });
    try {
      expect(await cache.prepare()).toEqual(['ahead-users', 'ahead-orders']);
      expect(builds).toEqual({ users: 1, orders: 1 });
      const [userReply] = await Promise.all([users(), orders()]);
      expect(builds).toEqual({ users: 1, orders: 1 });
      expect((JSON.parse(text(userReply)) as { userList: unknown[] }).userList).toHaveLength(500);
    } finally {
      await cache.close();
    }
  });

  it('leaves a list it cannot read to its first request, and prepares the others', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    let failing = true;
    const broken = cache.wholeList(
      'ahead-broken',
      ['users'],
      usersCounted(
        () => undefined,
        () => failing,
      ),
    );
    cache.wholeList('ahead-fine', ['users'], userListSlices(server.db));
    try {
      expect(await cache.prepare()).toEqual(['ahead-fine']);
      failing = false;
      expect((JSON.parse(text(await broken())) as { userList: unknown[] }).userList).toHaveLength(500);
    } finally {
      await cache.close();
    }
  });

  it('waits, as it closes, for a reply being built, and prepares nothing once closed', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let builds = 0;
    const list = userListSlices(server.db);
    const slow = cache.wholeList('ahead-slow', ['users'], {
      ...list,
      read: async (after, limit) => {
        builds += 1;
        await gate;
        return list.read(after, limit);
      },
    });
    const building = slow();
    await expect.poll(() => builds).toBe(1);
    let closed = false;
    const closing = cache.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    await closing;
    await building;
    expect(await cache.prepare()).toEqual([]);
    expect(builds).toBe(1);
  });

  it('drops, as it closes, a list still waiting for its turn: the close waits for the one being read only', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = userListSlices(server.db);
    const reads = { first: 0, waiting: 0 };
    const first = cache.wholeList('close-first', ['users'], {
      ...list,
      read: async (after, limit) => {
        reads.first += 1;
        await gate;
        return list.read(after, limit);
      },
    });
    const waiting = cache.wholeList('close-waiting', ['users'], {
      ...list,
      read: (after, limit) => {
        reads.waiting += 1;
        return list.read(after, limit);
      },
    });
    const building = first();
    const refused = expect(waiting()).rejects.toThrow('closed');
    await expect.poll(() => reads.first).toBe(1);
    const closing = cache.close();
    release();
    await closing;
    await expect(building).resolves.toBeDefined();
    await refused;
    expect(reads.waiting).toBe(0);
  });

  it('reads one list at a time, in the order asked for', async () => {
    const cache = testCache(new ListReplyCache(server.db));
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const gated = (name: string) => {
      const list = userListSlices(server.db);
      return cache.wholeList(name, ['users'], {
        ...list,
        read: async (after, limit) => {
          started.push(name);
          await new Promise<void>((resolve) => gates.set(name, resolve));
          return list.read(after, limit);
        },
      });
    };
    const first = gated('lane-first');
    const second = gated('lane-second');
    try {
      const replies = [first(), second()];
      await expect.poll(() => started).toEqual(['lane-first']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(started).toEqual(['lane-first']);
      gates.get('lane-first')?.();
      await expect.poll(() => started).toEqual(['lane-first', 'lane-second']);
      gates.get('lane-second')?.();
      await Promise.all(replies);
    } finally {
      await cache.close();
    }
  });

  it('is done by the server as it starts listening, which logs the lists prepared', async () => {
    const lines: string[] = [];
    const listening = await makeTestServer({ logger: { stream: { write: (line) => void lines.push(line) } } });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const prepared = () =>
        lines.map((line) => JSON.parse(line) as { msg?: string; lists?: string[] }).find((entry) => entry.msg === WHOLE_LISTS_PREPARED);
      await expect.poll(prepared, { timeout: 30_000 }).toMatchObject({ lists: expect.arrayContaining(['getUserData', 'getOrders']) });
    } finally {
      await listening.close();
    }
  });
});

describe('on the embedded database, whose only writer is this process', () => {
  let opened: OpenedDatabase;
  let sent: () => number;

  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://', migrated: true });
    await migrateToLatest(opened.db);
    await seedDemo(opened.db, { adminEmail: SUPER_ADMIN.email, adminPassword: SUPER_ADMIN.password, hashPassword });
    sent = opened.statementsSent ?? (() => Number.NaN);
  });

  afterAll(async () => {
    await opened.close();
  });

  const firstnameIn = (reply: PreparedReply, id: string) =>
    (JSON.parse(text(reply)) as { userList: Array<{ _id: string; firstname: string }> }).userList.find((u) => u._id === id)?.firstname;

  it('counts every statement sent, those of a transaction too', async () => {
    const before = sent();
    await opened.db.selectFrom('users').select('id').limit(1).execute();
    expect(sent()).toBe(before + 1);
    await opened.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').limit(1).execute();
    });
    expect(sent()).toBe(before + 4); // begin, the select, commit
  });

  it('sends nothing to the database while nothing was sent to it, and reads a change on the next request', async () => {
    const cache = testCache(new ListReplyCache(opened.db, { statementsSent: opened.statementsSent }));
    const users = cache.wholeList('quiet', ['users'], userListSlices(opened.db));
    try {
      await users();
      // the build's own select was sent after that read of the versions: the next request reads them once more
      const first = await users();
      const quiet = sent();
      const again = await Promise.all(Array.from({ length: 5 }, () => users()));
      expect(sent()).toBe(quiet);
      expect(again.every((reply) => reply.etag === first.etag)).toBe(true);

      const someone = await opened.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
      await opened.db.updateTable('users').set({ firstname: 'Written' }).where('id', '=', someone.id).execute();
      // after a change too, nothing is sent until a request comes
      const changed = sent();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(sent()).toBe(changed);
      expect(firstnameIn(await users(), someone.id)).toBe('Written');

      await opened.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ firstname: 'Committed' }).where('id', '=', someone.id).execute();
      });
      expect(firstnameIn(await users(), someone.id)).toBe('Committed');
    } finally {
      await cache.close();
    }
  });

  it('reads the versions again when a write was sent while they were being read', async () => {
    // the count is kept by hand here, to send the write exactly while the read runs
    let count = 0;
    const cache = testCache(new ListReplyCache(opened.db, { statementsSent: () => count }));
    const racing = cache.wholeList('racing', ['users'], userListSlices(opened.db));
    try {
      const someone = await opened.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const built = await racing();
      count = 1; // as if that read were the last statement sent: the next request reads nothing
      expect((await racing()).etag).toBe(built.etag);
      count = 2; // something else was sent: the next request reads the versions (the third statement)
      const reading = racing();
      count = 4; // and a write is sent while that read runs: it changes the table after the read
      const writing = opened.db.updateTable('users').set({ firstname: 'Meanwhile' }).where('id', '=', someone.id).execute();
      await Promise.all([reading, writing]);
      expect(firstnameIn(await racing(), someone.id)).toBe('Meanwhile');
    } finally {
      await cache.close();
    }
  });
});
