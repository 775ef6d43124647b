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
export async function signAdminToken(secret: string, adminId: string, expiresIn: string | number = '12h'): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(adminId)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keyOf(secret));
}

export type TokenCheck = { ok: true; adminId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies signature, algorithm and expiry; never throws. */
export async function verifyAdminToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
    if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalid' };
    return { ok: true, adminId: payload.sub };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
