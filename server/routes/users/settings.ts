/**
 * The settings tabs' calls (core §7): updateAdminProfile, changePassword, updateBoxProfit,
 * updateCurrentBoxesProfit.
 */
import { sql } from 'kysely';
import { route } from '../../route';
import { endSessions } from '../../auth/sessions';
import { openSession } from '../../auth/signIn';
import { ApiError, t, apiRow } from '../../http';
import { z } from 'zod';
import { okReply, record } from '../../replySchema';
import { SETTINGS_PASSWORD_WRITE, SETTINGS_PREFERENCES_WRITE, SETTINGS_PROFILE_WRITE } from './access';
import { adminProfileBody, boxProfitBody, changePasswordBody, currentBoxesBody } from './schemas';

export const routes = [
  route({
    method: 'POST',
    url: '/updateAdminProfile',
    access: SETTINGS_PROFILE_WRITE,
    schema: { body: adminProfileBody, response: { 200: okReply({ data: record, email: z.string() }) } },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) => t('resources.settings.activity.profile', { email: String(result.email) }),
    },
    handler: async ({ db, body, admin }) => {
      // Choice: the profile tab edits the signed-in admin only; team members are edited in team management
      if (body.id !== admin.id) throw new ApiError(403, t('resources.settings.server.ownProfileOnly'));
      const clash = await db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', body.email)
        .where('id', '<>', body.id)
        .executeTakeFirst();
      if (clash) throw new ApiError(409, t('resources.settings.server.adminEmailExists'));
      const row = await db
        .updateTable('admins')
        .set({ firstname: body.firstname, lastname: body.lastname, email: body.email, updatedAt: sql`now()` })
        .where('id', '=', body.id)
        .returning(['id', 'firstname', 'lastname', 'email', 'profile', 'role'])
        .executeTakeFirstOrThrow();
      return { msg: t('resources.settings.profileSaved'), data: apiRow(row), email: row.email };
    },
  }),

  route({
    method: 'POST',
    url: '/changePassword',
    access: SETTINGS_PASSWORD_WRITE,
    stepUp: { when: 'always' },
    schema: { body: changePasswordBody, response: { 200: okReply({ token: z.string(), endedSessions: z.number() }) } },
    activity: { module: 'Setting', action: 'password', describe: () => t('resources.settings.activity.password') },
    handler: async (call) => {
      const { db, body, admin, deps } = call;
      const { oldPassword, password } = body;
      const stored = await db.selectFrom('admins').select(['passwordHash']).where('id', '=', admin.id).executeTakeFirstOrThrow();
      if (!(await deps.passwords.verify(stored.passwordHash, oldPassword)))
        throw new ApiError(400, `old_password: ${t('resources.settings.server.oldPasswordWrong')}`);
      const passwordHash = await deps.passwords.hash(password);
      const row = await db
        .updateTable('admins')
        .set({ passwordHash, updatedAt: sql`now()` })
        .where('id', '=', admin.id)
        .returning(['id', 'tokenVersion'])
        .executeTakeFirstOrThrow();
      // every session of the admin ends (issue 62); the caller goes on in a new one, with a fresh token
      const endedSessions = Math.max(0, (await endSessions(db, deps.now(), { adminId: admin.id }, 'password')) - 1);
      const token = await openSession(call, row, 'full');
      return { msg: t('resources.settings.passwordChanged'), token, endedSessions };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateBoxProfit',
    access: SETTINGS_PREFERENCES_WRITE,
    schema: { body: boxProfitBody, response: { 200: okReply({ boxProfit: z.number() }) } },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) => t('resources.settings.activity.boxProfit', { boxProfit: Number(result.boxProfit) }),
    },
    handler: async ({ db, body }) => {
      const { boxProfit } = body;
      await db
        .insertInto('admin_settings')
        .values({ id: 1, boxProfit })
        .onConflict((oc) => oc.column('id').doUpdateSet({ boxProfit, updatedAt: sql`now()` }))
        .execute();
      return { msg: t('resources.settings.profitNew'), boxProfit };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateCurrentBoxesProfit',
    access: SETTINGS_PREFERENCES_WRITE,
    schema: { body: currentBoxesBody, response: { 200: okReply({ boxProfit: z.number(), updatedBoxes: z.number() }) } },
    activity: {
      module: 'Setting',
      action: 'update',
      describe: (_call, result) =>
        t('resources.settings.activity.currentBoxes', { boxProfit: Number(result.boxProfit), count: Number(result.updatedBoxes) }),
    },
    handler: async ({ db, body }) => {
      const boxProfit =
        body.boxProfit ??
        Number((await db.selectFrom('admin_settings').select('boxProfit').where('id', '=', 1).executeTakeFirst())?.boxProfit ?? 0);
      const result = await db
        .updateTable('boxes')
        .set({ boxProfit, updatedAt: sql`now()` })
        .executeTakeFirst();
      return { msg: t('resources.settings.profitCurrent'), boxProfit, updatedBoxes: Number(result.numUpdatedRows) };
    },
  }),
];
