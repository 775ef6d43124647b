/**
 * Calls of the security tests (issue 62): a JSON call with a token, as a given browser, and the
 * set-up of a second factor (an authenticator app whose codes the test computes with otpauth, or a
 * software passkey) through the admin's own routes.
 */
import { Secret, TOTP } from 'otpauth';
import { bearer, envelope, type Envelope, type TestServer } from './helpers';
import { softAuthenticator, type SoftAuthenticator } from './softAuthenticator';

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The admin's page: app.inject's Host is localhost, so passkeys belong to "localhost". */
export const ORIGIN = 'http://localhost:5173';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every reply body `api` received in this test file, to scan for secrets. */
export const replyBodies: string[] = [];

export async function api(
  server: TestServer,
  method: Method,
  url: string,
  token?: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const res = await server.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...(token ? bearer(token) : {}), origin: ORIGIN, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  replyBodies.push(res.body);
  const body = envelope(res);
  if (body.code !== res.statusCode) throw new Error(`HTTP ${res.statusCode} with code ${body.code}`);
  return body;
}

/** The code an authenticator app shows at `now` for this key (otpauth, as the app computes it). */
export function codeAt(secret: string, now: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: now });
}

export interface EnrolledTotp {
  secret: string;
  uri: string;
  recoveryCodes: string[];
}

/** Sets up an authenticator app for the token's admin and confirms it with the code of `now`. */
export async function enrolTotp(server: TestServer, token: string, now: number): Promise<EnrolledTotp> {
  const started = await api(server, 'POST', '/mfa/totp/enrol', token);
  if (started.code !== 200) throw new Error(`TOTP enrol refused: ${started.msg}`);
  const secret = String(started.secret);
  const confirmed = await api(server, 'POST', '/mfa/totp/confirm', token, { code: codeAt(secret, now) });
  if (confirmed.code !== 200) throw new Error(`TOTP confirm refused: ${confirmed.msg}`);
  return { secret, uri: String(started.uri), recoveryCodes: (confirmed.recoveryCodes as string[] | undefined) ?? [] };
}

/** Registers a software passkey for the token's admin. */
export async function enrolPasskey(
  server: TestServer,
  token: string,
  name = 'Laptop',
): Promise<{ authenticator: SoftAuthenticator; reply: Envelope }> {
  const authenticator = await softAuthenticator();
  const options = await api(server, 'POST', '/mfa/passkeys/options', token);
  if (options.code !== 200) throw new Error(`passkey options refused: ${options.msg}`);
  const response = await authenticator.register(options.options as { challenge: string }, ORIGIN);
  const reply = await api(server, 'POST', '/mfa/passkeys', token, { name, response });
  if (reply.code !== 200) throw new Error(`passkey refused: ${reply.msg}`);
  return { authenticator, reply };
}

/** Signs in with the password and the code of `now`; gives the session token. */
export async function signInWithCode(server: TestServer, email: string, password: string, code: string): Promise<string> {
  const first = await api(server, 'POST', '/login', null, { email, password });
  if (first.mfaRequired !== true) throw new Error(`expected a second step: ${JSON.stringify(first)}`);
  const second = await api(server, 'POST', '/login/mfa', null, { mfaToken: first.mfaToken, method: 'totp', code });
  if (second.code !== 200) throw new Error(`second step refused: ${second.msg}`);
  return String(second.token);
}

/** A user holding `balance` who asked to withdraw `amount`; gives the request's orderId and the user's id. */
export async function withdrawalRequest(
  server: TestServer,
  tag: string,
  balance: number,
  amount: number,
): Promise<{ orderId: string; userId: string }> {
  const user = await server.db
    .insertInto('users')
    .values({
      username: `payee_${tag}`,
      firstname: 'Pay',
      lastname: 'Ee',
      email: `payee-${tag}@example.com`,
      mobile: `7${String(Math.abs(hash(tag)))
        .padStart(7, '0')
        .slice(0, 7)}`,
      passwordHash: null,
      profile: null,
      walletBalance: balance,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = `WD-${tag}`;
  await server.db
    .insertInto('withdrawals')
    .values({
      userId: user.id,
      orderId,
      swapnetoutamount: amount,
      currencyAmount: amount,
      coinSymbol: 'USDT',
      chain: 'TRX',
      userType: 'user',
      type: 'crypto',
      declineMsg: null,
      decidedBy: null,
      decidedAt: null,
    })
    .execute();
  return { orderId, userId: user.id };
}

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
