/**
 * TRUST_PROXY (issue 14): behind a reverse proxy every request comes from the proxy's address, so
 * the sign-in limits would count all clients as one. With trustProxy on, the client address is read
 * from X-Forwarded-For; without it, that header is ignored (a client could forge it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, envelope, makeTestServer, type TestServer } from './helpers';
import type { TrustProxy } from '../../server/config';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const PROXY = '10.0.0.5';

async function start(trustProxy: TrustProxy | undefined): Promise<TestServer> {
  server = await makeTestServer({ trustProxy });
  return server;
}

function signIn(s: TestServer, password: string, client: string) {
  return s.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: SUPER_ADMIN.email, password },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
  });
}

describe('TRUST_PROXY', () => {
  it('on: the failed sign-in limit counts each client behind the proxy, and the log shows the client', async () => {
    const s = await start(true);
    for (let i = 0; i < 5; i += 1) expect(envelope(await signIn(s, `Wrong@${i}pass`, '203.0.113.7')).code).toBe(401);
    expect(envelope(await signIn(s, 'Wrong@pass', '203.0.113.7')).code).toBe(429);
    // another client behind the same proxy is not held back
    expect(envelope(await signIn(s, SUPER_ADMIN.password, '203.0.113.8')).code).toBe(200);
    const logged = await s.db.selectFrom('activity_logs').select('description').where('action', '=', 'failedLogin').execute();
    expect(logged.some((row) => row.description.includes('203.0.113.7'))).toBe(true);
    expect(logged.some((row) => row.description.includes(PROXY))).toBe(false);
  });

  it('a list of proxy addresses trusts those proxies only', async () => {
    const s = await start([PROXY]);
    for (let i = 0; i < 5; i += 1) await signIn(s, `Wrong@${i}pass`, '203.0.113.9');
    expect(envelope(await signIn(s, SUPER_ADMIN.password, '203.0.113.10')).code).toBe(200);
  });

  it('off (the default): X-Forwarded-For is ignored, the socket address counts', async () => {
    const s = await start(undefined);
    for (let i = 0; i < 5; i += 1) await signIn(s, `Wrong@${i}pass`, '203.0.113.11');
    // a forged header does not get around the limit
    expect(envelope(await signIn(s, SUPER_ADMIN.password, '203.0.113.12')).code).toBe(429);
  });
});
