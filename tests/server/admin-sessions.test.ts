/**
 * Sessions of their own (issue 62): each sign-in is a session the token names; the Sessions list
 * shows one's own with browser, system and "this session"; signing out, ending one, ending all the
 * others, a password change and a block end what they say and nothing more; a session ends past
 * its lifetime or, when configured, after a time without calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdminToken } from '../../server/auth/jwt';
import { SUPER_ADMIN, TEST_JWT_SECRET, makeTestServer, type TestServer } from './helpers';
import { CHROME_ON_WINDOWS, FIREFOX_ON_MAC, api } from './securityHelpers';

const MINUTE = 60_000;
let clock = Date.now();
let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer({ now: () => clock, sessions: { maxAgeMs: 12 * 60 * MINUTE, idleMs: 30 * MINUTE } });
});
afterAll(async () => {
  await server.close();
});

async function signIn(email: string, password: string, userAgent: string): Promise<string> {
  const reply = await api(server, 'POST', '/login', null, { email, password }, { 'user-agent': userAgent });
  expect(Object.keys(reply).sort()).toEqual(['code', 'msg', 'token']);
  return String(reply.token);
}

const valid = async (token: string) => (await api(server, 'GET', '/checkValidtoken', token)).code;

describe('sessions', () => {
  it('lists my active sessions with browser, system, address and "this session", and not other admins\'', async () => {
    await server.createAdmin({ email: 'two-browsers@example.com', role: ['readUsers'] });
    const chrome = await signIn('two-browsers@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const firefox = await signIn('two-browsers@example.com', 'Member@12345', FIREFOX_ON_MAC);
    await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password, CHROME_ON_WINDOWS);

    const list = await api(server, 'GET', '/sessions', firefox);
    expect(list.code).toBe(200);
    const sessions = list.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.browser, s.system, s.current]).sort()).toEqual([
      ['Chrome 126', 'Windows', false],
      ['Firefox 128', 'macOS', true],
    ]);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1', createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    expect(await valid(chrome)).toBe(200);
  });

  it('signs out one session: the other browser stays signed in', async () => {
    await server.createAdmin({ email: 'sign-out-one@example.com', role: ['readUsers'] });
    const here = await signIn('sign-out-one@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const there = await signIn('sign-out-one@example.com', 'Member@12345', FIREFOX_ON_MAC);
    expect(await api(server, 'POST', '/logout', here)).toEqual({ code: 200, msg: 'Signed out' });
    expect(await api(server, 'GET', '/checkValidtoken', here)).toEqual({ code: 401, msg: 'Your session has ended. Please sign in again.' });
    expect(await valid(there)).toBe(200);
  });

  it("ends one of my sessions from the list, and refuses another admin's session as not found", async () => {
    await server.createAdmin({ email: 'end-one@example.com', role: ['readUsers'] });
    const office = await signIn('end-one@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const home = await signIn('end-one@example.com', 'Member@12345', FIREFOX_ON_MAC);
    const sessions = (await api(server, 'GET', '/sessions', home)).sessions as Array<{ _id: string; current: boolean }>;
    const officeId = sessions.find((s) => !s.current)?._id ?? '';

    const superToken = await signIn(SUPER_ADMIN.email, SUPER_ADMIN.password, CHROME_ON_WINDOWS);
    expect(await api(server, 'DELETE', `/sessions/${officeId}`, superToken)).toEqual({
      code: 404,
      msg: 'This session does not exist or has already ended',
    });
    expect(await valid(office)).toBe(200);

    expect(await api(server, 'DELETE', `/sessions/${officeId}`, home)).toEqual({ code: 200, msg: 'Session signed out', current: false });
    expect(await valid(office)).toBe(401);
    expect(await valid(home)).toBe(200);
    expect((await api(server, 'DELETE', `/sessions/${officeId}`, home)).code).toBe(404);
    const logged = await server.db
      .selectFrom('activity_logs')
      .select(['module', 'action', 'description'])
      .where('action', '=', 'endSession')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ module: 'Auth', action: 'endSession', description: `end-one@example.com signed out the session ${officeId}` });
  });

  it('signs out everywhere else, keeping this session', async () => {
    await server.createAdmin({ email: 'everywhere@example.com', role: ['readUsers'] });
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await signIn('everywhere@example.com', 'Member@12345', FIREFOX_ON_MAC));
    const [a, b, mine] = tokens;
    expect(await api(server, 'POST', '/sessions/endOthers', mine)).toEqual({ code: 200, msg: 'Signed out everywhere else', ended: 2 });
    expect([await valid(a), await valid(b), await valid(mine)]).toEqual([401, 401, 200]);
    expect(((await api(server, 'GET', '/sessions', mine)).sessions as unknown[]).length).toBe(1);
  });

  it('ends a session idle past SESSION_IDLE_TIMEOUT, and one past SESSION_MAX_AGE however busy', async () => {
    await server.createAdmin({ email: 'idle@example.com', role: ['readUsers'] });
    const idle = await signIn('idle@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const busy = await signIn('idle@example.com', 'Member@12345', FIREFOX_ON_MAC);
    // busy calls every 20 minutes: last-seen moves on, idle stays where it was
    for (let i = 0; i < 2; i += 1) {
      clock += 20 * MINUTE;
      expect(await valid(busy)).toBe(200);
    }
    expect(await api(server, 'GET', '/checkValidtoken', idle)).toEqual({
      code: 401,
      msg: 'You were signed out after a time without activity. Please sign in again.',
    });
    expect(await valid(busy)).toBe(200);
    // twelve hours after signing in, even a busy session ends
    for (let elapsed = 40; elapsed < 12 * 60; elapsed += 20) {
      clock += 20 * MINUTE;
      await valid(busy);
    }
    expect(await api(server, 'GET', '/checkValidtoken', busy)).toEqual({
      code: 401,
      msg: 'Your session has expired. Please sign in again.',
    });
  });

  it('writes last-seen at most once a minute', async () => {
    await server.createAdmin({ email: 'last-seen@example.com', role: ['readUsers'] });
    const token = await signIn('last-seen@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const lastSeen = async () => ((await api(server, 'GET', '/sessions', token)).sessions as Array<{ lastSeenAt: string }>)[0].lastSeenAt;
    const first = await lastSeen();
    clock += 30_000;
    expect(await lastSeen()).toBe(first);
    clock += 31_000;
    await valid(token);
    expect(Date.parse(await lastSeen())).toBe(clock);
  });

  it('refuses a token that names no session (signed before sessions existed)', async () => {
    const admin = await server.db.selectFrom('admins').select('id').where('email', '=', SUPER_ADMIN.email).executeTakeFirstOrThrow();
    const old = await signAdminToken(TEST_JWT_SECRET, admin.id, '1h');
    expect(await api(server, 'GET', '/checkValidtoken', old)).toEqual({
      code: 401,
      msg: 'Your session is not valid. Please sign in again.',
    });
  });

  it('a password change ends the other sessions; the admin goes on in a new one', async () => {
    await server.createAdmin({ email: 'changer@example.com', role: ['writeChangePassword'] });
    const office = await signIn('changer@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    const home = await signIn('changer@example.com', 'Member@12345', FIREFOX_ON_MAC);
    await server.stepUp(office, 'Member@12345');
    const changed = await api(server, 'POST', '/changePassword', office, {
      old_password: 'Member@12345',
      password: 'Changed@24680',
      confirm_password: 'Changed@24680',
    });
    expect(changed).toMatchObject({ code: 200, endedSessions: 1 });
    expect(await valid(home)).toBe(401);
    expect(await valid(office)).toBe(401);
    expect(await valid(String(changed.token))).toBe(200);
    const sessions = (await api(server, 'GET', '/sessions', String(changed.token))).sessions as Array<{ current: boolean }>;
    expect(sessions.map((s) => s.current)).toEqual([true]);
  });

  it('blocking a member ends every session of theirs: unblocked, they sign in again', async () => {
    const superToken = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const id = await server.createAdmin({ email: 'to-block@example.com', role: ['readUsers'] });
    const token = await signIn('to-block@example.com', 'Member@12345', CHROME_ON_WINDOWS);
    expect((await api(server, 'PUT', `/blockTeam/${id}`, superToken)).block).toBe(true);
    expect((await api(server, 'PUT', `/blockTeam/${id}`, superToken)).block).toBe(false);
    expect(await valid(token)).toBe(401);
    const ended = await server.db.selectFrom('admin_sessions').select(['endReason']).where('adminId', '=', id).execute();
    expect(ended).toEqual([{ endReason: 'blocked' }]);
  });
});
