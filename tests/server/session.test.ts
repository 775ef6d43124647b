import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../../server/auth/jwt';
import { DEMO_TEAM } from '../../server/db/seed/index';
import { SUPER_ADMIN, TEST_JWT_SECRET, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let clock = Date.parse('2025-01-01T12:00:00Z');

beforeAll(async () => {
  server = await makeTestServer({ loginThrottle: { now: () => clock } });
});
afterAll(async () => {
  await server.close();
});

const login = (payload: unknown, ip = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as Record<string, unknown>, remoteAddress: ip });
const checkToken = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/admin/checkValidtoken', headers });

describe('POST /api/admin/login', () => {
  it('signs the super admin in and the token passes checkValidtoken', async () => {
    const res = await login(SUPER_ADMIN);
    const body = envelope(res);
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Login successfully' });
    expect(typeof body.token).toBe('string');

    const check = await checkToken(bearer(body.token as string));
    expect(check.statusCode).toBe(200);
    expect(envelope(check)).toEqual({ code: 200, msg: 'Token is valid' });
  });

  it('accepts the email in upper case and with spaces around it', async () => {
    const res = await login({ email: '  ADMIN@Example.COM ', password: SUPER_ADMIN.password });
    expect(envelope(res).code).toBe(200);
  });

  it('refuses an unknown email with 401 "Invalid email or password"', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'Whatever@1' }, '10.0.1.1');
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ code: 401, msg: 'Invalid email or password' });
  });

  it('refuses a wrong password with the same message', async () => {
    const res = await login({ email: SUPER_ADMIN.email, password: 'wrong-password' }, '10.0.1.2');
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ code: 401, msg: 'Invalid email or password' });
  });

  it('names the field of an invalid email (400)', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ code: 400, msg: 'email: Email is not valid' });
  });

  it('names a missing password and a missing email (400)', async () => {
    const noPassword = await login({ email: SUPER_ADMIN.email });
    expect(noPassword.statusCode).toBe(400);
    expect(envelope(noPassword)).toEqual({ code: 400, msg: 'password: This field is required' });

    const noBody = await server.app.inject({ method: 'POST', url: '/api/admin/login' });
    expect(envelope(noBody)).toEqual({ code: 400, msg: 'email: This field is required' });
  });

  it('refuses a blocked member with a clear message', async () => {
    const blocked = DEMO_TEAM.find((m) => m.isBlock);
    if (!blocked) throw new Error('the demo team has a blocked member');
    const res = await login({ email: blocked.email, password: blocked.password });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).msg).toBe('Your account is blocked. Please contact a super admin.');
  });

  it('writes an Auth/login activity row for the admin', async () => {
    const email = 'logger@example.com';
    const id = await server.createAdmin({ email, password: 'Logger@12345', role: ['readDashboard'] });
    await server.loginAs(email, 'Logger@12345');
    const rows = await server.db.selectFrom('activity_logs').selectAll().where('adminId', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module: 'Auth', action: 'login', description: 'Test Member (logger@example.com) signed in' });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('after 5 failures for one email and IP replies 429 saying how long to wait, until the window passes', async () => {
    const email = 'throttled@example.com';
    await server.createAdmin({ email, password: 'Right@12345' });
    const ip = '10.0.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ email, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    }
    const refused = await login({ email, password: 'Right@12345' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toEqual({
      code: 429,
      msg: 'Too many failed sign-in attempts. Please wait 15 minute(s) and try again.',
    });

    // another IP is not affected, and the wait shrinks with time
    expect(envelope(await login({ email, password: 'Right@12345' }, '10.0.9.10')).code).toBe(200);
    clock += 10 * 60_000;
    expect(envelope(await login({ email, password: 'Right@12345' }, ip)).msg).toContain('wait 5 minute(s)');

    clock += 5 * 60_000 + 1;
    expect(envelope(await login({ email, password: 'Right@12345' }, ip)).code).toBe(200);
  });
});

describe('GET /api/admin/checkValidtoken', () => {
  it('replies 401 without a token, with a garbage token and with a token signed by another secret', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer garbage' }, { authorization: 'Basic abc' }];
    for (const headers of attempts) {
      const res = await checkToken(headers);
      expect(res.statusCode).toBe(401);
      expect(envelope(res).code).toBe(401);
    }
    const foreign = await signAdminToken('another-secret-0123456789-abcdefghijklmnop', 'x', '1h');
    expect((await checkToken(bearer(foreign))).statusCode).toBe(401);
  });

  it('replies 401 "session has expired" for an expired token', async () => {
    const admin = await server.db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    const expired = await signAdminToken(TEST_JWT_SECRET, admin.id, Math.floor(Date.now() / 1000) - 60);
    const res = await checkToken(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ code: 401, msg: 'Your session has expired. Please sign in again.' });
  });

  it('replies 401 once the member is blocked or deleted after the token was issued', async () => {
    const email = 'soon-blocked@example.com';
    const id = await server.createAdmin({ email, password: 'Member@12345', role: ['readUsers'] });
    const token = await server.loginAs(email, 'Member@12345');
    expect((await checkToken(bearer(token))).statusCode).toBe(200);

    await server.db.updateTable('admins').set({ isBlock: true }).where('id', '=', id).execute();
    const blocked = await checkToken(bearer(token));
    expect(blocked.statusCode).toBe(401);
    expect(envelope(blocked).msg).toBe('Your account is blocked. Please contact a super admin.');

    await server.db.deleteFrom('activity_logs').where('adminId', '=', id).execute();
    await server.db.deleteFrom('admins').where('id', '=', id).execute();
    expect(envelope(await checkToken(bearer(token)))).toEqual({ code: 401, msg: 'Your account no longer exists' });
  });
});

