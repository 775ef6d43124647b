/**
 * An admin's own second factors (issue 62): the status, the authenticator app (TOTP: set up, confirm
 * with a code, turn off with a fresh code) and the recovery codes (10, single use, shown once, kept
 * hashed). A session limited to enrolment may set one up; once confirmed, the session is a full one.
 * Adding a factor to an account that has one, or new recovery codes, need a recent step-up.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { hasSecondFactor, stepUpFresh, stepUpMethods, STEP_UP_WINDOW_MS } from '../../../src/domain/secondFactor';
import { sealSecret } from '../../auth/secretBox';
import { newRecoveryCodes, secondFactorsOf, teamRequiresMfa, useTotpCode } from '../../auth/secondFactors';
import { endSessions } from '../../auth/sessions';
import { countFailure, refuseWhileThrottled } from '../../auth/signIn';
import { newTotpSecret, totpUri } from '../../auth/totp';
import { ApiError, t } from '../../http';
import { okReply } from '../../replySchema';
import { route, type Call } from '../../route';
import { recoveryCodesReply, totpCodeBody } from './schemas';

/** Adding a second factor to an account that already has one needs a recent step-up. */
export const addingFactor = {
  when: 'when the account already has a second factor',
  needed: async (call: Call<'authenticated'>) => hasSecondFactor(await secondFactorsOf(call.db, call.admin.id)),
};

/**
 * After a factor was added: the first one comes with recovery codes (given to show once), and a
 * session limited to enrolment becomes a full one.
 */
export async function factorAdded(
  call: Call<'authenticated'>,
  hadFactor: boolean,
): Promise<{ recoveryCodes?: string[]; mfaEnrolRequired?: false }> {
  const { admin, db, deps } = call;
  const recoveryCodes = hadFactor ? undefined : await newRecoveryCodes(db, deps.jwtSecret, admin.id);
  if (admin.session.scope !== 'enrol') return { recoveryCodes };
  await db.updateTable('admin_sessions').set({ scope: 'full' }).where('id', '=', admin.session.id).execute();
  return { recoveryCodes, mfaEnrolRequired: false };
}

/** After the last factor went: the recovery codes go too. */
export async function factorRemoved(call: Call<'authenticated'>): Promise<void> {
  if (hasSecondFactor(await secondFactorsOf(call.db, call.admin.id))) return;
  await call.db.deleteFrom('admin_recovery_codes').where('adminId', '=', call.admin.id).execute();
}

/** Refuses to take away the last factor while the team requires one. */
export async function keepOneWhileRequired(db: Kysely<Database>, remainingAfter: number): Promise<void> {
  if (remainingAfter === 0 && (await teamRequiresMfa(db))) throw new ApiError(409, t('server.mfa.stillRequired'));
}

const passkeyRow = z.object({ _id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });

