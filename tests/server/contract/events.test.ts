/**
 * QA mode's push channel (issue 65): the fake shop's in-tab adapter sends the same event stream as
 * the server (tests/server/change-events.test.ts) from its own database's change notices, so an
 * admin's open lists follow the fake shop's changes too: a change through its API names the lists
 * it alters, a stream needs a valid token, and a signed-out admin's stream ends.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../../src/dataProvider/fake';
import { SUPER_ADMIN } from '../helpers';
import { openEventStream, type EventStream } from '../eventStream';

let fake: FakeBackend;
let token = '';
const streams: EventStream[] = [];

async function call(method: string, path: string, auth: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fake.fetch(`/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function signIn(email: string, password: string): Promise<string> {
  const reply = await call('POST', '/login', '', { email, password });
  if (typeof reply.token !== 'string') throw new Error('sign-in refused');
  return reply.token;
}

async function listening(auth: string | null = token): Promise<EventStream & { body?: unknown }> {
  const stream = await openEventStream('', auth, fake.fetch);
  streams.push(stream);
  if (stream.status === 200) await stream.next((e) => e.event === 'ready');
  return stream;
}

beforeAll(async () => {
  fake = await createFakeBackend({ scenario: 'demo' });
  token = await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await fake.close();
});

describe("the fake shop's push channel", () => {
  it('tells an open stream the lists an order cancelled through its API changed', async () => {
    const stream = await listening();
    const line = await fake.db.selectFrom('order_lines').select('orderId').where('status', '=', 'processing').executeTakeFirstOrThrow();
    expect(await call('PUT', '/updateOrders', token, { orderId: line.orderId, status: 'cancel', reason: 'QA' })).toMatchObject({
      code: 200,
    });
    const change = await stream.next((e) => e.event === 'change' && (e.data.tables as string[]).includes('order_lines'));
    expect(change.data.resources).toEqual(expect.arrayContaining(['orders', 'returnOrders', 'activityLogs']));
    expect(change.data.resources).not.toContain('brand');
  });

  it('refuses a stream without a valid token, in the {code, msg} envelope', async () => {
    const none = await listening(null);
    expect({ status: none.status, body: none.body }).toEqual({ status: 401, body: { code: 401, msg: 'Please sign in to continue' } });
    expect((await listening('not-a-token')).status).toBe(401);
  });

  it('ends the stream of an admin who signed out, at the next change', async () => {
    const member = await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const stream = await listening(member);
    expect(await call('POST', '/logout', member)).toMatchObject({ code: 200 });
    const signedOut = await stream.next((e) => e.event === 'signedOut');
    expect(signedOut.data).toMatchObject({ code: 401 });
    await stream.ended;
  });
});
