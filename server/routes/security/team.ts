/**
 * The team's security (issue 62), super admins only: whether every admin must have a second factor,
 * the amount above which a withdrawal needs two approvals, and a member's second factor reset (lost
 * phone): their factors dropped and their sessions ended, so they sign in and set one up again.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { formatEuro } from '../../../src/domain/format';
import { DEFAULT_FOUR_EYES_THRESHOLD } from '../../../src/domain/withdrawal';
import { hasSecondFactor } from '../../../src/domain/secondFactor';
import { dropSecondFactors, secondFactorsOf } from '../../auth/secondFactors';
import { endSessions } from '../../auth/sessions';
import { ApiError, idParams, t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import { securitySettingsBody } from './schemas';

const settingsFields = { requireMfa: z.boolean(), fourEyesThreshold: z.number() };
const settingsReply = okReply(settingsFields);

/** The team's security settings, as GET and PUT /securitySettings reply them. */
export type SecuritySettings = z.infer<z.ZodObject<typeof settingsFields>>;

export const routes = [
  route({
    method: 'GET',
    url: '/securitySettings',
    access: 'super',
    schema: { response: { 200: settingsReply } },
    handler: async ({ db }) => {
      const row = await db.selectFrom('admin_settings').select(['requireMfa', 'fourEyesThreshold']).where('id', '=', 1).executeTakeFirst();
      return {
        msg: t('server.security.settings'),
        requireMfa: row?.requireMfa ?? false,
        fourEyesThreshold: Number(row?.fourEyesThreshold ?? DEFAULT_FOUR_EYES_THRESHOLD),
      };
    },
  }),

  route({
    method: 'PUT',
    url: '/securitySettings',
    access: 'super',
    stepUp: { when: 'always' },
    schema: { body: securitySettingsBody, response: { 200: settingsReply } },
    activity: {
      module: 'Setting',
      action: 'security',
      describe: (_call, result) =>
        t(result.requireMfa ? 'server.activity.securityMfaRequired' : 'server.activity.securityMfaOptional', {
          threshold: formatEuro(Number(result.fourEyesThreshold)),
        }),
    },
    handler: async ({ db, admin, body }) => {
      // requiring a second factor of everyone starts with one's own, or the next sign-in is enrolment only
      if (body.requireMfa && !hasSecondFactor(await secondFactorsOf(db, admin.id)))
        throw new ApiError(409, t('server.security.ownFactorFirst'));
      const changes = {
        ...(body.requireMfa === undefined ? {} : { requireMfa: body.requireMfa }),
        ...(body.fourEyesThreshold === undefined ? {} : { fourEyesThreshold: body.fourEyesThreshold }),
      };
      const row = await db
        .insertInto('admin_settings')
        .values({ id: 1, boxProfit: 0, ...changes })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...changes, updatedAt: sql`now()` }))
        .returning(['requireMfa', 'fourEyesThreshold'])
        .executeTakeFirstOrThrow();
      return { msg: t('server.security.saved'), requireMfa: row.requireMfa, fourEyesThreshold: Number(row.fourEyesThreshold) };
    },
  }),

  route({
    method: 'PUT',
    url: '/resetTeamMfa/:id',
    access: 'super',
    stepUp: { when: 'always' },
    schema: { params: idParams, response: { 200: okReply({ email: z.string(), endedSessions: z.number() }) } },
    activity: {
      module: 'Team',
      action: 'mfaReset',
      describe: (_call, result) => t('server.activity.mfaReset', { email: String(result.email) }),
    },
    handler: async ({ db, admin, deps, params }) => {
      if (params.id === admin.id) throw new ApiError(400, t('resources.team.members.notYourself'));
      const member = await db.selectFrom('admins').select(['id', 'email']).where('id', '=', params.id).executeTakeFirst();
      if (!member) throw new ApiError(404, t('resources.team.members.notFound'));
      const endedSessions = await db.transaction().execute(async (trx) => {
        await dropSecondFactors(trx, member.id);
        return endSessions(trx, deps.now(), { adminId: member.id }, 'mfaReset');
      });
      return { msg: t('server.security.mfaReset', { email: member.email }), email: member.email, endedSessions };
    },
  }),
];
