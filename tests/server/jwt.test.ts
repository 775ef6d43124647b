/**
 * Session tokens: verified once, then kept until they expire (server/auth/jwt.ts). What a client
 * notices is only that a token is accepted until its expiry, and refused after it or when forged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAdminToken, verifyAdminToken } from '../../server/auth/jwt';

const SECRET = 'jwt-test-secret-0123456789-abcdefghijklmnop';
const OTHER = 'jwt-other-secret-0123456789-abcdefghijklmnop';

afterEach(() => {
  vi.useRealTimers();
});

describe('admin session tokens', () => {
  it('accepts a token again and again until its expiry, and refuses it as expired after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-01T12:00:00Z') });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await signAdminToken(SECRET, 'admin-1', exp, 3);
    for (let i = 0; i < 3; i += 1)
      expect(await verifyAdminToken(SECRET, token)).toEqual({ ok: true, adminId: 'admin-1', tokenVersion: 3, sessionId: null });
    vi.setSystemTime((exp - 1) * 1000 + 999);
    expect(await verifyAdminToken(SECRET, token)).toMatchObject({ ok: true });
    vi.setSystemTime(exp * 1000);
    expect(await verifyAdminToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAdminToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token verified before when it is checked against another secret', async () => {
    const token = await signAdminToken(SECRET, 'admin-2', '1h');
    expect(await verifyAdminToken(SECRET, token)).toMatchObject({ ok: true, adminId: 'admin-2' });
    expect(await verifyAdminToken(OTHER, token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose payload was changed after a valid one was accepted', async () => {
    const token = await signAdminToken(SECRET, 'admin-3', '1h');
    expect(await verifyAdminToken(SECRET, token)).toMatchObject({ ok: true, adminId: 'admin-3' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin-super' })).toString('base64url');
    expect(await verifyAdminToken(SECRET, `${header}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token the first time it is seen', async () => {
    const token = await signAdminToken(SECRET, 'admin-4', Math.floor(Date.now() / 1000) - 1);
    expect(await verifyAdminToken(SECRET, token)).toEqual({ ok: false, reason: 'expired' });
  });
});
