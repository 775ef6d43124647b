/**
 * Contract, below the dataProvider: the rows the users area's changes leave behind, on the server
 * (its database) and on the fake shop (its memory), seeded at the same moment. Every change writes
 * the same activity log row (module, action, description), a refused one writes none, a wallet
 * change writes its ledger row, and deleting a user takes their history with them (the foreign keys'
 * cascades). The dataProvider cases are in ./users.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLinesSince, caseStart } from './harness';
import { createFakeBackend, type FakeBackend } from '../../../src/dataProvider/fake';
import { SUPER_ADMIN, makeTestServer, type TestServer } from '../helpers';

let server: TestServer;
let fake: FakeBackend;
const tokens = { server: '', fake: '' };

type Side = 'server' | 'fake';
interface Reply {
  status: number;
  body: { code: number; msg: string; token?: string } & Record<string, unknown>;
}

async function send(side: Side, method: string, url: string, payload?: object): Promise<Reply> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[side]}` };
  if (payload) headers['content-type'] = 'application/json';
  if (side === 'server') {
    const res = await server.app.inject({ method: method as 'GET', url, headers, payload: payload ? JSON.stringify(payload) : undefined });
    return { status: res.statusCode, body: res.json() };
  }
  const res = await fake.shop.fetch(url, { method, headers, body: payload ? JSON.stringify(payload) : undefined });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/** The same call on both sides; their statuses and messages must agree. */
async function both(method: string, url: string, payload?: object): Promise<Reply> {
  const [onServer, onFake] = [await send('server', method, url, payload), await send('fake', method, url, payload)];
  expect({ status: onFake.status, msg: onFake.body.msg }, `${method} ${url}`).toEqual({ status: onServer.status, msg: onServer.body.msg });
  return onServer;
}

/** The super admin's password on both sides: the demo one until a case changes it (the API refuses it as a new password). */
let adminPassword: string = SUPER_ADMIN.password;

async function signIn(): Promise<void> {
  for (const side of ['server', 'fake'] as const) {
    tokens[side] = '';
    const reply = await send(side, 'POST', '/api/admin/login', { email: SUPER_ADMIN.email, password: adminPassword });
    if (!reply.body.token) throw new Error(`${side}: sign-in refused`);
    tokens[side] = reply.body.token;
  }
}

const activitySince = (since: Date) => activityLinesSince(server.db, fake.shop.db, since);

/**
 * Seeded users still on both sides (the same ids), ordered by id. A user registered by a test has a
 * random id on each side, so it is left out: it may sort anywhere among the seeded ones.
 */
async function seededUsers(where: 'user' | 'any' = 'any') {
  let query = server.db.selectFrom('users').select(['id', 'username', 'email', 'mobile']).orderBy('id');
  if (where === 'user') query = query.where('userType', '=', 'user');
  const onFake = new Set(fake.shop.db.rows('users').map((row) => row.id));
  return (await query.execute()).filter((user) => onFake.has(user.id));
}

beforeAll(async () => {
  const seedNow = new Date();
  [server, fake] = await Promise.all([makeTestServer({ seedNow }), createFakeBackend({ scenario: 'demo', now: seedNow })]);
  await signIn();
});
afterAll(async () => server?.close());

