/**
 * The settings tabs' calls, as server/routes/users/settings.ts answers them: updateAdminProfile,
 * changePassword (the token version goes up, so every older token stops working; the caller gets a
 * fresh one), updateBoxProfit, updateCurrentBoxesProfit.
 */
import { ApiError, apiRow, t } from '../../../../../server/http';
import { adminProfileBody, boxProfitBody, changePasswordBody, currentBoxesBody } from '../../../../../server/routes/users/schemas';
import { tokenFor } from '../../guard';
import { hashFakePassword, verifyFakePassword } from '../../passwords';
import { fakeRoute } from '../../router';
import { signedIn } from './shared';

export const settingsRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/updateAdminProfile',
    schema: { body: adminProfileBody },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) => t('users.server.activity.adminProfile', { email: String(result.email) }),
    },
    handler: (call) => {
      const { db, body, now } = call;
      const admin = signedIn(call);
      // the profile tab edits the signed-in admin only; team members are edited in team management
      if (body.id !== admin.id) throw new ApiError(403, t('users.server.ownProfileOnly'));
      if (db.rows('admins').some((row) => row.email === body.email && row.id !== body.id)) {
        throw new ApiError(409, t('users.server.adminEmailExists'));
      }
      Object.assign(admin, { firstname: body.firstname, lastname: body.lastname, email: body.email, updatedAt: now });
      const { id, firstname, lastname, email, profile, role } = admin;
      return { msg: t('users.settings.profileSaved'), data: apiRow({ id, firstname, lastname, email, profile, role }), email };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/changePassword',
    schema: { body: changePasswordBody },
    activity: { module: 'Setting', action: 'password', describe: () => t('users.server.activity.adminPassword') },
    handler: async (call) => {
      const { oldPassword, password } = call.body;
      const admin = signedIn(call);
      if (!(await verifyFakePassword(admin.passwordHash, oldPassword))) {
        throw new ApiError(400, `old_password: ${t('users.server.oldPasswordWrong')}`);
      }
      admin.passwordHash = await hashFakePassword(password);
      // bumping the token version makes every token issued before this change stop working (../../guard.ts)
      admin.tokenVersion += 1;
      admin.updatedAt = call.now;
      // the admin who changed it stays signed in with a fresh token
      return { msg: t('users.settings.passwordChanged'), token: tokenFor(admin) };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateBoxProfit',
    schema: { body: boxProfitBody },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) => t('users.server.activity.boxProfit', { boxProfit: Number(result.boxProfit) }),
    },
    handler: ({ db, body: { boxProfit }, now }) => {
      const settings = db.rows('admin_settings').find((row) => row.id === 1);
      if (settings) Object.assign(settings, { boxProfit, updatedAt: now });
      else db.add('admin_settings', [{ id: 1, boxProfit, updatedAt: now }]);
      return { msg: t('users.settings.profitNew'), boxProfit };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateCurrentBoxesProfit',
    schema: { body: currentBoxesBody },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) =>
        t('users.server.activity.currentBoxes', { boxProfit: Number(result.boxProfit), count: Number(result.updatedBoxes) }),
    },
    handler: ({ db, body, now }) => {
      const boxProfit = body.boxProfit ?? Number(db.rows('admin_settings').find((row) => row.id === 1)?.boxProfit ?? 0);
      const boxes = db.rows('boxes');
      for (const box of boxes) Object.assign(box, { boxProfit, updatedAt: now });
      return { msg: t('users.settings.profitCurrent'), boxProfit, updatedBoxes: boxes.length };
    },
  }),
];
