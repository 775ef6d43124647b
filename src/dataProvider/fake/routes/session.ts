/**
 * The session calls (core §4, §7), as the server's server/routes/session.ts answers them: sign-in
 * (with the failed-sign-in and sign-in activity rows), sign-out everywhere (the token version goes
 * up), the token check and the admin details. The sign-in throttles are the server's protection
 * against guessing and are not modelled in QA mode.
 */
import { ApiError, apiRow, t } from '../../../../server/http';
import { loginBody } from '../../../../server/routes/sessionSchemas';
import { tokenFor } from '../guard';
import { verifyFakePassword } from '../passwords';
import { fakeRoute, type FakeCall } from '../router';

const fullName = (admin: { firstname: string; lastname: string }) => `${admin.firstname} ${admin.lastname}`.trim();

function signedIn(call: FakeCall) {
  if (!call.admin) throw new ApiError(401, t('server.auth.tokenMissing'));
  return call.admin;
}

export const sessionRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/login',
    schema: { body: loginBody },
    handler: async ({ body, db, ip, now }) => {
      const admin = db.rows('admins').find((row) => row.email === body.email);
      if (!admin || !(await verifyFakePassword(admin.passwordHash, body.password))) {
        if (admin) {
          db.add('activity_logs', [
            {
              adminId: admin.id,
              module: 'Auth',
              action: 'failedLogin',
              description: t('server.activity.failedLogin', { email: admin.email, ip }),
              createdAt: now,
            },
          ]);
        }
        throw new ApiError(401, t('server.login.invalidCredentials'));
      }
      if (admin.isBlock) throw new ApiError(401, t('server.login.blocked'));
      db.add('activity_logs', [
        {
          adminId: admin.id,
          module: 'Auth',
          action: 'login',
          description: t('server.activity.login', { name: fullName(admin), email: admin.email }),
          createdAt: now,
        },
      ]);
      return { msg: t('server.login.success'), token: tokenFor(admin) };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/logout',
    activity: {
      module: 'Auth',
      action: 'logout',
      describe: (call) => {
        const admin = signedIn(call);
        return t('server.activity.logout', { name: fullName(admin), email: admin.email });
      },
    },
    handler: (call) => {
      signedIn(call).tokenVersion += 1;
      return { msg: t('server.logout.success') };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/checkValidtoken',
    handler: () => ({ msg: t('server.auth.tokenValid') }),
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAdminDetails',
    handler: (call) => {
      const { id, firstname, lastname, email, profile, role } = signedIn(call);
      const settings = call.db.rows('admin_settings').find((row) => row.id === 1);
      return {
        msg: t('server.admin.details'),
        data: apiRow({ id, firstname, lastname, email, profile, role }),
        userCount: call.db.rows('users').length,
        productCount: call.db.rows('products').length,
        partnerCount: call.db.rows('partners').length,
        settings: { boxProfit: Number(settings?.boxProfit ?? 0) },
      };
    },
  }),
];
