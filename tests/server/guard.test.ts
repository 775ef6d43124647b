import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app';
import { ApiError, idParams, t } from '../../server/http';
import { okReply } from '../../server/replySchema';
import { route } from '../../server/route';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;

const renameBody = z.object({ name: z.string().trim().min(1, t('validation.required')) });

beforeAll(async () => {
  server = await makeTestServer({
    seed: false, // these tests make their own members
    extraModules: {
      'test.ts': {
        routes: [
          route({
            method: 'GET',
            url: '/test/categories',
            access: { anyOf: ['readCategory', 'writeCategory'] },
            schema: { response: { 200: okReply({ who: z.string() }) } },
            handler: async ({ admin }) => ({ msg: 'ok', who: admin.email }),
          }),
          route({
            method: 'PUT',
            url: '/test/renameCategory/:id',
            access: { anyOf: ['writeCategory'] },
            schema: { params: idParams, body: renameBody, response: { 200: okReply({ name: z.string() }) } },
            activity: {
              module: 'Category',
              action: 'update',
              describe: ({ params }, result) => `Renamed category ${params.id} to ${String(result.name)}`,
            },
            handler: async ({ body }) => {
              const { name } = body;
              if (name === 'boom') throw new ApiError(409, 'refused on purpose');
              return { msg: 'Renamed', name };
            },
          }),
          route({
            method: 'GET',
            url: '/test/superOnly',
            access: 'super',
            schema: { response: { 200: okReply() } },
            handler: async () => ({ msg: 'ok' }),
          }),
        ],
      },
    },
  });
});
beforeAll(async () => {
  await server.createAdmin({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password, role: ['suUsers'] });
});
afterAll(async () => {
  await server.close();
});

async function member(email: string, role: string[]): Promise<{ id: string; token: string }> {
  const id = await server.createAdmin({ email, password: 'Member@12345', role });
  return { id, token: await server.loginAs(email, 'Member@12345') };
}

describe('route access', () => {
  it('refuses a member without the permission with 403 and the permission message', async () => {
    const { token } = await member('no-category@example.com', ['readUsers']);
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toEqual({ code: 403, msg: 'You do not have permission to access this' });
  });

  it('allows a member holding any of the permissions, and a super admin', async () => {
    const { token } = await member('reads-category@example.com', ['readCategory']);
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toEqual({ code: 200, msg: 'ok', who: 'reads-category@example.com' });

    const superToken = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/test/superOnly', headers: bearer(superToken) })).statusCode).toBe(
      200,
    );
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/test/superOnly', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('applies a role change on the next request, with the same token', async () => {
    const { id, token } = await member('promoted@example.com', ['readUsers']);
    const call = () => server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(token) });
    expect((await call()).statusCode).toBe(403);
    await server.db
      .updateTable('admins')
      .set({ role: ['readCategory'] })
      .where('id', '=', id)
      .execute();
    expect((await call()).statusCode).toBe(200);
    await server.db.updateTable('admins').set({ role: [] }).where('id', '=', id).execute();
    expect((await call()).statusCode).toBe(403);
  });

  it('applies a block, a sign-out elsewhere and a deletion on the next request, whoever wrote them', async () => {
    const { id, token } = await member('changing@example.com', ['readCategory']);
    const call = async () =>
      envelope(await server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(token) }));
    expect(await call()).toMatchObject({ code: 200 });
    // written straight to the database, as a script or another server would
    await server.db.updateTable('admins').set({ isBlock: true }).where('id', '=', id).execute();
    expect(await call()).toEqual({ code: 401, msg: t('server.auth.accountBlocked') });
    await server.db.updateTable('admins').set({ isBlock: false }).where('id', '=', id).execute();
    expect(await call()).toMatchObject({ code: 200 });
    await server.db
      .updateTable('admins')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', id)
      .execute();
    expect(await call()).toEqual({ code: 401, msg: t('server.auth.tokenInvalid') });
    const { id: otherId, token: other } = await member('deleted-soon@example.com', ['readCategory']);
    const callOther = async () =>
      envelope(await server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(other) }));
    expect(await callOther()).toMatchObject({ code: 200 });
    await server.db.deleteFrom('admins').where('id', '=', otherId).execute();
    expect(await callOther()).toEqual({ code: 401, msg: t('server.auth.accountGone') });
  });

  it('answers each of many simultaneous requests with its own admin, and a change made meanwhile from the next ones on', async () => {
    const reader = await member('many-reader@example.com', ['readCategory']);
    const outsider = await member('many-outsider@example.com', ['readUsers']);
    const call = (token: string) => server.app.inject({ method: 'GET', url: '/api/admin/test/categories', headers: bearer(token) });
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i % 2 ? outsider.token : reader.token)));
    expect(first.map((res) => res.statusCode)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 403 : 200)));
    expect(envelope(first[0])).toMatchObject({ who: 'many-reader@example.com' });
    await server.db
      .updateTable('admins')
      .set({ role: ['readCategory'] })
      .where('id', '=', outsider.id)
      .execute();
    const next = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i % 2 ? outsider.token : reader.token)));
    expect(next.map((res) => res.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(envelope(next[1])).toMatchObject({ who: 'many-outsider@example.com' });
  });

  it('checks the token before the permission: no token is 401, not 403', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/test/categories' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ code: 401, msg: 'Please sign in to continue' });
  });

  it('checks access before the declared schema: an invalid body from a caller without the permission is 401/403, not 400', async () => {
    const url = '/api/admin/test/renameCategory/c1';
    const anonymous = await server.app.inject({ method: 'PUT', url, payload: { name: '' } });
    expect(envelope(anonymous)).toEqual({ code: 401, msg: 'Please sign in to continue' });
    const { token } = await member('reader-of-invalid@example.com', ['readCategory']);
    const reader = await server.app.inject({ method: 'PUT', url, headers: bearer(token), payload: { name: '' } });
    expect(envelope(reader)).toEqual({ code: 403, msg: 'You do not have permission to access this' });
    const { token: writer } = await member('writer-of-invalid@example.com', ['writeCategory']);
    const missing = await server.app.inject({ method: 'PUT', url, headers: bearer(writer) });
    expect(envelope(missing)).toEqual({ code: 400, msg: 'name: This field is required' });
  });
});

