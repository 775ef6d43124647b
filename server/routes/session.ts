/**
 * Session (core §4, §7): POST /api/admin/login, GET /api/admin/checkValidtoken,
 * GET /api/admin/getAdminDetails.
 */
import { z } from 'zod';
import { signAdminToken } from '../auth/jwt';
import { throttleKey } from '../auth/loginThrottle';
import { writeActivity } from '../activityLog';
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
    schema: { body: loginBody, response: { 200: okReply({ token: z.string() }) } },
    activity: false, // written below: the admin is only known once the password is checked
    rateLimit: (deps) => deps.loginIpLimit,
    handler: async ({ body, ip, deps }) => {
      const { email, password } = body;
      const { loginThrottle: throttle, accountThrottle } = deps;
      const key = throttleKey(email, ip);
      const waitMs = Math.max(...(await Promise.all([throttle.retryAfterMs(key), accountThrottle.retryAfterMs(email)])));
      if (waitMs > 0) throw new ApiError(429, t('server.login.tooManyFailures', { minutes: Math.ceil(waitMs / 60_000) }));

      const admin = await deps.db
        .selectFrom('admins')
        .select(['id', 'firstname', 'lastname', 'email', 'passwordHash', 'isBlock', 'tokenVersion'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await deps.passwords.verify(admin?.passwordHash ?? (await dummyPasswordHash(deps.passwords)), password);
      if (!admin || !valid) {
        await Promise.all([throttle.recordFailure(key), accountThrottle.recordFailure(email)]);
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
      await Promise.all([throttle.reset(key), accountThrottle.reset(email)]);
      if (admin.isBlock) throw new ApiError(401, t('server.login.blocked'));

      const token = await signAdminToken(deps.jwtSecret, admin.id, deps.jwtExpiresIn, admin.tokenVersion);
      await writeActivity(deps.db, deps.log, {
        adminId: admin.id,
        module: 'Auth',
        action: 'login',
        description: t('server.activity.login', { name: `${admin.firstname} ${admin.lastname}`.trim(), email: admin.email }),
      });
      return { msg: t('server.login.success'), token };
    },
  }),

  // Sign-out on the server (issue 14; the spec's Logout only drops the stored token, and the admin
  // still does that). Bumping the token version ends every session of this admin, on any browser:
  // a JWT cannot be revoked one by one without a list of revoked tokens, and signing out everywhere
  // is the safer reading of "sign out" on a shared back office.
  route({
    method: 'POST',
    url: '/logout',
    access: 'authenticated',
    schema: { response: { 200: okReply() } },
    activity: {
      module: 'Auth',
      action: 'logout',
      describe: ({ admin }) => t('server.activity.logout', { name: `${admin.firstname} ${admin.lastname}`.trim(), email: admin.email }),
    },
    handler: async ({ admin, db }) => {
      await db
        .updateTable('admins')
        .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('id', '=', admin.id)
        .execute();
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
      // 100,000 users take 10-30 ms to count on the embedded database: the counts are kept until the tables change
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
