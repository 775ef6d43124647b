/**
 * Passkeys as a second factor (issue 62), with a software authenticator answering as a browser's
 * would: registered by name (several per admin), then asked for after the password and for a
 * step-up; an answer to another challenge, or a reused one, is refused; removable after a step-up.
 * Credential ids and keys are never in a reply but the WebAuthn options themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestServer, type TestServer } from './helpers';
import { ORIGIN, api, enrolPasskey, replyBodies } from './securityHelpers';
import type { SoftAuthenticator } from './softAuthenticator';

let clock = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await makeTestServer({ seed: false, now: () => clock });
});
afterAll(async () => {
  await server.close();
});

const EMAIL = 'passkey-user@example.com';
const PASSWORD = 'Member@12345';
let laptop: SoftAuthenticator;
let phone: SoftAuthenticator;

async function passwordStep(): Promise<string> {
  const first = await api(server, 'POST', '/login', null, { email: EMAIL, password: PASSWORD });
  expect(first).toMatchObject({ mfaRequired: true });
  return String(first.mfaToken);
}

describe('passkeys', () => {
  it('registers a named passkey: the first factor comes with recovery codes', async () => {
    await server.createAdmin({ email: EMAIL, password: PASSWORD, role: ['readUsers'] });
    const token = await server.loginAs(EMAIL, PASSWORD);
    const options = await api(server, 'POST', '/mfa/passkeys/options', token);
    expect(options).toMatchObject({
      code: 200,
      options: { challenge: expect.any(String), rp: { id: 'localhost', name: 'Mystery Box Admin' }, user: { name: EMAIL } },
    });
    const enrolled = await enrolPasskey(server, token, 'Work laptop');
    laptop = enrolled.authenticator;
    expect(enrolled.reply).toMatchObject({
      code: 200,
      msg: 'Passkey "Work laptop" added',
      passkey: { _id: expect.any(String), name: 'Work laptop' },
      recoveryCodes: expect.any(Array),
    });
    expect(enrolled.reply.recoveryCodes).toHaveLength(10);
  });

  it('refuses an answer to a challenge it did not hand out, or one already used', async () => {
    const token = await server.loginAs(EMAIL, PASSWORD).catch(() => null);
    // the admin has a second factor now: the password alone gives a second step, not a token
    expect(token).toBeNull();
    const mfaToken = await passwordStep();
    const forged = await laptop.authenticate({ challenge: 'bm90LWhhbmRlZC1vdXQ', rpId: 'localhost' }, ORIGIN);
    expect(await api(server, 'POST', '/login/mfa', null, { mfaToken, method: 'passkey', response: forged })).toEqual({
      code: 401,
      msg: 'The passkey could not be verified. Please try again.',
    });
    const options = (await api(server, 'POST', '/login/mfa/options', null, { mfaToken })).options as { challenge: string; rpId: string };
    const answer = await laptop.authenticate(options, ORIGIN);
    expect((await api(server, 'POST', '/login/mfa', null, { mfaToken, method: 'passkey', response: answer })).code).toBe(200);
    expect((await api(server, 'POST', '/login/mfa', null, { mfaToken, method: 'passkey', response: answer })).code).toBe(401);
  });

  it('refuses an answer signed for another site', async () => {
    const mfaToken = await passwordStep();
    const options = (await api(server, 'POST', '/login/mfa/options', null, { mfaToken })).options as { challenge: string; rpId: string };
    const phishing = await laptop.authenticate({ ...options, rpId: 'evil.example' }, ORIGIN);
    expect((await api(server, 'POST', '/login/mfa', null, { mfaToken, method: 'passkey', response: phishing })).code).toBe(401);
  });

  it('signs in with the passkey after the password, and steps up with it', async () => {
    const mfaToken = await passwordStep();
    const options = await api(server, 'POST', '/login/mfa/options', null, { mfaToken });
    const allowed = (options.options as { allowCredentials: Array<{ id: string }> }).allowCredentials;
    expect(allowed.map((c) => c.id)).toEqual([laptop.credentialId]);
    const answer = await laptop.authenticate(options.options as { challenge: string; rpId: string }, ORIGIN);
    const signedIn = await api(server, 'POST', '/login/mfa', null, { mfaToken, method: 'passkey', response: answer });
    expect(signedIn).toEqual({ code: 200, msg: 'Login successfully', token: expect.any(String) });
    const token = String(signedIn.token);
    clock += 5 * 60_000 + 1; // past the sign-in's own proof

    // a second passkey needs a step-up first: this account has a factor
    expect(await api(server, 'POST', '/mfa/passkeys/options', token)).toMatchObject({
      code: 403,
      stepUpRequired: true,
      methods: ['passkey', 'recovery'],
    });
    expect(await api(server, 'POST', '/mfa/stepUp', token, { method: 'password', password: PASSWORD })).toEqual({
      code: 400,
      msg: 'Confirm with your second factor: your account has one.',
    });
    const stepOptions = (await api(server, 'POST', '/mfa/stepUp/options', token)).options as { challenge: string; rpId: string };
    const proof = await laptop.authenticate(stepOptions, ORIGIN);
    expect(await api(server, 'POST', '/mfa/stepUp', token, { method: 'passkey', response: proof })).toMatchObject({
      code: 200,
      stepUpUntil: expect.any(String),
    });
    const second = await enrolPasskey(server, token, 'Phone');
    phone = second.authenticator;
    expect(second.reply).not.toHaveProperty('recoveryCodes');

    const status = await api(server, 'GET', '/mfa/status', token);
    const passkeys = status.passkeys as Array<{ _id: string; name: string; lastUsedAt: string | null }>;
    expect(passkeys.map((p) => p.name)).toEqual(['Work laptop', 'Phone']);
    expect(passkeys[0].lastUsedAt).not.toBeNull();

    // removing one: after the step-up given above; the other still signs in
    expect(await api(server, 'DELETE', `/mfa/passkeys/${passkeys[0]._id}`, token)).toEqual({
      code: 200,
      msg: 'Passkey removed',
      name: 'Work laptop',
    });
    const next = await passwordStep();
    const nextOptions = (await api(server, 'POST', '/login/mfa/options', null, { mfaToken: next })).options as {
      challenge: string;
      rpId: string;
    };
    expect(
      (
        await api(server, 'POST', '/login/mfa', null, {
          mfaToken: next,
          method: 'passkey',
          response: await laptop.authenticate(nextOptions, ORIGIN),
        })
      ).code,
    ).toBe(401);
    const retry = (await api(server, 'POST', '/login/mfa/options', null, { mfaToken: next })).options as {
      challenge: string;
      rpId: string;
    };
    expect(
      (
        await api(server, 'POST', '/login/mfa', null, {
          mfaToken: next,
          method: 'passkey',
          response: await phone.authenticate(retry, ORIGIN),
        })
      ).code,
    ).toBe(200);
  });

  it('keeps credential keys out of every reply', async () => {
    const keys = await server.db.selectFrom('admin_passkeys').select(['publicKey']).execute();
    expect(keys.length).toBe(1);
    for (const { publicKey } of keys) expect(replyBodies.filter((body) => body.includes(publicKey))).toEqual([]);
  });
});
