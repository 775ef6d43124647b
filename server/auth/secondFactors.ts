/**
 * An admin's second factors (issue 62) and the proofs that check them, for the sign-in's second step,
 * the step-up and turning TOTP off: a TOTP code (each accepted once: the step it matched is kept), a
 * recovery code (single use), a passkey's answer to a challenge this server handed out (single use,
 * minutes long), or the password for an admin without a second factor. Browser-safe.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageKey } from '../http';
import type { Call } from '../route';
import {
  RECOVERY_CODE_COUNT,
  WEBAUTHN_CHALLENGE_TTL_MS,
  hasSecondFactor,
  normaliseRecoveryCode,
  normaliseTotpCode,
  recoveryCodeFrom,
  type ProofMethod,
  type SecondFactors,
} from '../../src/domain/secondFactor';
import { relyingParty } from './relyingParty';
import { hashCode, openSecret } from './secretBox';
import { totpStep } from './totp';

type Db = Kysely<Database>;
export type ChallengePurpose = 'register' | 'signIn' | 'stepUp';
type ProofCall = Pick<Call, 'deps' | 'headers' | 'db'>;

/** What second factors the admin has, and how many recovery codes are left. */
export async function secondFactorsOf(db: Db, adminId: string): Promise<SecondFactors> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('admin_totp')
        .select(eb.fn.countAll<number>().as('n'))
        .where('adminId', '=', adminId)
        .where('confirmedAt', 'is not', null)
        .as('totp'),
      eb.selectFrom('admin_passkeys').select(eb.fn.countAll<number>().as('n')).where('adminId', '=', adminId).as('passkeys'),
      eb
        .selectFrom('admin_recovery_codes')
        .select(eb.fn.countAll<number>().as('n'))
        .where('adminId', '=', adminId)
        .where('usedAt', 'is', null)
        .as('recovery'),
    ])
    .executeTakeFirstOrThrow();
  return { totp: Number(row.totp) > 0, passkeys: Number(row.passkeys), recoveryCodesLeft: Number(row.recovery) };
}

/** Whether the team requires a second factor of every admin (admin_settings, off when no row). */
export async function teamRequiresMfa(db: Db): Promise<boolean> {
  const row = await db.selectFrom('admin_settings').select('requireMfa').where('id', '=', 1).executeTakeFirst();
  return row?.requireMfa ?? false;
}

/** Replaces the admin's recovery codes with 10 new ones; gives them, in clear, to show once. */
export async function newRecoveryCodes(db: Db, secret: string, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(crypto.getRandomValues(new Uint8Array(10))));
  const hashes = await Promise.all(codes.map((code) => hashCode(secret, code)));
  await db.deleteFrom('admin_recovery_codes').where('adminId', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(hashes.map((codeHash) => ({ adminId, codeHash })))
    .execute();
  return codes;
}

/** Drops every second factor of the admin (a reset, or the last one turned off). */
export async function dropSecondFactors(db: Db, adminId: string): Promise<void> {
  await db.deleteFrom('admin_totp').where('adminId', '=', adminId).execute();
  await db.deleteFrom('admin_passkeys').where('adminId', '=', adminId).execute();
  await db.deleteFrom('admin_recovery_codes').where('adminId', '=', adminId).execute();
  await db.deleteFrom('webauthn_challenges').where('adminId', '=', adminId).execute();
}

/** Keeps a challenge handed to the browser (and drops this admin's stale ones). */
export async function keepChallenge(db: Db, now: number, adminId: string, purpose: ChallengePurpose, challenge: string): Promise<void> {
  await db
    .deleteFrom('webauthn_challenges')
    .where('adminId', '=', adminId)
    .where('createdAt', '<', new Date(now - WEBAUTHN_CHALLENGE_TTL_MS))
    .execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ adminId, purpose, challenge, createdAt: new Date(now) })
    .execute();
}

/** Whether the challenge is one handed out for this purpose and still fresh; it is used up either way. */
export function challengeTaker(db: Db, now: number, adminId: string, purpose: ChallengePurpose) {
  return async (challenge: string): Promise<boolean> => {
    const taken = await db
      .deleteFrom('webauthn_challenges')
      .where('adminId', '=', adminId)
      .where('purpose', '=', purpose)
      .where('challenge', '=', challenge)
      .where('createdAt', '>=', new Date(now - WEBAUTHN_CHALLENGE_TTL_MS))
      .returning('id')
      .executeTakeFirst();
    return taken !== undefined;
  };
}

