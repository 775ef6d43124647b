/**
 * The team's second factor (issue 62): a super admin can require one of every admin (after setting
 * up their own); a member without one then gets a session limited to enrolment, which every other
 * route refuses with a 403 that says so, until a factor is confirmed; while required, the last
 * factor cannot be turned off; a super admin can reset a member's factor (lost phone), which ends
 * their sessions and is logged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, codeAt, enrolTotp } from './securityHelpers';

const STEP = 30_000;
let clock = Date.parse('2031-05-06T08:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await makeTestServer({ now: () => clock });
});
afterAll(async () => {
  await server.close();
});

const MEMBER = 'phone-loser@example.com';
const PASSWORD = 'Member@12345';
let superToken: string;
let memberId: string;
let memberSecret: string;
let memberToken: string;

describe('second factor for the team', () => {
  it('lets a super admin require it only once they have one themselves', async () => {
    superToken = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(await api(server, 'GET', '/securitySettings', superToken)).toEqual({
      code: 200,
      msg: 'Security settings',
      requireMfa: false,
      fourEyesThreshold: 1000,
    });
    expect(await api(server, 'PUT', '/securitySettings', superToken, { requireMfa: true })).toEqual({
      code: 409,
      msg: 'Set up your own second factor before requiring one for the team.',
    });
    await enrolTotp(server, superToken, clock);
    expect(await api(server, 'PUT', '/securitySettings', superToken, { requireMfa: true })).toMatchObject({
      code: 200,
      requireMfa: true,
    });
    const logged = await server.db.selectFrom('activity_logs').select('description').where('action', '=', 'security').execute();
    expect(logged).toEqual([
      { description: 'Security settings: a second factor is required for every admin; two approvals above €1,000.00' },
    ]);
  });

  it('gives a member without one a session limited to enrolment, full once a factor is confirmed', async () => {
    memberId = await server.createAdmin({ email: MEMBER, password: PASSWORD, role: ['readUsers'] });
    const signedIn = await api(server, 'POST', '/login', null, { email: MEMBER, password: PASSWORD });
    expect(signedIn).toMatchObject({ code: 200, mfaEnrolRequired: true, token: expect.any(String) });
    memberToken = String(signedIn.token);
    expect(await api(server, 'GET', '/getAdminDetails', memberToken)).toEqual({
      code: 403,
      msg: 'Your team requires a second factor: set one up to continue.',
      mfaEnrolRequired: true,
    });
    expect(await api(server, 'GET', '/mfa/status', memberToken)).toMatchObject({ code: 200, required: true, enrolOnly: true, totp: false });

    const started = await api(server, 'POST', '/mfa/totp/enrol', memberToken);
    memberSecret = String(started.secret);
    const confirmed = await api(server, 'POST', '/mfa/totp/confirm', memberToken, { code: codeAt(memberSecret, clock) });
    expect(confirmed).toMatchObject({ code: 200, mfaEnrolRequired: false, recoveryCodes: expect.any(Array) });
    expect((await api(server, 'GET', '/getAdminDetails', memberToken)).code).toBe(200);
  });

  it('keeps the last factor while the team requires one', async () => {
    clock += STEP;
    expect(await api(server, 'POST', '/mfa/totp/disable', memberToken, { code: codeAt(memberSecret, clock) })).toEqual({
      code: 409,
      msg: 'Your team requires a second factor: set up another one before removing this one.',
    });
  });

  it("resets a member's factor: their sessions end, the next sign-in is enrolment again, and it is logged", async () => {
    expect(await api(server, 'PUT', `/resetTeamMfa/${memberId}`, superToken)).toEqual({
      code: 200,
      msg: `Second factor reset for ${MEMBER}; their sessions were signed out`,
      email: MEMBER,
      endedSessions: 1,
    });
    expect((await api(server, 'GET', '/checkValidtoken', memberToken)).code).toBe(401);
    const again = await api(server, 'POST', '/login', null, { email: MEMBER, password: PASSWORD });
    expect(again).toMatchObject({ code: 200, mfaEnrolRequired: true });
    expect(again.mfaRequired).toBeUndefined();
    const logged = await server.db.selectFrom('activity_logs').select(['module', 'description']).where('action', '=', 'mfaReset').execute();
    expect(logged).toEqual([{ module: 'Team', description: `Reset the second factor of ${MEMBER} and signed out their sessions` }]);
  });

  it('refuses the reset to a member, and without a recent step-up', async () => {
    clock += 6 * 60_000;
    expect(await api(server, 'PUT', `/resetTeamMfa/${memberId}`, superToken)).toMatchObject({ code: 403, stepUpRequired: true });
    const member = String((await api(server, 'POST', '/login', null, { email: MEMBER, password: PASSWORD })).token);
    expect((await api(server, 'PUT', `/resetTeamMfa/${memberId}`, member)).code).toBe(403);
  });
});