describe('activity log of mutations', () => {
  it('writes a row after a successful mutation, with the admin, module, action and description', async () => {
    const { id, token } = await member('renamer@example.com', ['writeCategory']);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/test/renameCategory/c1',
      headers: bearer(token),
      payload: { name: 'Sneakers' },
    });
    expect(envelope(res)).toEqual({ code: 200, msg: 'Renamed', name: 'Sneakers' });
    const rows = await server.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('adminId', '=', id)
      .where('module', '=', 'Category')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', description: 'Renamed category c1 to Sneakers' });
  });

  it('writes nothing when the mutation fails or is refused', async () => {
    const { id, token } = await member('failing-renamer@example.com', ['writeCategory']);
    const put = (payload: Record<string, unknown>, headers = bearer(token)) =>
      server.app.inject({ method: 'PUT', url: '/api/admin/test/renameCategory/c1', headers, payload });

    const invalid = await put({ name: '  ' });
    expect(envelope(invalid)).toEqual({ code: 400, msg: 'name: This field is required' });
    const refused = await put({ name: 'boom' });
    expect(envelope(refused)).toEqual({ code: 409, msg: 'refused on purpose' });
    const { token: readerToken } = await member('reader-only@example.com', ['readCategory']);
    expect((await put({ name: 'x' }, bearer(readerToken))).statusCode).toBe(403);

    const rows = await server.db
      .selectFrom('activity_logs')
      .select('id')
      .where('module', '=', 'Category')
      .where('adminId', '=', id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('route declaration is enforced', () => {
  it('refuses to start with an /api/ route added outside a route module', async () => {
    const app = await buildApp({ db: server.db, jwtSecret: 'x'.repeat(32), modules: {} });
    expect(() => app.get('/api/admin/undeclared', async () => ({ code: 200, msg: 'oops' }))).toThrow(/no declared access/);
    await app.close();
  });

  it('refuses a mutation that does not say what it logs', async () => {
    const spec = {
      method: 'POST',
      url: '/x',
      access: 'authenticated',
      schema: { response: { 200: okReply() } },
      handler: async () => ({ msg: 'x' }),
    };
    // @ts-expect-error activity is required on a mutation; this checks the runtime guard too
    expect(() => route(spec)).toThrow(/must declare activity/);
  });
});