describe('the users area leaves the same rows on both', () => {
  it('every change writes the same activity row; refused calls write none', async () => {
    const since = await caseStart();
    const users = await seededUsers('user');
    const [edited, blocked, credited, passworded, streamer, removed, bulk1, bulk2, demo] = users;
    const item = await server.db
      .selectFrom('inventory')
      .select(['id', 'userId'])
      .where('userId', 'not in', [removed.id, bulk1.id, bulk2.id, demo.id])
      .orderBy('id')
      .executeTakeFirstOrThrow();

    expect(
      (
        await both('POST', '/api/admin/registerUser', {
          username: 'activity.player1',
          firstname: 'Nora',
          lastname: 'Jensen',
          email: 'activity.player1@example.org',
          mobile: '55599911',
        })
      ).status,
    ).toBe(200);
    await both('PUT', `/api/admin/editUserData/${edited.id}`, {
      firstname: 'Edited',
      lastname: 'Name',
      email: edited.email,
      mobile: edited.mobile,
    });
    await both('DELETE', `/api/admin/blockUser/${blocked.id}`);
    await both('PUT', '/api/admin/addWalletAmount', { id: credited.id, walletAmount: '12.50' });
    await both('PUT', '/api/admin/updateUserPassword', { userid: passworded.id, password: 'Player@2024x' });
    await both('POST', '/api/admin/changeUserTypeToStreamer', { userId: streamer.id });
    await both('DELETE', `/api/admin/deleteInventory/${item.id}/${item.userId}`);
    await both('DELETE', `/api/admin/removeUser/${removed.id}`);
    expect((await both('PUT', '/api/admin/deleteSelectedUsers', { ids: [bulk1.id, bulk2.id] })).body.deletedCount).toBe(2);
    await both('POST', '/api/admin/removeUser', { ids: [demo.id] });
    await both('PUT', '/api/admin/updateBoxProfit', { boxProfit: 11 });
    await both('PUT', '/api/admin/updateCurrentBoxesProfit', {});

    // refused: no activity row
    expect((await both('PUT', '/api/admin/addWalletAmount', { id: credited.id, walletAmount: '-100000' })).status).toBe(400);
    expect((await both('POST', '/api/admin/changeUserTypeToStreamer', { userId: streamer.id })).status).toBe(409);
    expect((await both('DELETE', '/api/admin/removeUser/ffffffffffffffffffffffff')).status).toBe(404);

    const rows = await activitySince(since);
    expect(rows.fake).toEqual(rows.server);
    const actions = rows.server.map((row) => row.split(' | ').slice(0, 2).join(' '));
    expect(actions).toEqual(
      expect.arrayContaining([
        'Users create',
        'Users update',
        'Users block',
        'Users wallet',
        'Users password',
        'Users delete',
        'Setting update',
      ]),
    );
    expect(rows.server.filter((row) => row.startsWith('Users | delete'))).toHaveLength(4);
  });

  it('the settings changes write the same rows; changePassword ends the old token on both', async () => {
    const since = await caseStart();
    const me = await both('GET', '/api/admin/getAdminDetails');
    const { _id: id, firstname, lastname, email } = me.body.data as Record<string, string>;
    await both('POST', '/api/admin/updateAdminProfile', { id, firstname: 'Sara', lastname, email });
    await both('POST', '/api/admin/updateAdminProfile', { id, firstname, lastname, email });
    const changed = await both('POST', '/api/admin/changePassword', {
      old_password: SUPER_ADMIN.password,
      password: 'Fresh@12345',
      confirm_password: 'Fresh@12345',
    });
    expect(changed.status).toBe(200);
    expect((await both('GET', '/api/admin/checkValidtoken')).status).toBe(401);
    for (const side of ['server', 'fake'] as const) tokens[side] = '';
    const fresh = {
      server: await send('server', 'POST', '/api/admin/login', { email, password: 'Fresh@12345' }),
      fake: await send('fake', 'POST', '/api/admin/login', { email, password: 'Fresh@12345' }),
    };
    tokens.server = String(fresh.server.body.token);
    tokens.fake = String(fresh.fake.body.token);
    await both('POST', '/api/admin/changePassword', {
      old_password: 'Fresh@12345',
      password: 'Second@24680',
      confirm_password: 'Second@24680',
    });
    adminPassword = 'Second@24680';
    await signIn();

    const rows = await activitySince(since);
    expect(rows.fake).toEqual(rows.server);
    expect(rows.server.filter((row) => row.startsWith('Setting | password'))).toHaveLength(2);
    expect(rows.server.filter((row) => row.startsWith('Setting | update'))).toHaveLength(2);
  });

  it("a wallet change writes its ledger row; a deleted user's history goes with them", async () => {
    const [user, gone] = (await seededUsers('user')).slice(20, 22);
    await both('PUT', '/api/admin/addWalletAmount', { id: user.id, walletAmount: '-0' }); // refused: zero
    await both('PUT', '/api/admin/addWalletAmount', { id: user.id, walletAmount: '3' });
    const serverLedger = await server.db
      .selectFrom('wallet_ledger')
      .select(['amount', 'kind', 'refId'])
      .where('userId', '=', user.id)
      .execute();
    const fakeLedger = fake.shop.db.rows('wallet_ledger').filter((row) => row.userId === user.id);
    // in one order on both sides (the server's rows come in the table's order, which need not be the writes')
    const entries = (rows: ReadonlyArray<{ amount: unknown; kind: string; refId: string | null }>) =>
      rows.map(({ amount, kind, refId }) => `${kind} | ${Number(amount)} | ${refId ?? ''}`).sort();
    expect(entries(fakeLedger)).toEqual(entries(serverLedger));
    expect(serverLedger.some((row) => row.kind === 'admin_credit' && Number(row.amount) === 3)).toBe(true);

    await both('DELETE', `/api/admin/removeUser/${gone.id}`);
    const tables = [
      'login_history',
      'box_openings',
      'transactions',
      'deposits',
      'withdrawals',
      'wallet_ledger',
      'orders',
      'order_lines',
      'inventory',
      'return_requests',
    ] as const;
    for (const table of tables) {
      const left = await server.db.selectFrom(table).select('userId').where('userId', '=', gone.id).execute();
      expect(left, table).toHaveLength(0);
      expect(
        fake.shop.db.rows(table).filter((row) => row.userId === gone.id),
        table,
      ).toHaveLength(0);
      const [serverCount] = await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      expect(fake.shop.db.rows(table).length, `${table} rows`).toBe(Number(serverCount.n));
    }
  });
});
