/**
 * Server-side sign-out (issues 14 and 62): POST /api/admin/logout ends the session of the token that
 * calls it, and only that one: the admin's other browsers and other admins stay signed in. It is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer();
});
afterAll(async () => {
  await server.close();
});

const check = async (token: string) =>
  envelope(await server.app.inject({ method: 'GET', url: '/api/admin/checkValidtoken', headers: bearer(token) })).code;
const logout = (headers: Record<string, string> = {}) => server.app.inject({ method: 'POST', url: '/api/admin/logout', headers });

describe('POST /api/admin/logout', () => {
  it("ends the caller's session only: not the same admin's other browser, nor another admin's", async () => {
    await server.createAdmin({ email: 'leaver@example.com', password: 'Leaver@1234', role: ['readBrand'] });
    const here = await server.loginAs('leaver@example.com', 'Leaver@1234');
    const elsewhere = await server.loginAs('leaver@example.com', 'Leaver@1234');
    const other = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);

    expect(envelope(await logout(bearer(here)))).toEqual({ code: 200, msg: 'Signed out' });
    expect(await check(here)).toBe(401);
    expect(await check(elsewhere)).toBe(200);
    expect(await check(other)).toBe(200);
    // signing in again works
    expect(await check(await server.loginAs('leaver@example.com', 'Leaver@1234'))).toBe(200);
  });

  it('is logged in the activity log', async () => {
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await logout(bearer(token));
    const row = await server.db
      .selectFrom('activity_logs')
      .select(['module', 'action', 'description'])
      .where('action', '=', 'logout')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    expect(row).toEqual({ module: 'Auth', action: 'logout', description: 'Super Admin (admin@example.com) signed out' });
  });

  it('needs a valid token: without one, or with one already signed out, it is a 401', async () => {
    expect(envelope(await logout())).toEqual({ code: 401, msg: 'Please sign in to continue' });
    const token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await logout(bearer(token));
    expect(envelope(await logout(bearer(token))).code).toBe(401);
  });
});
