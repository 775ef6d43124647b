/**
 * Security findings of issue 14: password guessing spread over many addresses is stopped per
 * account, failed sign-ins leave a trace in the activity log, weak passwords are refused on every
 * password route, and a super admin cannot take away their own super access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let superToken: string;

beforeAll(async () => {
  server = await makeTestServer();
  superToken = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, password: string, address: string) =>
  server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: address });

describe('password guessing', () => {
  it('stops guesses at one account from many addresses, even with the right password afterwards', async () => {
    await server.createAdmin({ email: 'target@example.com', password: 'Target@1234', role: ['readBrand'] });
    for (let i = 0; i < 20; i += 1) {
      expect(envelope(await login('target@example.com', `Wrong@${i}pass`, `127.0.1.${i + 1}`)).code).toBe(401);
    }
    const next = envelope(await login('target@example.com', 'Target@1234', '127.0.2.1'));
    expect(next.code).toBe(429);
    expect(next.msg).toMatch(/^Too many failed sign-in attempts/);
    // another account is not affected
    expect(envelope(await login(SUPER_ADMIN.email, SUPER_ADMIN.password, '127.0.2.2')).code).toBe(200);
  });

  it('leaves a trace of a failed sign-in in the activity log, without the password', async () => {
    await server.createAdmin({ email: 'traced@example.com', password: 'Traced@1234', role: ['readBrand'] });
    await login('traced@example.com', 'Guess@1234', '127.0.3.1');
    const rows = await server.db
      .selectFrom('activity_logs')
      .select(['module', 'action', 'description'])
      .where('action', '=', 'failedLogin')
      .execute();
    const row = rows.find((r) => r.description.includes('traced@example.com'));
    expect(row).toMatchObject({ module: 'Auth', action: 'failedLogin' });
    expect(row?.description).toContain('127.0.3.1');
    expect(row?.description).not.toContain('Guess@1234');
  });
});

describe('password policy', () => {
  const rule = 'Must contain 8 characters, One uppercase, One lowercase, One number and one special case character';

  it('refuses weak passwords when an admin changes their own', async () => {
    const email = 'changer@example.com';
    await server.createAdmin({ email, password: 'Changer@123', role: ['writeChangePassword'] });
    const token = await server.loginAs(email, 'Changer@123');
    for (const weak of ['password', '12345678', ' '.repeat(8)]) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/admin/changePassword',
        headers: bearer(token),
        payload: { old_password: 'Changer@123', password: weak, confirm_password: weak },
      });
      expect(envelope(res), weak).toEqual({ code: 400, msg: `password: ${rule}` });
    }
    const huge = `Aa1@${'x'.repeat(450_000)}`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/changePassword',
      headers: bearer(token),
      payload: { old_password: 'Changer@123', password: huge, confirm_password: huge },
    });
    expect(envelope(res).code).toBe(400);
  });

  it('refuses weak passwords set for a shop user', async () => {
    const user = await server.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/updateUserPassword',
      headers: bearer(superToken),
      payload: { userid: user.id, password: '12345678' },
    });
    expect(envelope(res)).toEqual({ code: 400, msg: `password: ${rule}` });
  });
});

describe('the last super admin', () => {
  it('cannot take away their own super access', async () => {
    const me = await server.db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/updateTeamData',
      headers: bearer(superToken),
      payload: {
        firstName: 'Super',
        lastName: 'Admin',
        email: SUPER_ADMIN.email,
        role: ['readBrand'],
        userId: me.id,
        existEmail: SUPER_ADMIN.email,
      },
    });
    expect(envelope(res)).toEqual({ code: 409, msg: 'role: You cannot remove your own super admin access; another super admin can.' });
    const row = await server.db.selectFrom('admins').select('role').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.role).toContain('suUsers');
  });
});

describe('security headers', () => {
  it('refuses framing by other sites, keeps scripts to the admin’s own and sends no referrer', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/checkValidtoken' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets an operator allow framing by named origins', async () => {
    const framed = await makeTestServer({ seed: false, frameAncestors: 'https://shop.example.com' });
    const res = await framed.app.inject({ method: 'GET', url: '/api/admin/checkValidtoken' });
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors https://shop.example.com');
    await framed.close();
  });
});
