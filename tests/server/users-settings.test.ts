/**
 * Settings endpoints (core §7): updateAdminProfile, changePassword (argon2id, other tokens stop
 * working), updateBoxProfit and updateCurrentBoxesProfit; each with a denied and a bad-input call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let viewer: string; // readProfile + readChangePassword + readPreferences: may look, not change

beforeAll(async () => {
  server = await makeTestServer();
  admin = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await server.createAdmin({ email: 'viewer-settings@example.com', role: ['readProfile', 'readChangePassword', 'readPreferences'] });
  viewer = await server.loginAs('viewer-settings@example.com', 'Member@12345');
});

afterAll(async () => {
  await server?.close();
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return envelope(await server.app.inject({ method, url, headers: bearer(token), payload }));
}

async function adminId(email: string): Promise<string> {
  return (await server.db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('POST updateAdminProfile', () => {
  it('updates the signed-in admin and shows in the admin details', async () => {
    const id = await adminId(SUPER_ADMIN.email);
    const reply = await call('POST', '/api/admin/updateAdminProfile', admin, {
      id,
      firstname: 'Chief',
      lastname: 'Admin',
      email: SUPER_ADMIN.email,
    });
    expect(reply).toMatchObject({ code: 200, msg: 'Profile updated successfully' });
    const details = await call('GET', '/api/admin/getAdminDetails', admin);
    expect(details.data).toMatchObject({ firstname: 'Chief', lastname: 'Admin' });
  });

  it("refuses bad input, another admin's id or email, and an admin without write permission", async () => {
    const id = await adminId(SUPER_ADMIN.email);
    expect(
      (await call('POST', '/api/admin/updateAdminProfile', admin, { id, firstname: 'Al', lastname: 'Admin', email: SUPER_ADMIN.email }))
        .msg,
    ).toBe('firstname: Character length must be greater than 2');
    expect(
      (await call('POST', '/api/admin/updateAdminProfile', admin, { id, firstname: 'Chief', lastname: 'Admin', email: 'bad' })).code,
    ).toBe(400);
    const taken = await call('POST', '/api/admin/updateAdminProfile', admin, {
      id,
      firstname: 'Chief',
      lastname: 'Admin',
      email: 'support@example.com',
    });
    expect(taken).toMatchObject({ code: 409, msg: 'Email already exists.' });
    const other = await adminId('support@example.com');
    expect(
      (
        await call('POST', '/api/admin/updateAdminProfile', admin, {
          id: other,
          firstname: 'Chief',
          lastname: 'Admin',
          email: 'x@example.com',
        })
      ).code,
    ).toBe(403);
    const viewerId = await adminId('viewer-settings@example.com');
    expect(
      (
        await call('POST', '/api/admin/updateAdminProfile', viewer, {
          id: viewerId,
          firstname: 'View',
          lastname: 'Only',
          email: 'viewer-settings@example.com',
        })
      ).code,
    ).toBe(403);
  });
});

describe('PUT updateBoxProfit and updateCurrentBoxesProfit', () => {
  it('stores the profit for new boxes, then pushes it to the current boxes', async () => {
    const reply = await call('PUT', '/api/admin/updateBoxProfit', admin, { boxProfit: 12.5 });
    expect(reply).toMatchObject({ code: 200, msg: 'Profit updated for New Boxes', boxProfit: 12.5 });
    expect((await call('GET', '/api/admin/getAdminDetails', admin)).settings).toEqual({ boxProfit: 12.5 });
    const current = await call('PUT', '/api/admin/updateCurrentBoxesProfit', admin, {});
    expect(current).toMatchObject({ code: 200, msg: 'Profit Updated for current Boxes', boxProfit: 12.5 });
    const boxes = await server.db.selectFrom('boxes').select('boxProfit').execute();
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((b) => Number(b.boxProfit) === 12.5)).toBe(true);
  });

  it('refuses zero, text, 3 decimals and an admin without writePreferences', async () => {
    expect((await call('PUT', '/api/admin/updateBoxProfit', admin, { boxProfit: 0 })).msg).toBe('boxProfit: This field is required');
    expect((await call('PUT', '/api/admin/updateBoxProfit', admin, { boxProfit: 'abc' })).code).toBe(400);
    expect((await call('PUT', '/api/admin/updateBoxProfit', admin, {})).msg).toBe('boxProfit: This field is required');
    expect((await call('PUT', '/api/admin/updateBoxProfit', admin, { boxProfit: 1.234 })).code).toBe(400);
    expect((await call('PUT', '/api/admin/updateBoxProfit', viewer, { boxProfit: 5 })).code).toBe(403);
    expect((await call('PUT', '/api/admin/updateCurrentBoxesProfit', viewer, {})).code).toBe(403);
    expect((await call('PUT', '/api/admin/updateCurrentBoxesProfit', admin, { boxProfit: -1 })).code).toBe(400);
  });
});

describe('POST changePassword', () => {
  it('applies the spec rules and refuses a wrong old password or a reader', async () => {
    const change = (body: object, token = admin) => call('POST', '/api/admin/changePassword', token, body);
    expect((await change({ password: 'NewPass@123', confirm_password: 'NewPass@123' })).msg).toBe('old_password: This field is required');
    expect((await change({ old_password: SUPER_ADMIN.password, password: 'short', confirm_password: 'short' })).msg).toBe(
      'password: password length must be greater than 8',
    );
    expect((await change({ old_password: SUPER_ADMIN.password, password: 'NewPass@123', confirm_password: 'Other@123' })).msg).toBe(
      'confirm_password: Confirm Password not matche',
    );
    expect((await change({ old_password: 'wrong-old', password: 'NewPass@123', confirm_password: 'NewPass@123' })).msg).toBe(
      'old_password: Old password is incorrect',
    );
    expect((await change({ old_password: 'Member@12345', password: 'NewPass@123', confirm_password: 'NewPass@123' }, viewer)).code).toBe(
      403,
    );
  });

  it('refuses the current password and a common or published one as the new password', async () => {
    const change = (password: string) =>
      call('POST', '/api/admin/changePassword', admin, { old_password: SUPER_ADMIN.password, password, confirm_password: password });
    expect(await change(SUPER_ADMIN.password)).toEqual({ code: 400, msg: 'password: The new password must differ from the current one' });
    for (const published of ['Team@12345', 'P@ssw0rd', 'Welcome@123']) {
      expect(await change(published), published).toEqual({
        code: 400,
        msg: 'password: This password is too common or published: choose another one',
      });
    }
    // still the old password: nothing changed
    expect((await call('GET', '/api/admin/checkValidtoken', admin)).code).toBe(200);
  });

  it('stores an argon2id hash, keeps the caller signed in with a new token and ends the other sessions', async () => {
    const otherSession = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const reply = await call('POST', '/api/admin/changePassword', admin, {
      old_password: SUPER_ADMIN.password,
      password: 'NewPass@123',
      confirm_password: 'NewPass@123',
    });
    expect(reply).toMatchObject({ code: 200, msg: 'Password changed successfully' });
    const fresh = String(reply.token);
    expect((await call('GET', '/api/admin/checkValidtoken', fresh)).code).toBe(200);
    expect((await call('GET', '/api/admin/checkValidtoken', otherSession)).code).toBe(401);
    expect((await call('GET', '/api/admin/checkValidtoken', admin)).code).toBe(401);
    const row = await server.db
      .selectFrom('admins')
      .select('passwordHash')
      .where('email', '=', SUPER_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password)).rejects.toThrow();
    const relogin = await server.loginAs(SUPER_ADMIN.email, 'NewPass@123');
    expect((await call('GET', '/api/admin/checkValidtoken', relogin)).code).toBe(200);
  });
});
