/**
 * Sign-in limits counted in the database (sharedLimits, as the server runs on PostgreSQL): two
 * instances on one database count each email + address, account and address once, with the same
 * 429 replies as one instance. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { TEST_JWT_SECRET, envelope, makeTestServer, type TestServer } from './helpers';

let clock = Date.parse('2025-03-01T09:00:00Z');
const now = () => clock;
const limits = {
  sharedLimits: true,
  loginThrottle: { now },
  accountThrottle: { now },
  loginIpLimit: { max: 30, timeWindow: 60_000 },
} as const;
let server: TestServer;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  server = await makeTestServer(limits);
  a = server.app;
  b = await buildApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, ...limits });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await server?.close();
});

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in limits shared by two instances on one database', () => {
  it('refuses the sixth wrong password for an email and address on the other instance, until the window passes', async () => {
    const email = 'shared-throttle@example.com';
    await server.createAdmin({ email, password: 'Right@12345' });
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i += 1) expect((await login(i % 2 ? b : a, email, `wrong-${i}`, ip)).statusCode).toBe(401);
    for (const app of [a, b]) {
      const refused = await login(app, email, 'Right@12345', ip);
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused)).toEqual({ code: 429, msg: 'Too many failed sign-in attempts. Please wait 15 minute(s) and try again.' });
    }
    clock += 10 * 60_000;
    expect(envelope(await login(b, email, 'Right@12345', ip)).msg).toContain('wait 5 minute(s)');
    clock += 5 * 60_000 + 1;
    expect(envelope(await login(a, email, 'Right@12345', ip)).code).toBe(200);
  });

  it('clears the count on both after a success on one', async () => {
    const email = 'shared-reset@example.com';
    await server.createAdmin({ email, password: 'Right@12345' });
    const ip = '10.1.0.2';
    for (let i = 0; i < 4; i += 1) expect((await login(a, email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(b, email, 'Right@12345', ip)).statusCode).toBe(200);
    // A's four failures were cleared too: one more is the first of a new count, not the fifth
    expect((await login(a, email, 'wrong', ip)).statusCode).toBe(401);
    expect((await login(a, email, 'Right@12345', ip)).statusCode).toBe(200);
  });

  it('refuses an account after 20 failures from any addresses on either instance', async () => {
    const email = 'shared-account@example.com';
    await server.createAdmin({ email, password: 'Right@12345' });
    for (let i = 0; i < 20; i += 1) {
      const app = i % 2 ? b : a;
      expect((await login(app, email, 'wrong', `10.2.${i}.1`)).statusCode).toBe(401);
    }
    const refused = await login(b, email, 'Right@12345', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toBe('Too many failed sign-in attempts. Please wait 15 minute(s) and try again.');
    clock += 15 * 60_000 + 1;
  });

  it('counts the calls of one address on both instances against its one limit', async () => {
    const ip = '10.4.0.1';
    const calls: number[] = [];
    for (let i = 0; i < 30; i += 1) calls.push((await login(i % 2 ? b : a, `nobody${i}@example.com`, 'x', ip)).statusCode);
    expect(calls.every((code) => code === 401)).toBe(true);
    for (const app of [a, b]) {
      const refused = await login(app, 'someone@example.com', 'x', ip);
      expect(refused.statusCode).toBe(429);
      expect(envelope(refused).msg).toMatch(/^Too many requests\. Please wait \d+ second\(s\) and try again\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect((await login(a, 'nobody@example.com', 'x', '10.4.0.2')).statusCode).toBe(401);
  });
});