export const routes = [
  route({
    method: 'GET',
    url: '/mfa/status',
    access: 'authenticated',
    enrolment: true,
    schema: {
      response: {
        200: okReply({
          totp: z.boolean(),
          totpPending: z.boolean(),
          passkeys: z.array(passkeyRow),
          recoveryCodesLeft: z.number(),
          required: z.boolean(),
          enrolOnly: z.boolean(),
          stepUpMethods: z.array(z.string()),
          stepUpUntil: z.string().nullable(),
        }),
      },
    },
    handler: async ({ db, admin, deps }) => {
      const [factors, pending, passkeys, required] = await Promise.all([
        secondFactorsOf(db, admin.id),
        db.selectFrom('admin_totp').select('adminId').where('adminId', '=', admin.id).where('confirmedAt', 'is', null).executeTakeFirst(),
        db
          .selectFrom('admin_passkeys')
          .select(['id', 'name', 'createdAt', 'lastUsedAt'])
          .where('adminId', '=', admin.id)
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
        teamRequiresMfa(db),
      ]);
      const { stepUpAt } = admin.session;
      return {
        msg: t('server.mfa.status'),
        totp: factors.totp,
        totpPending: pending !== undefined,
        passkeys: passkeys.map((p) => ({
          _id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: factors.recoveryCodesLeft,
        required,
        enrolOnly: admin.session.scope === 'enrol',
        stepUpMethods: stepUpMethods(factors),
        stepUpUntil: stepUpAt && stepUpFresh(stepUpAt, deps.now()) ? new Date(stepUpAt.getTime() + STEP_UP_WINDOW_MS).toISOString() : null,
      };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/totp/enrol',
    access: 'authenticated',
    enrolment: true,
    stepUp: addingFactor,
    schema: { response: { 200: okReply({ secret: z.string(), uri: z.string() }) } },
    activity: false, // the set-up is logged once confirmed
    handler: async ({ db, admin, deps }) => {
      const secret = newTotpSecret();
      const sealed = await sealSecret(deps.jwtSecret, admin.id, secret);
      // a set-up not confirmed yet is replaced; a confirmed one is kept
      const started = await db
        .insertInto('admin_totp')
        .values({ adminId: admin.id, secret: sealed, confirmedAt: null, lastCounter: null, createdAt: new Date(deps.now()) })
        .onConflict((oc) =>
          oc
            .column('adminId')
            .doUpdateSet({ secret: sealed, lastCounter: null, createdAt: new Date(deps.now()) })
            .where('admin_totp.confirmedAt', 'is', null),
        )
        .returning('adminId')
        .executeTakeFirst();
      if (!started) throw new ApiError(409, t('server.mfa.totpAlreadyOn'));
      return { msg: t('server.mfa.totpEnrolStarted'), secret, uri: totpUri(secret, admin.email) };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/totp/confirm',
    access: 'authenticated',
    enrolment: true,
    stepUp: addingFactor,
    schema: {
      body: totpCodeBody,
      response: { 200: okReply({ recoveryCodes: recoveryCodesReply.optional(), mfaEnrolRequired: z.literal(false).optional() }) },
    },
    activity: { module: 'Auth', action: 'mfa', describe: ({ admin }) => t('server.activity.totpEnrolled', { email: admin.email }) },
    handler: async (call) => {
      const { db, admin, body } = call;
      const pending = await db
        .selectFrom('admin_totp')
        .select('adminId')
        .where('adminId', '=', admin.id)
        .where('confirmedAt', 'is', null)
        .executeTakeFirst();
      if (!pending) throw new ApiError(409, t('server.mfa.totpNotStarted'));
      const hadFactor = hasSecondFactor(await secondFactorsOf(db, admin.id));
      if (!(await useTotpCode(call, admin.id, body.code, { confirmed: false })))
        throw new ApiError(400, `code: ${t('server.mfa.codeWrong')}`);
      await db
        .updateTable('admin_totp')
        .set({ confirmedAt: new Date(call.deps.now()) })
        .where('adminId', '=', admin.id)
        .execute();
      return { msg: t('server.mfa.totpConfirmed'), ...(await factorAdded(call, hadFactor)) };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/totp/disable',
    access: 'authenticated',
    schema: { body: totpCodeBody, response: { 200: okReply({ endedSessions: z.number() }) } },
    activity: { module: 'Auth', action: 'mfa', describe: ({ admin }) => t('server.activity.totpDisabled', { email: admin.email }) },
    handler: async (call) => {
      const { db, admin, body, deps, ip } = call;
      const factors = await secondFactorsOf(db, admin.id);
      if (!factors.totp) throw new ApiError(409, t('server.mfa.totpNotOn'));
      await keepOneWhileRequired(db, factors.passkeys);
      // a fresh code is the proof: wrong ones count toward the sign-in limits
      await refuseWhileThrottled(deps, admin.email, ip);
      if (!(await useTotpCode(call, admin.id, body.code))) {
        await countFailure(deps, admin.email, ip);
        throw new ApiError(400, `code: ${t('server.mfa.codeWrong')}`);
      }
      await db.deleteFrom('admin_totp').where('adminId', '=', admin.id).execute();
      await factorRemoved(call);
      const endedSessions = await endSessions(db, deps.now(), { adminId: admin.id, except: admin.session.id }, 'mfaReset');
      return { msg: t('server.mfa.totpOff'), endedSessions };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/recoveryCodes',
    access: 'authenticated',
    stepUp: { when: 'always' },
    schema: { response: { 200: okReply({ recoveryCodes: recoveryCodesReply }) } },
    activity: { module: 'Auth', action: 'mfa', describe: ({ admin }) => t('server.activity.recoveryCodes', { email: admin.email }) },
    handler: async ({ db, admin, deps }) => {
      if (!hasSecondFactor(await secondFactorsOf(db, admin.id))) throw new ApiError(409, t('server.mfa.noSecondFactor'));
      return { msg: t('server.mfa.recoveryCodesNew'), recoveryCodes: await newRecoveryCodes(db, deps.jwtSecret, admin.id) };
    },
  }),
];
