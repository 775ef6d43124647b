/**
 * Second factors and step-up (issue 62): which proofs an admin can give, how long a proof counts for
 * the dangerous actions, and the shape of recovery codes. Shared by the server and the admin screens.
 */

/** A proof (second factor, or the password for an admin without one) opens the dangerous actions this long. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

/** How long the sign-in's second step may wait after the password. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;

/** How long a WebAuthn challenge may wait for its answer. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60_000;

export const RECOVERY_CODE_COUNT = 10;

/** The name an authenticator app and a passkey prompt show beside the account. */
export const SERVICE_NAME = 'Mystery Box Admin';

export const PASSKEY_NAME_MAX = 60;

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';
export type ProofMethod = SecondFactorMethod | 'password';

export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.totp || factors.passkeys > 0;
}

/** The ways to give the second factor, in the order the sign-in offers them. */
export function secondFactorMethods(factors: SecondFactors): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (factors.totp) methods.push('totp');
  if (factors.passkeys > 0) methods.push('passkey');
  if (hasSecondFactor(factors) && factors.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}

/** The proofs a step-up takes: the second factor, or the password for an admin without one. */
export function stepUpMethods(factors: SecondFactors): ProofMethod[] {
  return hasSecondFactor(factors) ? secondFactorMethods(factors) : ['password'];
}

/** True while the last proof still counts. */
export function stepUpFresh(stepUpAt: Date | null, now: number): boolean {
  return stepUpAt !== null && now - stepUpAt.getTime() < STEP_UP_WINDOW_MS && stepUpAt.getTime() <= now + 60_000;
}

/**
 * Recovery codes: 10 characters (50 bits) of 32 without look-alikes (no i, l, o, 1), shown as
 * "xxxxx-xxxxx"; 32 characters, so each random byte maps to one without bias.
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';

/** A recovery code from random bytes (10 of them). */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  const chars = [...bytes.slice(0, 10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as typed (any case, spaces or dashes) in its one form; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '').replaceAll('o', '0');
  if (plain.length !== 10 || [...plain].some((c) => !RECOVERY_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** A TOTP code as typed: six digits, spaces allowed; null otherwise. */
export function normaliseTotpCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * What a code typed in the sign-in's second step or the step-up is: six digits are the app's code,
 * anything else a recovery code (when those are offered); the server judges either.
 */
export function typedProof(typed: string, methods: readonly ProofMethod[]): { method: 'totp' | 'recovery'; code: string } | null {
  const code = typed.trim();
  if (!code) return null;
  const totp = normaliseTotpCode(code);
  if (totp && methods.includes('totp')) return { method: 'totp', code: totp };
  if (methods.includes('recovery')) return { method: 'recovery', code };
  return methods.includes('totp') ? { method: 'totp', code } : null;
}
