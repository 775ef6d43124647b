/**
 * Session (core §4, §7): POST /api/admin/login, POST /api/admin/logout, GET /api/admin/checkValidtoken,
 * GET /api/admin/getAdminDetails. An admin with a second factor gets a second step after the
 * password (issue 62: ./security/signIn.ts); one without, while the team requires one, a session
 * limited to enrolling it.
 */
import { z } from 'zod';
import { signMfaToken } from '../auth/jwt';
import { secondFactorsOf, teamRequiresMfa } from '../auth/secondFactors';
import { endSessions } from '../auth/sessions';
import { clearFailures, countFailure, openSession, refuseWhileThrottled } from '../auth/signIn';
import { writeActivity } from '../activityLog';
import { MFA_TOKEN_TTL_SECONDS, hasSecondFactor, secondFactorMethods } from '../../src/domain/secondFactor';
import { ApiError, t, apiRow } from '../http';
import { okReply } from '../replySchema';
import { route } from '../route';
import type { PasswordHasher } from '../routeDeps';
import { loginBody } from './sessionSchemas';

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();
/** Verifying against a throw-away hash for unknown emails keeps their timing like a wrong password's. */
function dummyPasswordHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash('not-a-real-password');
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

export const routes = [
  route({
    method: 'POST',
    url: '/login',
    access: 'public',
    schema: {
      body: loginBody,
      response: {
        200: okReply({
          token: z.string().optional(),
          mfaRequired: z.literal(true).optional(),
          mfaToken: z.string().optional(),
          methods: z.array(z.enum(['totp', 'passkey', 'recovery'])).optional(),
          mfaEnrolRequired: z.literal(true).optional(),
        }),
      },
    },
    activity: false, // written below: the admin is only known once the password is checked
    rateLimit: (deps) => deps.loginIpLimit,
    handler: async (call) => {
      const { body, ip, deps } = call;
      const { email, password } = body;
      await refuseWhileThrottled(deps, email, ip);

      const admin = await deps.db
        .selectFrom('admins')
        .select(['id', 'firstname', 'lastname', 'email', 'passwordHash', 'isBlock', 'tokenVersion'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await deps.passwords.verify(admin?.passwordHash ?? (await dummyPasswordHash(deps.passwords)), password);
      if (!admin || !valid) {
        await countFailure(deps, email, ip);
        if (admin) {
          // a trace an admin can read in the activity log (never the attempted password)
          await writeActivity(deps.db, deps.log, {
            adminId: admin.id,
            module: 'Auth',
            action: 'failedLogin',
            description: t('server.activity.failedLogin', { email: admin.email, ip }),
          });
        }
        throw new ApiError(401, t('server.login.invalidCredentials'));
      }
      if (admin.isBlock) throw new ApiError(401, t('server.login.blocked'));

      const factors = await secondFactorsOf(deps.db, admin.id);
      if (hasSecondFactor(factors)) {
        // the limits are cleared only once the second factor is given too
        const exp = Math.floor(Date.now() / 1000) + MFA_TOKEN_TTL_SECONDS;
        const mfaToken = await signMfaToken(deps.jwtSecret, admin.id, admin.tokenVersion, exp);
        return { msg: t('server.login.mfaRequired'), mfaRequired: true, mfaToken, methods: secondFactorMethods(factors) };
      }
      await clearFailures(deps, email, ip);
      const enrolOnly = await teamRequiresMfa(deps.db);
      const token = await openSession(call, admin, enrolOnly ? 'enrol' : 'full');
      await writeActivity(deps.db, deps.log, {
        adminId: admin.id,
        module: 'Auth',
        action: 'login',
        description: t('server.activity.login', { name: `${admin.firstname} ${admin.lastname}`.trim(), email: admin.email }),
      });
      // without a second factor the reply is the spec's {code, msg, token}
      if (enrolOnly) return { msg: t('server.login.mfaEnrolRequired'), token, mfaEnrolRequired: true };
      return { msg: t('server.login.success'), token };
    },
  }),

  // Sign-out on the server (issues 14 and 62): ends this session only; the admin's sessions in other
  // browsers go on (the Sessions list ends those).
  route({
    method: 'POST',
    url: '/logout',
    access: 'authenticated',
    enrolment: true,
    schema: { response: { 200: okReply() } },
    activity: {
      module: 'Auth',
      action: 'logout',
      describe: ({ admin }) => t('server.activity.logout', { name: `${admin.firstname} ${admin.lastname}`.trim(), email: admin.email }),
    },
    handler: async ({ admin, db, deps }) => {
      await endSessions(db, deps.now(), { adminId: admin.id, only: admin.session.id }, 'signOut');
      return { msg: t('server.logout.success') };
    },
  }),
  route({
    method: 'GET',
    url: '/checkValidtoken',
    access: 'authenticated',
    schema: { response: { 200: okReply() } },
    handler: async () => ({ msg: t('server.auth.tokenValid') }),
  }),
  route({
    method: 'GET',
    url: '/getAdminDetails',
    access: 'authenticated',
    schema: {
      response: {
        200: okReply({
          data: z.looseObject({ _id: z.string(), email: z.string(), role: z.array(z.string()) }),
          userCount: z.number(),
          productCount: z.number(),
          partnerCount: z.number(),
          settings: z.looseObject({ boxProfit: z.number() }),
        }),
      },
    },
    handler: async ({ admin, deps }) => {
      const count = (table: 'users' | 'products') =>
        deps.lists.kept(`count:${table}`, [table], async () => {
          const row = await deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        });
      // counting a large table is slow on the embedded database: the counts are kept until the tables change
      const [userCount, productCount, figures] = await Promise.all([
        count('users'),
        count('products'),
        deps.db
          .selectNoFrom((eb) => [
            eb.selectFrom('partners').select(eb.fn.countAll<number>().as('n')).as('partnerCount'),
            eb.selectFrom('admin_settings').select('boxProfit').where('id', '=', 1).as('boxProfit'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const { id, firstname, lastname, email, profile, role } = admin;
      return {
        msg: t('server.admin.details'),
        data: apiRow({ id, firstname, lastname, email, profile, role }),
        userCount,
        productCount,
        partnerCount: Number(figures.partnerCount ?? 0),
        settings: { boxProfit: Number(figures.boxProfit ?? 0) },
      };
    },
  }),
];
