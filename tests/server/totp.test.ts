/**
 * A second factor by authenticator app (issue 62): set up with a key shown once (and its otpauth://
 * URI for the QR code), confirmed with a code, ten single-use recovery codes shown once; the sign-in
 * then asks for a code after the password, a wrong code counts toward the sign-in limits; turned off
 * with a fresh code. The key is sealed at rest and, like the recovery codes, never in a later reply
 * nor in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../server/auth/secretBox';
import { SUPER_ADMIN, TEST_JWT_SECRET, makeTestServer, type TestServer } from './helpers';
import { api, codeAt, enrolTotp, replyBodies, signInWithCode, type EnrolledTotp } from './securityHelpers';

const STEP = 30_000;
let clock = Date.parse('2031-03-04T10:00:00Z') + 7 * STEP;
const logLines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer({ now: () => clock, logger: { stream: { write: (line: string) => logLines.push(line) } } });
});
afterAll(async () => {
  await server.close();
});

const EMAIL = 'totp-user@example.com';
const PASSWORD = 'Member@12345';
let enrolled: EnrolledTotp;
/** The reply that handed out the recovery codes: the one place they may appear. */
let recoveryReplyCount = 0;

describe('authenticator app (TOTP)', () => {
  it('sets up with a key and its otpauth:// URI, and confirms with a code: ten recovery codes, shown once', async () => {
    const id = await server.createAdmin({ email: EMAIL, password: PASSWORD, role: ['readUsers'] });
    const token = await server.loginAs(EMAIL, PASSWORD);
    const started = await api(server, 'POST', '/mfa/totp/enrol', token);
    expect(started).toMatchObject({ code: 200, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    const secret = String(started.secret);
    expect(started.uri).toBe(
      `otpauth://totp/Mystery%20Box%20Admin:totp-user%40example.com?issuer=Mystery%20Box%20Admin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await api(server, 'GET', '/mfa/status', token)).totpPending).toBe(true);

    expect(
      await api(server, 'POST', '/mfa/totp/confirm', token, { code: '000000' === codeAt(secret, clock) ? '111111' : '000000' }),
    ).toEqual({
      code: 400,
      msg: 'code: The code is not valid. Enter the current code of your authenticator app.',
    });
    const confirmed = await api(server, 'POST', '/mfa/totp/confirm', token, { code: codeAt(secret, clock) });
    recoveryReplyCount = replyBodies.length;
    expect(confirmed).toMatchObject({ code: 200, msg: 'Authenticator app set up' });
    const codes = confirmed.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    enrolled = { secret, uri: String(started.uri), recoveryCodes: codes };

    const status = await api(server, 'GET', '/mfa/status', token);
    expect(status).toMatchObject({ totp: true, totpPending: false, recoveryCodesLeft: 10, stepUpMethods: ['totp', 'recovery'] });
    // sealed at rest, for this admin, with a key from the server's secret
    const row = await server.db.selectFrom('admin_totp').select('secret').where('adminId', '=', id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(await openSecret(TEST_JWT_SECRET, id, row.secret)).toBe(secret);
    expect(await openSecret('another-secret-0123456789-abcdefghijklmnop', id, row.secret)).toBeNull();
    expect(await openSecret(TEST_JWT_SECRET, 'someone-else', row.secret)).toBeNull();
    const hashes = await server.db.selectFrom('admin_recovery_codes').select('codeHash').where('adminId', '=', id).execute();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) expect(codes).not.toContain(codeHash);
  });

  it('refuses a second set-up while one is on', async () => {
    clock += STEP;
    const token = await signInWithCode(server, EMAIL, PASSWORD, codeAt(enrolled.secret, clock));
    // signed in with the code just now: the step-up is given, and the set-up itself is refused
    expect(await api(server, 'POST', '/mfa/totp/enrol', token)).toMatchObject({ code: 409 });
    clock += 10 * STEP + 1; // past the sign-in's proof: a step-up first, and the password is none for this admin
    expect(await api(server, 'POST', '/mfa/totp/enrol', token)).toMatchObject({
      code: 403,
      stepUpRequired: true,
      methods: ['totp', 'recovery'],
    });
  });

  it('asks for the code after the password, then signs in; a code is accepted once', async () => {
    clock += STEP;
    const first = await api(server, 'POST', '/login', null, { email: EMAIL, password: PASSWORD });
    expect(first).toEqual({
      code: 200,
      msg: 'Enter your second factor to finish signing in',
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    // the second step's token is no session token
    expect(await api(server, 'GET', '/checkValidtoken', String(first.mfaToken))).toMatchObject({ code: 401 });
    const code = codeAt(enrolled.secret, clock);
    const second = await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'totp', code });
    expect(second).toEqual({ code: 200, msg: 'Login successfully', token: expect.any(String) });
    expect((await api(server, 'GET', '/checkValidtoken', String(second.token))).code).toBe(200);
    // the same code again (a replay) is refused
    const again = await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'totp', code });
    expect(again).toEqual({ code: 401, msg: 'The code is not valid. Enter the current code of your authenticator app.' });
  });

  it('takes a recovery code once, saying how many are left', async () => {
    const first = await api(server, 'POST', '/login', null, { email: EMAIL, password: PASSWORD });
    const [recovery] = enrolled.recoveryCodes;
    const used = await api(server, 'POST', '/login/mfa', null, {
      mfaToken: first.mfaToken,
      method: 'recovery',
      code: recovery.toUpperCase(),
    });
    expect(used).toEqual({
      code: 200,
      msg: 'Login successfully. You used a recovery code: 9 left.',
      token: expect.any(String),
      recoveryCodesLeft: 9,
    });
    const reused = await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'recovery', code: recovery });
    expect(reused).toEqual({ code: 401, msg: 'This recovery code is not valid or was already used.' });
  });

  it('counts wrong codes toward the sign-in limits and logs them', async () => {
    await server.createAdmin({ email: 'guesser@example.com', password: PASSWORD, role: ['readUsers'] });
    const token = await server.loginAs('guesser@example.com', PASSWORD);
    const { secret } = await enrolTotp(server, token, clock);
    clock += STEP;
    const first = await api(server, 'POST', '/login', null, { email: 'guesser@example.com', password: PASSWORD });
    const right = codeAt(secret, clock);
    const wrong = right === '123456' ? '654321' : '123456';
    // a wrong code or a wrong password, it is the same sign-in limit (5 per email and address)
    for (let i = 0; i < 4; i += 1) {
      expect((await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'totp', code: wrong })).code).toBe(401);
    }
    expect((await api(server, 'POST', '/login', null, { email: 'guesser@example.com', password: 'Wrong@12345' })).code).toBe(401);
    const refused = await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'totp', code: right });
    expect(refused).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many failed sign-in attempts/) });
    const failures = await server.db
      .selectFrom('activity_logs as l')
      .innerJoin('admins as a', 'a.id', 'l.adminId')
      .select(['l.description'])
      .where('a.email', '=', 'guesser@example.com')
      .where('l.action', '=', 'failedMfa')
      .execute();
    expect(failures).toHaveLength(4);
    expect(failures[0].description).toBe('Failed second factor for guesser@example.com from 127.0.0.1');
  });

  it('turns off with a fresh code only, ending the other sessions', async () => {
    clock += STEP;
    const token = await signInWithCode(server, EMAIL, PASSWORD, codeAt(enrolled.secret, clock));
    clock += STEP;
    const other = await signInWithCode(server, EMAIL, PASSWORD, codeAt(enrolled.secret, clock));
    clock += STEP;
    expect(await api(server, 'POST', '/mfa/totp/disable', token, { code: '12' })).toMatchObject({ code: 400 });
    const off = await api(server, 'POST', '/mfa/totp/disable', token, { code: codeAt(enrolled.secret, clock) });
    // every other session of this admin: the ones the earlier cases signed in too
    expect(off).toEqual({ code: 200, msg: 'Authenticator app turned off. Your other sessions were signed out.', endedSessions: 5 });
    expect((await api(server, 'GET', '/checkValidtoken', other)).code).toBe(401);
    expect((await api(server, 'GET', '/checkValidtoken', token)).code).toBe(200);
    expect(await api(server, 'GET', '/mfa/status', token)).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
      stepUpMethods: ['password'],
    });
    // the password alone signs in again
    expect(Object.keys(await api(server, 'POST', '/login', null, { email: EMAIL, password: PASSWORD })).sort()).toEqual([
      'code',
      'msg',
      'token',
    ]);
  });

  it('never puts the key or a recovery code in a later reply, nor in the log', () => {
    const secrets = [enrolled.secret, ...enrolled.recoveryCodes];
    const later = replyBodies.slice(recoveryReplyCount);
    for (const secret of secrets) {
      expect(later.filter((body) => body.includes(secret))).toEqual([]);
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
    expect(logLines.length).toBeGreaterThan(10);
  });
});

describe('the super admin demo account', () => {
  it('still signs in with the password alone: the requirement is off', async () => {
    const reply = await api(server, 'POST', '/login', null, SUPER_ADMIN);
    expect(Object.keys(reply).sort()).toEqual(['code', 'msg', 'token']);
  });
});
