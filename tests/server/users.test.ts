/**
 * Users area endpoints (core §7 users rows, operations §7 users data and deleteInventory) on a fresh
 * seeded database: each endpoint, a denied call and a bad-input call per guarded one, wallet edge cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let reader: string; // readUsers only
let outsider: string; // no users permission

const newUser = {
  username: 'newplayer1',
  firstname: 'Nora',
  lastname: 'Jensen',
  email: 'Nora.Jensen@Example.org',
  mobile: '55512345',
};

beforeAll(async () => {
  server = await makeTestServer();
  admin = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await server.createAdmin({ email: 'reader@example.com', password: 'Member@12345', role: ['readUsers'] });
  await server.createAdmin({ email: 'outsider@example.com', password: 'Member@12345', role: ['readCategory'] });
  reader = await server.loginAs('reader@example.com', 'Member@12345');
  outsider = await server.loginAs('outsider@example.com', 'Member@12345');
});

afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  const res = await server.app.inject({ method, url, headers: bearer(token), payload });
  return envelope(res);
}

async function someUser(offset = 0) {
  return server.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'mobile', 'walletBalance', 'isBlock', 'userType'])
    .where('userType', '=', 'user')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function activityCount(module: string, action: string): Promise<number> {
  const row = await server.db
    .selectFrom('activity_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('module', '=', module)
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET getUserData', () => {
  it('returns every user with the list columns, newest first, without password hashes', async () => {
    const reply = await call('GET', '/api/admin/getUserData', reader);
    expect(reply.code).toBe(200);
    const list = reply.userList as Array<Record<string, unknown>>;
    expect(list.length).toBe(500);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['_id', 'email', 'firstname', 'isBlock', 'joined_at', 'lastname', 'mobile', 'userType', 'username'].sort(),
    );
    expect(String(list[0].joined_at) >= String(list[1].joined_at)).toBe(true);
  });

  it('is refused without a users permission', async () => {
    const reply = await call('GET', '/api/admin/getUserData', outsider);
    expect(reply.code).toBe(403);
  });
});

describe('POST checkUserExists', () => {
  it('says a taken email, phone or username exists with the spec texts, and a free one is usable', async () => {
    const user = await someUser();
    expect((await call('POST', '/api/admin/checkUserExists', admin, { type: 'email', value: user.email.toUpperCase() })).msg).toBe(
      'Email already exists.',
    );
    expect((await call('POST', '/api/admin/checkUserExists', admin, { type: 'phone', value: user.mobile })).msg).toBe(
      'Phone number already exists.',
    );
    const taken = await call('POST', '/api/admin/checkUserExists', admin, { type: 'username', value: user.username });
    expect(taken).toMatchObject({ code: 409, msg: 'Username already exists.' });
    // an expected answer, not a failed request: HTTP 200, the spec's code (not 200: taken) in the body
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/admin/checkUserExists',
      headers: bearer(admin),
      payload: { type: 'username', value: user.username },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toEqual({ code: 409, msg: 'Username already exists.' });
    const free = await server.app.inject({
      method: 'POST',
      url: '/api/admin/checkUserExists',
      headers: bearer(admin),
      payload: { type: 'username', value: 'nobody-has-this' },
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ code: 200, msg: 'Available' });
    expect((await call('POST', '/api/admin/checkUserExists', admin, { type: 'username', value: 'nobody-has-this' })).code).toBe(200);
    // the user's own value is usable on their edit form
    expect((await call('POST', '/api/admin/checkUserExists', admin, { type: 'email', value: user.email, userId: user.id })).code).toBe(200);
  });

  it('refuses a bad type and a reader without writeUsers', async () => {
    expect((await call('POST', '/api/admin/checkUserExists', admin, { type: 'nickname', value: 'x' })).code).toBe(400);
    expect((await call('POST', '/api/admin/checkUserExists', reader, { type: 'email', value: 'a@b.co' })).code).toBe(403);
  });
});

describe('POST registerUser and PUT editUserData', () => {
  it('creates a user (email lower-cased) and logs it', async () => {
    const before = await activityCount('Users', 'create');
    const reply = await call('POST', '/api/admin/registerUser', admin, newUser);
    expect(reply).toMatchObject({ code: 200, msg: 'User created successfully' });
    expect(reply.userData).toMatchObject({ username: 'newplayer1', email: 'nora.jensen@example.org', isBlock: false, userType: 'user' });
    expect(await activityCount('Users', 'create')).toBe(before + 1);
  });

  it('refuses the same email, phone or username again with the spec texts', async () => {
    const again = await call('POST', '/api/admin/registerUser', admin, { ...newUser, username: 'otherplayer' });
    expect(again).toMatchObject({ code: 409, msg: 'Email already exists.' });
    const phone = await call('POST', '/api/admin/registerUser', admin, { ...newUser, username: 'otherplayer', email: 'x@y.org' });
    expect(phone.msg).toBe('Phone number already exists.');
    const name = await call('POST', '/api/admin/registerUser', admin, { ...newUser, email: 'x@y.org', mobile: '55500000' });
    expect(name.msg).toBe('Username already exists.');
  });

  it('applies every field rule with the spec messages', async () => {
    const bad = (fields: object) => call('POST', '/api/admin/registerUser', admin, { ...newUser, ...fields });
    expect((await bad({ firstname: 'Al' })).msg).toBe('firstname: Character length must be greater than 2');
    expect((await bad({ lastname: 'Abcdefghijklmnop' })).msg).toBe('lastname: Character length must be less than 16');
    expect((await bad({ firstname: ' Nora' })).msg).toBe('firstname: Name must not start with a space');
    expect((await bad({ email: 'nora@' })).msg).toBe('email: Email is not valid');
    expect((await bad({ mobile: '12ab5678' })).msg).toBe('mobile: Phone number is not valid');
    expect((await bad({ mobile: '1234567' })).msg).toBe('mobile: Phone Number contains 8 digits only');
    expect((await bad({ username: 'short' })).msg).toBe('username: Username is 6-20 characters long');
    expect((await bad({ username: 'a'.repeat(21) })).msg).toBe('username: Username is too long');
    expect((await bad({ username: ' spaced1' })).msg).toBe('username: Username must not start with a space');
    expect((await bad({ mobile: undefined })).msg).toBe('mobile: This field is required');
  });

  it('is refused for a reader', async () => {
    expect((await call('POST', '/api/admin/registerUser', reader, { ...newUser, username: 'readerplayer' })).code).toBe(403);
  });

  it("edits a user, keeps the username, and refuses another user's email", async () => {
    const user = await someUser(3);
    const other = await someUser(4);
    const fields = { firstname: 'Edited', lastname: 'Person', email: user.email, mobile: user.mobile, username: 'ignored-name' };
    const reply = await call('PUT', `/api/admin/editUserData/${user.id}`, admin, fields);
    expect(reply).toMatchObject({ code: 200, msg: 'User updated successfully' });
    expect(reply.userData).toMatchObject({ firstname: 'Edited', username: user.username });
    const clash = await call('PUT', `/api/admin/editUserData/${user.id}`, admin, { ...fields, email: other.email });
    expect(clash).toMatchObject({ code: 409, msg: 'Email already exists.' });
    expect((await call('PUT', `/api/admin/editUserData/${user.id}`, admin, { ...fields, firstname: '' })).msg).toBe(
      'firstname: This field is required',
    );
    expect((await call('PUT', '/api/admin/editUserData/missing', admin, fields)).code).toBe(404);
    expect((await call('PUT', `/api/admin/editUserData/${user.id}`, reader, fields)).code).toBe(403);
  });
});

describe('DELETE blockUser', () => {
  it('toggles the state and says the resulting one', async () => {
    const user = await someUser(5);
    const first = await call('DELETE', `/api/admin/blockUser/${user.id}`, admin);
    expect(first).toMatchObject({ code: 200, block: !user.isBlock, msg: user.isBlock ? 'Unblocked' : 'Successfully Blocked' });
    const second = await call('DELETE', `/api/admin/blockUser/${user.id}`, admin);
    expect(second).toMatchObject({ code: 200, block: user.isBlock });
  });

  it('refuses a reader and an unknown user', async () => {
    const user = await someUser(5);
    expect((await call('DELETE', `/api/admin/blockUser/${user.id}`, reader)).code).toBe(403);
    expect((await call('DELETE', '/api/admin/blockUser/nope', admin)).code).toBe(404);
  });
});

describe('PUT addWalletAmount', () => {
  it('credits and debits in cents with a ledger row for each change', async () => {
    const user = await someUser(6);
    const start = Number(user.walletBalance);
    const credit = await call('PUT', '/api/admin/addWalletAmount', admin, { id: user.id, walletAmount: '10.10' });
    expect(credit.code).toBe(200);
    expect(credit.walletBalance).toBeCloseTo(start + 10.1, 2);
    const debit = await call('PUT', '/api/admin/addWalletAmount', admin, { id: user.id, walletAmount: -0.1 });
    expect(debit.walletBalance).toBeCloseTo(start + 10, 2);
    const ledger = await server.db
      .selectFrom('wallet_ledger')
      .select(['amount', 'kind', 'adminId'])
      .where('userId', '=', user.id)
      .where('kind', 'like', 'admin_%')
      .orderBy('createdAt')
      .execute();
    expect(ledger.map((r) => [Number(r.amount), r.kind])).toEqual([
      [10.1, 'admin_credit'],
      [-0.1, 'admin_debit'],
    ]);
    expect(ledger.every((r) => r.adminId !== null)).toBe(true);
  });

  it('refuses non-numbers, more than 2 decimals, zero and a negative balance, changing nothing', async () => {
    const user = await someUser(7);
    const start = Number(user.walletBalance);
    const ledgerRows = () => server.db.selectFrom('wallet_ledger').select('id').where('userId', '=', user.id).execute();
    const ledgerBefore = (await ledgerRows()).length;
    const put = (walletAmount: unknown) => call('PUT', '/api/admin/addWalletAmount', admin, { id: user.id, walletAmount });
    expect((await put('ten')).msg).toBe('walletAmount: The amount must be a number');
    expect((await put('1e3')).code).toBe(400);
    expect((await put(true)).code).toBe(400);
    expect((await put('1.005')).msg).toBe('walletAmount: The amount can have at most 2 decimals');
    expect((await put(0)).msg).toBe('walletAmount: The amount must not be zero');
    // One cent more than the balance, written as a two-decimal amount (start + 0.01 can carry float noise).
    const overdraw = await put(-Math.round(start * 100 + 1) / 100);
    expect(overdraw).toMatchObject({ code: 400, msg: 'walletAmount: This change would make the wallet balance negative' });
    const after = await server.db.selectFrom('users').select('walletBalance').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(after.walletBalance)).toBe(start);
    expect(await ledgerRows()).toHaveLength(ledgerBefore);
  });

  it('lets the balance reach exactly zero', async () => {
    const user = await someUser(8);
    const start = Number(user.walletBalance);
    if (start === 0) await call('PUT', '/api/admin/addWalletAmount', admin, { id: user.id, walletAmount: 5 });
    const balance = start === 0 ? 5 : start;
    const reply = await call('PUT', '/api/admin/addWalletAmount', admin, { id: user.id, walletAmount: -balance });
    expect(reply).toMatchObject({ code: 200, walletBalance: 0 });
  });

  it('refuses a reader and an unknown user', async () => {
    expect((await call('PUT', '/api/admin/addWalletAmount', reader, { id: 'x', walletAmount: 1 })).code).toBe(403);
    expect((await call('PUT', '/api/admin/addWalletAmount', admin, { id: 'missing', walletAmount: 1 })).code).toBe(404);
  });
});

describe('PUT updateUserPassword and POST changeUserTypeToStreamer', () => {
  it('stores an argon2id hash of the new password', async () => {
    const user = await someUser(9);
    const reply = await call('PUT', '/api/admin/updateUserPassword', admin, { userid: user.id, password: 'aB3$aB3$aB3$' });
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Password updated, but no mail was sent: no mail server is configured. Give the user the new password yourself.',
      mailSent: false,
    });
    const row = await server.db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a common or published password, and the user's current one", async () => {
    const user = await someUser(9);
    const set = (password: string) => call('PUT', '/api/admin/updateUserPassword', admin, { userid: user.id, password });
    for (const published of ['Admin@12345', 'tEAM@12345', 'Qwerty@123']) {
      expect(await set(published), published).toEqual({
        code: 400,
        msg: 'password: This password is too common or published: choose another one',
      });
    }
    expect((await set('Harbour#Kite7')).code).toBe(200);
    expect(await set('Harbour#Kite7')).toEqual({ code: 400, msg: 'password: The new password must differ from the current one' });
    expect((await set('Harbour#Kite8')).code).toBe(200);
  });

  it('refuses a short password and a reader', async () => {
    const user = await someUser(9);
    expect((await call('PUT', '/api/admin/updateUserPassword', admin, { userid: user.id, password: 'short' })).code).toBe(400);
    expect((await call('PUT', '/api/admin/updateUserPassword', reader, { userid: user.id, password: 'aB3$aB3$aB3$' })).code).toBe(403);
  });

  it('changes a user to streamer once', async () => {
    const user = await someUser(10);
    const reply = await call('POST', '/api/admin/changeUserTypeToStreamer', admin, { userId: user.id });
    expect(reply).toMatchObject({ code: 200, msg: 'You have successfully changed the user type.', userType: 'streamer' });
    expect((await call('POST', '/api/admin/changeUserTypeToStreamer', admin, { userId: user.id })).code).toBe(409);
    expect((await call('POST', '/api/admin/changeUserTypeToStreamer', admin, {})).msg).toBe('userId: This field is required');
    expect((await call('POST', '/api/admin/changeUserTypeToStreamer', reader, { userId: user.id })).code).toBe(403);
  });
});

describe('profile details, login history and inventory', () => {
  async function userWithInventory() {
    return server.db
      .selectFrom('inventory')
      .select(['inventory.id as inventoryId', 'inventory.userId'])
      .orderBy('inventory.id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it('returns the profile with its lists in the spec shapes', async () => {
    const { userId } = await userWithInventory();
    const reply = await call('GET', `/api/admin/getUserDetailById/${userId}`, reader);
    expect(reply.code).toBe(200);
    expect(reply.userData).toMatchObject({ _id: userId });
    expect(typeof (reply.userData as { walletBalance: unknown }).walletBalance).toBe('number');
    expect(reply).toHaveProperty('openBoxCount');
    expect(reply).toHaveProperty('pnL');
    expect(reply.playBattleList).toEqual([]);
    const inventory = reply.inventoryList as Array<{ productId: { name: string; sellPrice: number } }>;
    expect(inventory.length).toBeGreaterThan(0);
    expect(inventory[0].productId).toMatchObject({ name: expect.any(String), sellPrice: expect.any(Number) });
    const wins = reply.boxList as Array<{ result: { pid: unknown }; boxId: unknown }>;
    if (wins.length > 0) expect(wins[0].result.pid).toMatchObject({ name: expect.any(String) });
  });

  it('returns the login history, newest first', async () => {
    const row = await server.db.selectFrom('login_history').select('userId').limit(1).executeTakeFirstOrThrow();
    const reply = await call('GET', `/api/admin/getloginHistoryData/${row.userId}`, admin);
    const history = reply.loginHistory as Array<{ loginAt: string; ip: string }>;
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toHaveProperty('ip');
    for (let i = 1; i < history.length; i += 1) expect(history[i - 1].loginAt >= history[i].loginAt).toBe(true);
  });

  it('refuses outsiders and unknown users', async () => {
    expect((await call('GET', '/api/admin/getUserDetailById/missing', admin)).code).toBe(404);
    expect((await call('GET', '/api/admin/getloginHistoryData/missing', admin)).code).toBe(404);
    const { userId } = await userWithInventory();
    expect((await call('GET', `/api/admin/getUserDetailById/${userId}`, outsider)).code).toBe(403);
  });

  it('removes an inventory item only for its own user', async () => {
    const { inventoryId, userId } = await userWithInventory();
    expect((await call('DELETE', `/api/admin/deleteInventory/${inventoryId}/other-user`, admin)).code).toBe(404);
    expect((await call('DELETE', `/api/admin/deleteInventory/${inventoryId}/${userId}`, reader)).code).toBe(403);
    const reply = await call('DELETE', `/api/admin/deleteInventory/${inventoryId}/${userId}`, admin);
    expect(reply).toMatchObject({ code: 200, msg: 'Successfully Deleted' });
    const gone = await server.db.selectFrom('inventory').select('id').where('id', '=', inventoryId).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('deletes', () => {
  it('removes one user and several users, with delUsers only', async () => {
    const a = await someUser(20);
    expect((await call('DELETE', `/api/admin/removeUser/${a.id}`, reader)).code).toBe(403);
    expect(await call('DELETE', `/api/admin/removeUser/${a.id}`, admin)).toMatchObject({ code: 200, msg: 'Successfully Deleted' });
    expect((await call('DELETE', `/api/admin/removeUser/${a.id}`, admin)).code).toBe(404);
    const b = await someUser(20);
    const c = await someUser(21);
    expect((await call('PUT', '/api/admin/deleteSelectedUsers', admin, { ids: [] })).code).toBe(400);
    const reply = await call('PUT', '/api/admin/deleteSelectedUsers', admin, { ids: [b.id, c.id] });
    expect(reply).toMatchObject({ code: 200, msg: 'Your selected items deleted', deletedCount: 2 });
    expect(await activityCount('Users', 'delete')).toBeGreaterThanOrEqual(2);
  });

  it('POST removeUser with an id list (the demo table) deletes them, with delUsers only, logged', async () => {
    const d = await someUser(22);
    const e = await someUser(23);
    expect((await call('POST', '/api/admin/removeUser', reader, { ids: [d.id] })).code).toBe(403);
    expect((await call('POST', '/api/admin/removeUser', admin, { ids: [] })).code).toBe(400);
    expect((await call('POST', '/api/admin/removeUser', admin, { ids: ['no-such-user'] })).code).toBe(404);
    const before = await activityCount('Users', 'delete');
    const reply = await call('POST', '/api/admin/removeUser', admin, { ids: [d.id, e.id] });
    expect(reply).toMatchObject({ code: 200, msg: 'Your selected items deleted', deletedCount: 2 });
    expect(await activityCount('Users', 'delete')).toBe(before + 1);
    const left = await server.db.selectFrom('users').select('id').where('id', 'in', [d.id, e.id]).execute();
    expect(left).toEqual([]);
  });
});