describe('GET /api/admin/getAdminDetails', () => {
  it('replies the admin with role, the counts and the settings', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/getAdminDetails', headers: bearer(token) });
    const body = envelope(res);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'partnerCount', 'productCount', 'settings', 'userCount']);
    expect(body.data).toEqual({
      _id: expect.any(String),
      firstname: 'Super',
      lastname: 'Admin',
      email: SUPER_ADMIN.email,
      profile: null,
      role: ['suUsers'],
    });

    const counts = await server.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('users')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('users'),
        eb
          .selectFrom('products')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('products'),
        eb
          .selectFrom('partners')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('partners'),
      ])
      .executeTakeFirstOrThrow();
    expect(body).toMatchObject({ userCount: counts.users, productCount: counts.products, partnerCount: counts.partners });
    expect(body.userCount).toBeGreaterThan(0);
    const settings = await server.db.selectFrom('admin_settings').select('boxProfit').executeTakeFirstOrThrow();
    expect(body.settings).toEqual({ boxProfit: settings.boxProfit });
  });

  it('counts follow the users and products as they are added and removed, whichever way they change', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const details = async () => {
      const body = envelope(await server.app.inject({ method: 'GET', url: '/api/admin/getAdminDetails', headers: bearer(token) }));
      return { users: body.userCount as number, products: body.productCount as number };
    };
    const before = await details();
    expect(await details()).toEqual(before);

    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/registerUser',
      headers: bearer(token),
      payload: { username: 'countedplayer', firstname: 'Cora', lastname: 'Count', email: 'cora.count@example.org', mobile: '55598765' },
    });
    expect(envelope(created).code).toBe(200);
    expect(await details()).toEqual({ users: before.users + 1, products: before.products });

    await server.db.deleteFrom('users').where('username', '=', 'countedplayer').execute();
    await server.db
      .insertInto('products')
      .values({ id: 'c0ffee00c0ffee00c0ffee00', name: 'Counted product', sellPrice: 10, purchasePrice: 5, categoryId: [], image: [] })
      .execute();
    expect(await details()).toEqual({ users: before.users, products: before.products + 1 });
    await server.db.deleteFrom('products').where('id', '=', 'c0ffee00c0ffee00c0ffee00').execute();
    expect(await details()).toEqual(before);
  });

  it('never exposes the password hash', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/getAdminDetails', headers: bearer(token) });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });
});
