/**
 * Admin session tokens: HS256 JWTs (jose) whose subject is the admin's id, with an expiry.
 *
 * Every API request verifies one. The key is imported once per secret, and a token already
 * verified is kept until it expires (a token's signature never changes; what can end a session
 * early, a sign-out, a password change, a block or a deletion, is checked against the admin's row
 * on every request by the guard). Only valid tokens are kept, at most MAX_KEPT of them.
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
  /** admins.tokenVersion at signing time (users area): a password change bumps it and older tokens stop working */
  tokenVersion = 0,
): Promise<string> {
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await keyOf(secret));
}

export type TokenCheck = { ok: true; adminId: string; tokenVersion: number } | { ok: false; reason: 'invalid' | 'expired' };

interface Verified {
  secret: string;
  adminId: string;
  tokenVersion: number;
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

/** Verifies signature, algorithm and expiry; never throws. */
export async function verifyAdminToken(secret: string, token: string): Promise<TokenCheck> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (!hasExpired(known.exp)) return { ok: true, adminId: known.adminId, tokenVersion: known.tokenVersion };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalid' };
    const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return { ok: false, reason: 'invalid' };
    if (typeof payload.exp === 'number') keep(token, { secret, adminId: payload.sub, tokenVersion, exp: payload.exp });
    return { ok: true, adminId: payload.sub, tokenVersion };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
