/**
 * Passkeys as a second factor (issue 62): several per admin, each named; registered through the
 * browser's WebAuthn (options, then the answer checked by RouteDeps.passkeys) and removable after a
 * step-up. Replies name a passkey by its row id: credential ids and keys stay on the server.
 */
import { z } from 'zod';
import { hasSecondFactor } from '../../../src/domain/secondFactor';
import { challengeTaker, keepChallenge, secondFactorsOf } from '../../auth/secondFactors';
import { relyingParty } from '../../auth/relyingParty';
import { ApiError, idParams, t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import { optionsReply, passkeyRegisterBody, recoveryCodesReply } from './schemas';
import { addingFactor, factorAdded, factorRemoved, keepOneWhileRequired } from './secondFactor';

export const routes = [
  route({
    method: 'POST',
    url: '/mfa/passkeys/options',
    access: 'authenticated',
    enrolment: true,
    stepUp: addingFactor,
    schema: { response: { 200: optionsReply } },
    activity: false, // the passkey is logged once registered
    handler: async (call) => {
      const { db, admin, deps } = call;
      const exclude = await db
        .selectFrom('admin_passkeys')
        .select(['credentialId', 'publicKey', 'counter', 'transports'])
        .where('adminId', '=', admin.id)
        .execute();
      const { options, challenge } = await deps.passkeys.registrationOptions({
        rp: relyingParty(call),
        userId: admin.id,
        userName: admin.email,
        userDisplayName: `${admin.firstname} ${admin.lastname}`.trim() || admin.email,
        exclude: exclude.map((p) => ({ ...p, counter: Number(p.counter) })),
      });
      await keepChallenge(db, deps.now(), admin.id, 'register', challenge);
      return { msg: t('server.mfa.passkeyCreatePrompt'), options };
    },
  }),

  route({
    method: 'POST',
    url: '/mfa/passkeys',
    access: 'authenticated',
    enrolment: true,
    stepUp: addingFactor,
    schema: {
      body: passkeyRegisterBody,
      response: {
        200: okReply({
          passkey: z.object({ _id: z.string(), name: z.string(), createdAt: z.string() }),
          recoveryCodes: recoveryCodesReply.optional(),
          mfaEnrolRequired: z.literal(false).optional(),
        }),
      },
    },
    activity: {
      module: 'Auth',
      action: 'mfa',
      describe: ({ admin, body }) => t('server.activity.passkeyAdded', { email: admin.email, name: body.name }),
    },
    handler: async (call) => {
      const { db, admin, deps, body } = call;
      const now = deps.now();
      const hadFactor = hasSecondFactor(await secondFactorsOf(db, admin.id));
      const credential = await deps.passkeys.verifyRegistration({
        rp: relyingParty(call),
        response: body.response,
        expectedChallenge: challengeTaker(db, now, admin.id, 'register'),
      });
      if (!credential) throw new ApiError(400, t('server.mfa.passkeyRejected'));
      const row = await db
        .insertInto('admin_passkeys')
        .values({ adminId: admin.id, ...credential, name: body.name, createdAt: new Date(now) })
        .onConflict((oc) => oc.column('credentialId').doNothing())
        .returning(['id', 'name', 'createdAt'])
        .executeTakeFirst();
      if (!row) throw new ApiError(409, t('server.mfa.passkeyTaken'));
      return {
        msg: t('server.mfa.passkeyAdded', { name: row.name }),
        passkey: { _id: row.id, name: row.name, createdAt: row.createdAt.toISOString() },
        ...(await factorAdded(call, hadFactor)),
      };
    },
  }),

  route({
    method: 'DELETE',
    url: '/mfa/passkeys/:id',
    access: 'authenticated',
    stepUp: { when: 'always' },
    schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
    activity: {
      module: 'Auth',
      action: 'mfa',
      describe: ({ admin }, result) => t('server.activity.passkeyRemoved', { email: admin.email, name: String(result.name) }),
    },
    handler: async (call) => {
      const { db, admin, params } = call;
      const passkey = await db
        .selectFrom('admin_passkeys')
        .select(['id', 'name'])
        .where('id', '=', params.id)
        .where('adminId', '=', admin.id)
        .executeTakeFirst();
      if (!passkey) throw new ApiError(404, t('server.mfa.passkeyNotFound'));
      const factors = await secondFactorsOf(db, admin.id);
      await keepOneWhileRequired(db, factors.passkeys - 1 + (factors.totp ? 1 : 0));
      await db.deleteFrom('admin_passkeys').where('id', '=', passkey.id).execute();
      await factorRemoved(call);
      return { msg: t('server.mfa.passkeyRemoved'), name: passkey.name };
    },
  }),
];
