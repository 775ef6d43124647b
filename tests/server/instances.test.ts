/**
 * Several instances of the server on one PostgreSQL and one S3-compatible bucket (issue 65's "done
 * when"): two real server processes (tsx server/main.ts), started at the same moment on an empty
 * database, both come up; the sixth wrong password is refused on the other instance; an upload
 * made through one is served by the other and deleted through it; a change made through one
 * reaches a client listening on the other within a second. PostgreSQL only: the server-pg project
 * of `npm test` (on PGlite one process holds its database alone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/harness';
import { pngImage } from '../fixtures/images';
import { multipart, type UploadFile } from './catalogHelpers';
import { openEventStream, type EventStream } from './eventStream';
import { SUPER_ADMIN } from './helpers';
import { startS3Server, type TestBucket } from './s3Server';
import { freshPostgresDatabase, onPostgres } from './testDatabase';

const JWT_SECRET = 'instances-test-secret-0123456789-abcdefghijklmnop';
const SEEDED = 'Empty database: demo data loaded.';

let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
let bucket: TestBucket | undefined;
let a: RunningServer;
let b: RunningServer;
let token: string;
const streams: EventStream[] = [];

interface Reply {
  status: number;
  body: { code: number; msg: string; [key: string]: unknown };
}

async function call(server: RunningServer, method: string, path: string, body?: unknown, auth: string | null = token): Promise<Reply> {
  const res = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

async function sendForm(server: RunningServer, path: string, fields: Record<string, string>, file: UploadFile) {
  const form = await multipart(fields, [file]);
  const res = await fetch(`${server.url}/api/admin${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    body: form.payload,
  });
  return (await res.json()) as Reply['body'];
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await freshPostgresDatabase();
  bucket = await startS3Server();
  const env = { DATABASE_URL: database.url, JWT_SECRET, ...bucket.env };
  // at the same moment, on the empty database
  [a, b] = await Promise.all([startServer(env, { apiOnly: true }), startServer(env, { apiOnly: true })]);
  const signedIn = await call(a, 'POST', '/login', SUPER_ADMIN, null);
  token = String(signedIn.body.token);
}, 240_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await bucket?.stop();
  await database?.drop();
});

describe.runIf(onPostgres)('two server processes on one PostgreSQL and one S3 bucket', () => {
  it('both come up when started together on an empty database, which one of them seeded', async () => {
    expect([a.output().includes(SEEDED), b.output().includes(SEEDED)].filter(Boolean)).toHaveLength(1);
    for (const server of [a, b]) expect((await call(server, 'GET', '/checkValidtoken')).body).toEqual({ code: 200, msg: 'Token is valid' });
  });

  it('refuses the sixth wrong password on the other instance', async () => {
    const viewer = { email: 'viewer@example.com', password: 'Team@12345' };
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(i < 3 ? a : b, 'POST', '/login', { email: viewer.email, password: `wrong-${i}` }, null);
      expect(wrong.status).toBe(401);
    }
    for (const server of [b, a]) {
      const refused = await call(server, 'POST', '/login', viewer, null);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: 'Too many failed sign-in attempts. Please wait 15 minute(s) and try again.' });
    }
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const png = pngImage(48, 32);
    const created = await sendForm(
      a,
      '/createBrand',
      { name: 'Two Instances', description: 'S3' },
      { name: 'logo.png', type: 'image/png', bytes: png },
    );
    expect(created.code).toBe(200);
    const image = String((created.brandData as { image: string }).image);
    const served = await fetch(`${b.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('serves a video uploaded through one from the other, and deleting it through the other removes it for both', async () => {
    const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
    const video = Buffer.concat([head, Buffer.alloc(50_000, 9)]);
    const created = await sendForm(
      a,
      '/createSocialProof',
      { title: 'Won on instance A' },
      { field: 'video', name: 'win.mp4', type: 'video/mp4', bytes: video },
    );
    expect(created.code).toBe(200);
    const { _id: id, video: url } = created.data as { _id: string; video: string };
    const served = await fetch(`${b.url}${url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);

    expect((await call(b, 'DELETE', `/deleteSocialProof/${id}`)).body.code).toBe(200);
    for (const server of [a, b]) expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    expect(await bucket?.keys()).not.toContain(url.slice('/uploads/'.length));
  });

  it('tells a client listening on one instance of a change made through the other, within a second', async () => {
    const stream = await openEventStream(b.url, token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    const { body } = await call(a, 'GET', '/getOrders');
    const line = (body.orders as Array<{ status: string; orderId: { _id: string } }>).find((l) => l.status === 'processing');
    expect(line).toBeDefined();
    const cancelled = await call(a, 'PUT', '/updateOrders', { orderId: line?.orderId._id, status: 'cancel', reason: 'cancelled on A' });
    expect(cancelled.body.code).toBe(200);
    const change = await stream.next((e) => e.event === 'change' && (e.data.resources as string[]).includes('orders'), 1000);
    expect(change.data.tables).toEqual(expect.arrayContaining(['order_lines']));
    // and B's orders list, read on that event, shows it
    const fresh = await call(b, 'GET', '/getOrders');
    const lines = (fresh.body.orders as Array<{ status: string; orderId: { _id: string } }>).filter(
      (l) => l.orderId._id === line?.orderId._id,
    );
    expect(lines.every((l) => l.status === 'cancel')).toBe(true);
  });
});
