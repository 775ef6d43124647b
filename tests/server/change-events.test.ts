/**
 * The push channel (GET /api/admin/events): a signed-in admin's open stream hears each committed
 * change as the tables it touched and the admin's lists they alter, whichever code path made it;
 * nothing for a change rolled back; no stream without a valid token; and a stream whose admin
 * signed out ends at the next change. Runs on PGlite (its own LISTEN) and on PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';
import { openEventStream, type EventStream, type StreamEvent } from './eventStream';

let server: TestServer;
let baseUrl: string;
let token: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await makeTestServer();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await server.close();
});

async function listening(auth: string | null = token): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, auth);
  streams.push(stream);
  if (stream.status === 200) await stream.next((e) => e.event === 'ready');
  return stream;
}

/** A change event naming one of these tables (an earlier one, e.g. a sign-in's activity row, is passed over). */
const changeOf =
  (...tables: string[]) =>
  (e: StreamEvent) =>
    e.event === 'change' && (e.data.tables as string[]).some((table) => tables.includes(table));

describe('GET /api/admin/events', () => {
  it('tells an open stream which tables and lists an order cancelled through the API changed', async () => {
    const stream = await listening();
    const line = await server.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.orderId')
      .select(['orders.id as orderId'])
      .where('order_lines.status', '=', 'processing')
      .executeTakeFirstOrThrow();
    const cancelled = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/updateOrders',
      headers: bearer(token),
      payload: { orderId: line.orderId, status: 'cancel', reason: 'changed my mind' },
    });
    expect(cancelled.json()).toMatchObject({ code: 200 });
    const change = await stream.next(changeOf('order_lines'));
    expect(change.data.tables).toEqual(expect.arrayContaining(['order_lines', 'activity_logs']));
    expect(change.data.resources).toEqual(expect.arrayContaining(['orders', 'returnOrders', 'activityLogs']));
    expect(change.data.resources).not.toContain('brand');
    expect(Number(change.id)).toBeGreaterThan(0);
  });

  it('hears a change made outside the API, and nothing of one rolled back', async () => {
    const stream = await listening();
    const method = await server.db.selectFrom('shipping_methods').select('id').executeTakeFirstOrThrow();
    const rolledBack = new Error('rolled back');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx.updateTable('shipping_methods').set({ shippingName: 'Never shown' }).where('id', '=', method.id).execute();
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await server.db.updateTable('brands').set({ description: 'Changed by a script' }).execute();
    const change = await stream.next(changeOf('brands', 'shipping_methods'));
    expect(change.data).toEqual({ tables: ['brands'], resources: ['brand', 'product'] });
  });

  it('refuses a stream without a token or with a bad one, in the {code, msg} envelope', async () => {
    const none = await listening(null);
    expect(none.status).toBe(401);
    expect((none as { body?: unknown }).body).toEqual({ code: 401, msg: 'Please sign in to continue' });
    const bad = await listening('not-a-token');
    expect(bad.status).toBe(401);
  });

  it('ends the stream of an admin who signed out, at the next change', async () => {
    const email = 'listener@example.com';
    await server.createAdmin({ email, password: 'Listen@12345', role: ['readDashboard'] });
    const member = await server.loginAs(email, 'Listen@12345');
    const stream = await listening(member);
    expect((await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(member) })).statusCode).toBe(200);
    const signedOut = await stream.next((e) => e.event === 'signedOut');
    expect(signedOut.data).toMatchObject({ code: 401 });
    await stream.ended;
  });
});
