import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okReply } from '../../server/replySchema';
import { route } from '../../server/route';
import { envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let tmp: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root">spa</div></body></html>';

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-app-test-'));
  const staticDir = path.join(tmp, 'dist');
  const uploadsDir = path.join(tmp, 'uploads');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, 'brand.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

  server = await makeTestServer({
    seed: false,
    staticDir,
    uploadsDir,
    corsOrigin: 'https://admin.example.com',
    loginIpLimit: { max: 3, timeWindow: 60_000 },
    extraModules: {
      'test.ts': {
        routes: [
          route({
            method: 'GET',
            url: '/test/crash',
            access: 'public',
            schema: { response: { 200: okReply() } },
            handler: async () => {
              throw new Error('database password is hunter2');
            },
          }),
        ],
      },
    },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the {code, msg} envelope for errors', () => {
  it('500: a generic message, no stack and no detail of the crash', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(envelope(res)).toEqual({ code: 500, msg: 'Something went wrong on the server. Please try again later.' });
    expect(res.body).not.toMatch(/hunter2|stack|at .*\.ts/);
  });

  it('404: an unknown API route, any method, is JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await server.app.inject({ method, url: '/api/admin/doesNotExist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(envelope(res)).toEqual({ code: 404, msg: `Route ${method} /api/admin/doesNotExist not found` });
    }
  });

  it('400: malformed JSON', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ code: 400, msg: 'The request body is not valid JSON' });
  });

  it('400: an empty JSON body counts as no body, so the missing field is named', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(envelope(res)).toEqual({ code: 400, msg: 'email: This field is required' });
  });

  it('413: a body over the limit', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toEqual({ code: 413, msg: 'The request is too large' });
  });

  it('401 and 403 keep the shape (see guard and session tests); 401 here for a guarded route', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/admin/getCategory' });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toEqual({ code: 401, msg: 'Please sign in to continue' });
  });

  it('429: the per-IP login limit, with a msg saying how long to wait', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'x@y.co', password: 'p' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(envelope(res)).toEqual({ code: 429, msg: 'Too many requests. Please wait 60 second(s) and try again.' });
  });
});

describe('the SPA and static files', () => {
  it('serves index.html for real SPA URLs, not cached', async () => {
    for (const url of ['/', '/dashboard', '/users/list-user', '/create-category?id=abc']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404, not the SPA', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await server.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).code).toBe(404);
  });

  it('serves uploads, and a non-GET on a page URL is a JSON 404', async () => {
    const upload = await server.app.inject({ method: 'GET', url: '/uploads/brand.png' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.headers['x-content-type-options']).toBe('nosniff');
    expect((await server.app.inject({ method: 'GET', url: '/uploads/none.png' })).statusCode).toBe(404);

    const post = await server.app.inject({ method: 'POST', url: '/dashboard' });
    expect(envelope(post)).toEqual({ code: 404, msg: 'Route POST /dashboard not found' });
  });

  it('answers CORS preflights from the configured admin origin only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/checkValidtoken',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://admin.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    const other = await preflight('https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without a built SPA', () => {
  it('a page URL is a JSON 404', async () => {
    const apiOnly = await makeTestServer({ seed: false });
    try {
      const res = await apiOnly.app.inject({ method: 'GET', url: '/dashboard' });
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toEqual({ code: 404, msg: 'Route GET /dashboard not found' });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('CORS on the prepared whole-list replies', () => {
  it("keeps CORS's Vary: Origin beside its own Vary values, so a cache keeps one origin's reply from another", async () => {
    await server.createAdmin({ email: 'vary@example.com', password: 'Vary-Check-4821', role: ['suUsers'] });
    // from an address of its own: this file's sign-in limit (3 a minute) is spent by the tests above
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.9.8.7',
      payload: { email: 'vary@example.com', password: 'Vary-Check-4821' },
    });
    const token = String(login.json<{ token: string }>().token);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/admin/getUserData',
      headers: { authorization: `Bearer ${token}`, origin: 'https://admin.example.com', 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    const vary = String(res.headers.vary)
      .split(',')
      .map((value) => value.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding', 'authorization']));
  });
});
