/**
 * TOTP (RFC 6238) with the kept library otpauth: 20-byte keys, 6 digits, 30-second steps, one step
 * of drift either way. Browser-safe. The step a code matched is returned so a code is accepted once.
 */
import { Secret, TOTP } from 'otpauth';
import { SERVICE_NAME } from '../../src/domain/secondFactor';

const PERIOD = 30;

function totpOf(secretBase32: string, account = ''): TOTP {
  return new TOTP({
    issuer: SERVICE_NAME,
    label: account,
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: PERIOD,
    algorithm: 'SHA1',
  });
}

/** A new random key, in base32 (what an authenticator app takes when typed). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/** The time step the code belongs to (within one step of `now`), or null when it is not a valid code. */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

/** The code at `now`, as an authenticator app computes it. */
export function totpCode(secretBase32: string, now: number): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
