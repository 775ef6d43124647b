/** Admin session tokens: HS256 JWTs (jose) whose subject is the admin's id, with an expiry. */
import { SignJWT, jwtVerify, errors } from 'jose';

const ALGORITHM = 'HS256';

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
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
    .sign(keyOf(secret));
}

export type TokenCheck = { ok: true; adminId: string; tokenVersion: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies signature, algorithm and expiry; never throws. */
export async function verifyAdminToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalid' };
    const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return { ok: false, reason: 'invalid' };
    return { ok: true, adminId: payload.sub, tokenVersion };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
