/**
 * The sign-in call (core §7 POST /api/admin/login, through the dataProvider's session methods); the form's rules live in src/domain/validation/login.
 * Issue 62 adds two outcomes the form goes on from: a second factor to give (SecondStepNeeded), or
 * one to set up first (EnrolmentNeeded: the token is kept out of storage until a factor is set).
 * Light on purpose: the login screen imports it before the admin bundle is loaded.
 */
import { HttpError } from 'react-admin';
import { setToken } from '../dataProvider/http';
import { sessionCalls } from './sessionCalls';
import { secondFactorCalls, type Proof } from './secondFactorCalls';
import { acceptSignedInToken } from './session';
import { ui } from '../i18n/en/ui';
import type { SecondFactorMethod } from '../domain/secondFactor';
import { normalizeEmail, type Credentials } from '../domain/validation/login';

export { normalizeEmail, validateCredentials, type Credentials, type LoginErrors } from '../domain/validation/login';

/** The password was right; the server asks for the second factor (POST /login/mfa). */
export class SecondStepNeeded extends Error {
  constructor(
    readonly mfaToken: string,
    readonly methods: SecondFactorMethod[],
  ) {
    super('second factor needed');
  }
}

/** The password was right; the team requires a second factor this admin has not set up yet. */
export class EnrolmentNeeded extends Error {
  constructor(readonly token: string) {
    super('second factor enrolment needed');
  }
}

/** What a sign-in takes: the credentials, the second step's proof, or a token whose enrolment is done. */
export type SignInParams = Credentials | { mfaToken: string; proof: Proof } | { enrolledToken: string };

const METHODS: readonly SecondFactorMethod[] = ['totp', 'passkey', 'recovery'];

function keep(token: unknown, reply: unknown): string {
  if (typeof token !== 'string' || !token) throw new HttpError(ui.login.failed, 500, reply);
  setToken(token);
  acceptSignedInToken();
  return token;
}

/**
 * Signs in and stores the token (as checked: it is brand new), returning it. Rejects with the
 * server's msg on failure, or with SecondStepNeeded / EnrolmentNeeded when the form has more to ask.
 */
export async function signIn(params: SignInParams): Promise<string> {
  if ('enrolledToken' in params) return keep(params.enrolledToken, null);
  if ('mfaToken' in params) {
    const reply = await secondFactorCalls.loginMfa(params.mfaToken, params.proof);
    return keep(reply.token, reply);
  }
  const reply = await sessionCalls.login({ email: normalizeEmail(params.email), password: params.password });
  if (reply.mfaRequired === true && typeof reply.mfaToken === 'string') {
    const methods = Array.isArray(reply.methods)
      ? reply.methods.filter((m): m is SecondFactorMethod => METHODS.includes(m as SecondFactorMethod))
      : [];
    throw new SecondStepNeeded(reply.mfaToken, methods);
  }
  if (reply.mfaEnrolRequired === true && typeof reply.token === 'string' && reply.token) throw new EnrolmentNeeded(reply.token);
  return keep(reply.token, reply);
}
