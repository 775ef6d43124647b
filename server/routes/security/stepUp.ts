/**
 * Step-up (issue 62): the proof that opens the dangerous actions for 5 minutes in this session: a
 * second factor (TOTP code, passkey, recovery code), or the password for an admin without one. A
 * wrong proof counts toward the sign-in limits, like a wrong password.
 */
import { z } from 'zod';
import { writeActivity } from '../../activityLog';
import { STEP_UP_WINDOW_MS } from '../../../src/domain/secondFactor';
import { checkProof, keepChallenge, markStepUp, secondFactorsOf } from '../../auth/secondFactors';
import { relyingParty } from '../../auth/relyingParty';
import { clearFailures, countFailure, refuseWhileThrottled } from '../../auth/signIn';
import { ApiError, t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import { optionsReply, proofBody } from './schemas';

export const routes = [
  route({
    method: 'POST',
    url: '/mfa/stepUp/options',
    access: 'authenticated',
    schema: { response: { 200: optionsReply } },
    activity: false,
    handler: async (call) => {
      const { db, admin, deps } = call;
      const passkeys = await db
        .selectFrom('admin_passkeys')
        .select(['credentialId', 'publicKey', 'counter', 'transports'])
        .where('adminId', '=', admin.id)
        .execute();
      if (passkeys.length === 0) throw new ApiError(409, t('server.mfa.noPasskey'));
      const { options, challenge } = await deps.passkeys.authenticationOptions({
        rp: relyingParty(call),
        allow: passkeys.map((p) => ({ ...p, counter: Number(p.counter) })),
      });
      await keepChallenge(db, deps.now(), admin.id, 'stepUp', challenge);
      return { msg: t('server.mfa.passkeyPrompt'), options };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/stepUp',
    access: 'authenticated',
    schema: { body: proofBody, response: { 200: okReply({ stepUpUntil: z.string() }) } },
    activity: {
      module: 'Auth',
      action: 'stepUp',
      describe: ({ admin, body }) => t('server.activity.stepUp', { email: admin.email, method: body.method }),
    },
    handler: async (call) => {
      const { db, admin, deps, ip, body } = call;
      await refuseWhileThrottled(deps, admin.email, ip);
      const outcome = await checkProof(call, admin.id, body, 'stepUp', await secondFactorsOf(db, admin.id));
      if (!outcome.ok) {
        await countFailure(deps, admin.email, ip);
        await writeActivity(db, deps.log, {
          adminId: admin.id,
          module: 'Auth',
          action: 'failedStepUp',
          description: t('server.activity.failedStepUp', { email: admin.email, ip }),
        });
        // 400, not 401: the session is still good, and a 401 would sign the admin out
        throw new ApiError(400, t(outcome.message));
      }
      await clearFailures(deps, admin.email, ip);
      const now = deps.now();
      await markStepUp(db, now, admin.session.id);
      return { msg: t('server.stepUp.done'), stepUpUntil: new Date(now + STEP_UP_WINDOW_MS).toISOString() };
    },
  }),
];