/** The admin's confirmed TOTP key in clear, or null. */
async function totpSecretOf(
  call: ProofCall,
  adminId: string,
  confirmed: boolean,
): Promise<{ secret: string; lastCounter: number | null } | null> {
  let query = call.db.selectFrom('admin_totp').select(['secret', 'lastCounter']).where('adminId', '=', adminId);
  query = confirmed ? query.where('confirmedAt', 'is not', null) : query.where('confirmedAt', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const secret = await openSecret(call.deps.jwtSecret, adminId, row.secret);
  return secret === null ? null : { secret, lastCounter: row.lastCounter === null ? null : Number(row.lastCounter) };
}

/**
 * Checks a TOTP code against the admin's key (the confirmed one, or the one being enrolled) and
 * uses its time step up: the same code, or an older one, is refused afterwards.
 */
export async function useTotpCode(call: ProofCall, adminId: string, typed: string, { confirmed = true } = {}): Promise<boolean> {
  const code = normaliseTotpCode(typed);
  if (code === null) return false;
  const key = await totpSecretOf(call, adminId, confirmed);
  if (!key) return false;
  const step = totpStep(key.secret, code, call.deps.now());
  if (step === null || (key.lastCounter !== null && step <= key.lastCounter)) return false;
  // conditional, so two calls with the same code cannot both pass
  const used = await call.db
    .updateTable('admin_totp')
    .set({ lastCounter: step })
    .where('adminId', '=', adminId)
    .where((eb) => eb.or([eb('lastCounter', 'is', null), eb('lastCounter', '<', step)]))
    .returning('adminId')
    .executeTakeFirst();
  return used !== undefined;
}

/** Uses one of the admin's recovery codes; false when it is not one, or was used. */
export async function useRecoveryCode(call: ProofCall, adminId: string, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (code === null) return false;
  const codeHash = await hashCode(call.deps.jwtSecret, code);
  const used = await call.db
    .updateTable('admin_recovery_codes')
    .set({ usedAt: new Date(call.deps.now()) })
    .where('adminId', '=', adminId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** The id of the credential a passkey answer names, when it has one. */
function credentialIdOf(response: unknown): string | null {
  const id = typeof response === 'object' && response !== null ? (response as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 1400 ? id : null;
}

/** Checks a passkey's answer to a challenge handed out for `purpose`; counts the passkey's use. */
export async function usePasskey(call: ProofCall, adminId: string, response: unknown, purpose: 'signIn' | 'stepUp'): Promise<boolean> {
  const credentialId = credentialIdOf(response);
  if (credentialId === null) return false;
  const passkey = await call.db
    .selectFrom('admin_passkeys')
    .select(['id', 'credentialId', 'publicKey', 'counter', 'transports'])
    .where('adminId', '=', adminId)
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  if (!passkey) return false;
  const now = call.deps.now();
  const checked = await call.deps.passkeys.verifyAuthentication({
    rp: relyingParty(call),
    response,
    expectedChallenge: challengeTaker(call.db, now, adminId, purpose),
    credential: { ...passkey, counter: Number(passkey.counter) },
  });
  if (!checked) return false;
  await call.db
    .updateTable('admin_passkeys')
    .set({ counter: checked.counter, lastUsedAt: new Date(now) })
    .where('id', '=', passkey.id)
    .execute();
  return true;
}

/** A proof as the sign-in's second step and the step-up take it. */
export type Proof =
  | { method: 'totp'; code: string }
  | { method: 'recovery'; code: string }
  | { method: 'passkey'; response: unknown }
  | { method: 'password'; password: string };

export type ProofOutcome = { ok: true; method: ProofMethod } | { ok: false; message: MessageKey };

/** Checks a proof of who the admin is; the password counts only for an admin without a second factor. */
export async function checkProof(
  call: ProofCall,
  adminId: string,
  proof: Proof,
  purpose: 'signIn' | 'stepUp',
  factors: SecondFactors,
): Promise<ProofOutcome> {
  switch (proof.method) {
    case 'totp':
      return (await useTotpCode(call, adminId, proof.code)) ? { ok: true, method: 'totp' } : { ok: false, message: 'server.mfa.codeWrong' };
    case 'recovery':
      return (await useRecoveryCode(call, adminId, proof.code))
        ? { ok: true, method: 'recovery' }
        : { ok: false, message: 'server.mfa.recoveryWrong' };
    case 'passkey':
      return (await usePasskey(call, adminId, proof.response, purpose))
        ? { ok: true, method: 'passkey' }
        : { ok: false, message: 'server.mfa.passkeyWrong' };
    case 'password': {
      if (purpose !== 'stepUp' || hasSecondFactor(factors)) return { ok: false, message: 'server.mfa.passwordNotEnough' };
      const row = await call.db.selectFrom('admins').select('passwordHash').where('id', '=', adminId).executeTakeFirst();
      return row && (await call.deps.passwords.verify(row.passwordHash, proof.password))
        ? { ok: true, method: 'password' }
        : { ok: false, message: 'server.mfa.passwordWrong' };
    }
  }
}

/** Marks the session: a proof was given now. */
export async function markStepUp(db: Db, now: number, sessionId: string): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ stepUpAt: new Date(now) })
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}

/** The sql of "this admin has a second factor", for lists of admins (the team list). */
export const hasSecondFactorSql = (adminIdColumn: string) =>
  sql<boolean>`(exists (select 1 from admin_totp t where t."adminId" = ${sql.ref(adminIdColumn)} and t."confirmedAt" is not null)
    or exists (select 1 from admin_passkeys p where p."adminId" = ${sql.ref(adminIdColumn)}))`;
