/**
 * Contract below the dataProvider: the same raw requests sent over HTTP to the Fastify adapter and
 * to QA mode's in-tab adapter (src/dataProvider/fake/adapter.ts) get the same HTTP status, the same
 * Content-Type and the same `{code, msg}` body: routes not found, the guard's 401 and 403 before
 * validation, NUL refusal and validation texts, bodies that are not JSON or too large, multipart
 * without a boundary or with a NUL in a field, a handler's refusal (404, 409) and a 200.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../../src/dataProvider/fake';
import { makeTestServer, SUPER_ADMIN, type TestServer } from '../helpers';

let server: TestServer;
let base = '';
let fake: FakeBackend;
const tokens = { server: { super: '', viewer: '' }, fake: { super: '', viewer: '' } };

type Side = 'server' | 'fake';
type Who = 'none' | 'super' | 'viewer' | 'forged';

interface Sent {
  method?: string;
  path: string;
  who?: Who;
  type?: string;
  body?: string | FormData;
}

interface Answer {
  status: number;
  type: string | null;
  body: Record<string, unknown>;
}

async function send(side: Side, { method = 'GET', path, who = 'none', type, body }: Sent): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (who === 'forged') headers.authorization = 'Bearer not.a.token';
  else if (who !== 'none') headers.authorization = `Bearer ${tokens[side][who]}`;
  if (type) headers['content-type'] = type;
  const go = side === 'server' ? fetch : fake.fetch;
  const res = await go(`${side === 'server' ? base : ''}/api/admin${path}`, { method, headers, body });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

/** The request on both adapters: what the fake answers must be what the server answers. */
async function both(request: Sent): Promise<Answer> {
  const onServer = await send('server', request);
  const onFake = await send('fake', request);
  expect(onFake, `${request.method ?? 'GET'} ${request.path.slice(0, 60)}`).toEqual(onServer);
  return onServer;
}

const json = (value: unknown) => ({ type: 'application/json', body: JSON.stringify(value) });

async function signIn(side: Side, email: string, password: string): Promise<string> {
  const answer = await send(side, { method: 'POST', path: '/login', ...json({ email, password }) });
  if (typeof answer.body.token !== 'string') throw new Error(`${side}: sign-in refused`);
  return answer.body.token;
}

beforeAll(async () => {
  const seedNow = new Date();
  [server, fake] = await Promise.all([makeTestServer({ seedNow }), createFakeBackend({ scenario: 'demo', now: seedNow })]);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  for (const side of ['server', 'fake'] as const) {
    tokens[side].super = await signIn(side, SUPER_ADMIN.email, SUPER_ADMIN.password);
    tokens[side].viewer = await signIn(side, 'viewer@example.com', 'Team@12345');
  }
}, 180_000);

afterAll(async () => {
  await Promise.all([server?.close(), fake?.close()]);
});

describe('the two adapters answer alike', () => {
  it('a path no route answers is a 404 naming it; a path parameter past 200 characters is a 414', async () => {
    expect((await both({ path: '/noSuchCall' })).status).toBe(404);
    expect((await both({ method: 'DELETE', path: '/getAdminDetails' })).status).toBe(404);
    expect((await both({ path: `/getProductById/${'a'.repeat(201)}`, who: 'super' })).status).toBe(414);
    expect((await both({ path: '/getProductById/%E0%A4%A', who: 'super' })).status).toBe(400);
  });

  it('the guard answers first: no token or a forged one is a 401, a missing permission a 403, before the body is read', async () => {
    expect((await both({ path: '/getAdminDetails' })).status).toBe(401);
    expect((await both({ path: '/getAdminDetails', who: 'forged' })).status).toBe(401);
    expect((await both({ path: '/getUserData', who: 'viewer' })).status).toBe(403);
    const refusedFirst = await both({ method: 'POST', path: '/uploadProductImage', who: 'viewer', type: 'application/json', body: '{' });
    expect(refusedFirst.status).toBe(403);
  });

  it('bodies: not JSON, a NUL character, a bad field, too large, an unknown type', async () => {
    expect((await both({ method: 'POST', path: '/login', type: 'application/json', body: '{"email":' })).status).toBe(400);
    const nul = await both({ method: 'POST', path: '/login', ...json({ email: 'admin@example.com\u0000', password: 'x' }) });
    expect(nul.status).toBe(400);
    expect((await both({ method: 'POST', path: '/login', ...json({ email: 'not-an-email', password: 'x' }) })).body.msg).toMatch(/email/i);
    const large = { email: 'a@example.com', password: 'x'.repeat(1_100_000) };
    expect((await both({ method: 'POST', path: '/login', ...json(large) })).status).toBe(413);
    expect((await both({ method: 'POST', path: '/login', type: 'application/xml', body: '<a/>' })).status).toBe(415);
  });

  it('multipart: no boundary is a 400, a NUL in a text field a 400, a file that is not an image a 415', async () => {
    const noBoundary = await both({ method: 'POST', path: '/uploadProductImage', who: 'super', type: 'multipart/form-data', body: 'x' });
    expect(noBoundary.status).toBe(400);
    const withNul = new FormData();
    withNul.append('note', 'a\u0000b');
    expect((await both({ method: 'POST', path: '/uploadProductImage', who: 'super', body: withNul })).status).toBe(400);
    const notImage = new FormData();
    notImage.append('file', new File(['plain text'], 'a.png', { type: 'image/png' }));
    expect((await both({ method: 'POST', path: '/uploadProductImage', who: 'super', body: notImage })).status).toBe(415);
  });

  it("a handler's refusal keeps its status (404, 409); a reply is a 200 with its JSON", async () => {
    expect((await both({ path: '/getProductById/ffffffffffffffffffffffff', who: 'super' })).status).toBe(404);
    const email = {
      email: SUPER_ADMIN.email,
      firstName: 'Ada',
      lastName: 'Byron',
      password: 'Member@12345',
      confirmPassword: 'Member@12345',
      role: ['readDashboard'],
    };
    const taken = await both({ method: 'POST', path: '/addTeam', who: 'super', ...json(email) });
    expect(taken.body).toMatchObject({ code: 409 });
    const settings = await both({ path: '/getAdminDetails', who: 'super' });
    expect(settings.status).toBe(200);
  });
});
