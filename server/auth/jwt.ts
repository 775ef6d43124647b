/**
 * Admin session tokens: HS256 JWTs (jose) whose subject is the admin's id, naming their session
 * (`sid`, issue 62), with an expiry.
 *
 * Every API request verifies one. The key is imported once per secret, and a token already
 * verified is kept until it expires (a token's signature never changes; what can end a session
 * early, a sign-out, a password change, a block or a deletion, is checked against the session's and
 * the admin's rows on every request by the guard). Only valid tokens are kept, at most MAX_KEPT of them.
 *
 * The sign-in's second step has tokens of its own (`purpose: 'mfa'`, minutes long): they prove the
 * password only, and the guard never takes one.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

const ALGORITHM = 'HS256';
const MAX_KEPT = 10_000;

const keys = new Map<string, Promise<CryptoKey>>();

/** The secret's HMAC key, imported once. */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Signs a token for an admin. `expiresIn` is a jose time span ('12h', '30m') or an absolute
 * expiry in seconds since the epoch (tests use a past one).
 */
export async function signAdminToken(
  secret: string,
  adminId: string,
  expiresIn: string | number = '12h',
  /** admins.tokenVersion at signing time: a block bumps it and older tokens stop working */
  tokenVersion = 0,
  /** the admin_sessions row this sign-in made */
  sessionId?: string,
): Promise<string> {
  return new SignJWT(sessionId === undefined ? { tv: tokenVersion } : { tv: tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await keyOf(secret));
}

export type TokenCheck =
  { ok: true; adminId: string; tokenVersion: number; sessionId: string | null } | { ok: false; reason: 'invalid' | 'expired' };

interface Verified {
  secret: string;
  adminId: string;
  tokenVersion: number;
  sessionId: string | null;
  purpose: string | null;
  /** the token's `exp`, in seconds since the epoch */
  exp: number;
}

/** Valid tokens already verified, oldest first. */
const verified = new Map<string, Verified>();

/** jose's rule: a token has expired once the current second reaches its `exp`. */
const hasExpired = (exp: number) => exp <= Math.floor(Date.now() / 1000);

function keep(token: string, entry: Verified): void {
  if (verified.size >= MAX_KEPT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, entry);
}

/** Signature, algorithm, expiry and claims of any of our tokens, kept once valid; never throws. */
async function verifyToken(secret: string, token: string): Promise<Verified | { reason: 'invalid' | 'expired' }> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (!hasExpired(known.exp)) return known;
    verified.delete(token);
    return { reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return { reason: 'invalid' };
    const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return { reason: 'invalid' };
    const sessionId = payload.sid === undefined ? null : payload.sid;
    const purpose = payload.purpose === undefined ? null : payload.purpose;
    if ((sessionId !== null && typeof sessionId !== 'string') || (purpose !== null && typeof purpose !== 'string'))
      return { reason: 'invalid' };
    const entry: Verified = { secret, adminId: payload.sub, tokenVersion, sessionId, purpose, exp: Number(payload.exp) };
    keep(token, entry);
    return entry;
  } catch (err) {
    return { reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Verifies a session token (never a second-step token); never throws. */
export async function verifyAdminToken(secret: string, token: string): Promise<TokenCheck> {
  const check = await verifyToken(secret, token);
  if (!('adminId' in check)) return { ok: false, reason: check.reason };
  if (check.purpose !== null) return { ok: false, reason: 'invalid' };
  return { ok: true, adminId: check.adminId, tokenVersion: check.tokenVersion, sessionId: check.sessionId };
}

/** A token for the sign-in's second step: the password was right; it expires at `exp` (seconds since the epoch). */
export async function signMfaToken(secret: string, adminId: string, tokenVersion: number, exp: number): Promise<string> {
  return new SignJWT({ tv: tokenVersion, purpose: 'mfa' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(await keyOf(secret));
}

export type MfaTokenCheck = { ok: true; adminId: string; tokenVersion: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies a second-step token; never throws. */
export async function verifyMfaToken(secret: string, token: string): Promise<MfaTokenCheck> {
  const check = await verifyToken(secret, token);
  if (!('adminId' in check)) return { ok: false, reason: check.reason };
  if (check.purpose !== 'mfa') return { ok: false, reason: 'invalid' };
  return { ok: true, adminId: check.adminId, tokenVersion: check.tokenVersion };
}
