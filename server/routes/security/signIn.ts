/**
 * The sign-in's second step (issue 62): after a right password, an admin with a second factor has a
 * short-lived `mfaToken` (POST /login) that only these routes take. A wrong code is a failed sign-in:
 * it counts toward the same limits as a wrong password and is written to the activity log.
 */
import { z } from 'zod';
import { writeActivity } from '../../activityLog';
import { verifyMfaToken } from '../../auth/jwt';
import { checkProof, keepChallenge, secondFactorsOf } from '../../auth/secondFactors';
import { relyingParty } from '../../auth/relyingParty';
import { clearFailures, countFailure, openSession, refuseWhileThrottled } from '../../auth/signIn';
import { ApiError, t } from '../../http';
import { okReply } from '../../replySchema';
import { route, type Call } from '../../route';
import { loginMfaBody, loginMfaOptionsBody, optionsReply } from './schemas';

/** The admin a second-step token names, still allowed to sign in; throws 401 otherwise. */
async function pendingAdmin(call: Pick<Call, 'deps' | 'db'>, mfaToken: string) {
  const check = await verifyMfaToken(call.deps.jwtSecret, mfaToken);
  if (!check.ok) throw new ApiError(401, t('server.login.mfaTokenExpired'));
  const admin = await call.db
    .selectFrom('admins')
    .select(['id', 'firstname', 'lastname', 'email', 'isBlock', 'tokenVersion'])
    .where('id', '=', check.adminId)
    .executeTakeFirst();
  if (!admin || admin.tokenVersion !== check.tokenVersion) throw new ApiError(401, t('server.login.mfaTokenExpired'));
  if (admin.isBlock) throw new ApiError(401, t('server.login.blocked'));
  return admin;
}

export const routes = [
  route({
    method: 'POST',
    url: '/login/mfa/options',
    access: 'public',
    schema: { body: loginMfaOptionsBody, response: { 200: optionsReply } },
    activity: false,
    rateLimit: (deps) => deps.loginIpLimit,
    handler: async (call) => {
      const admin = await pendingAdmin(call, call.body.mfaToken);
      const passkeys = await call.db
        .selectFrom('admin_passkeys')
        .select(['credentialId', 'publicKey', 'counter', 'transports'])
        .where('adminId', '=', admin.id)
        .execute();
      if (passkeys.length === 0) throw new ApiError(409, t('server.mfa.noPasskey'));
      const { options, challenge } = await call.deps.passkeys.authenticationOptions({
        rp: relyingParty(call),
        allow: passkeys.map((p) => ({ ...p, counter: Number(p.counter) })),
      });
      await keepChallenge(call.db, call.deps.now(), admin.id, 'signIn', challenge);
      return { msg: t('server.mfa.passkeyPrompt'), options };
    },
  }),

  route({
    method: 'POST',
    url: '/login/mfa',
    access: 'public',
    schema: { body: loginMfaBody, response: { 200: okReply({ token: z.string(), recoveryCodesLeft: z.number().optional() }) } },
    activity: false, // written below: the admin is known from the token
    rateLimit: (deps) => deps.loginIpLimit,
    handler: async (call) => {
      const { body, deps, ip } = call;
      const admin = await pendingAdmin(call, body.mfaToken);
      await refuseWhileThrottled(deps, admin.email, ip);
      const factors = await secondFactorsOf(call.db, admin.id);
      const outcome = await checkProof(call, admin.id, body, 'signIn', factors);
      if (!outcome.ok) {
        await countFailure(deps, admin.email, ip);
        await writeActivity(deps.db, deps.log, {
          adminId: admin.id,
          module: 'Auth',
          action: 'failedMfa',
          description: t('server.activity.failedMfa', { email: admin.email, ip }),
        });
        throw new ApiError(401, t(outcome.message));
      }
      await clearFailures(deps, admin.email, ip);
      const token = await openSession(call, admin, 'full');
      await writeActivity(deps.db, deps.log, {
        adminId: admin.id,
        module: 'Auth',
        action: 'login',
        description: t('server.activity.loginMfa', {
          name: `${admin.firstname} ${admin.lastname}`.trim(),
          email: admin.email,
          method: outcome.method,
        }),
      });
      if (outcome.method !== 'recovery') return { msg: t('server.login.success'), token };
      const left = (await secondFactorsOf(call.db, admin.id)).recoveryCodesLeft;
      return { msg: t('server.login.recoveryUsed', { count: left }), token, recoveryCodesLeft: left };
    },
  }),
];
