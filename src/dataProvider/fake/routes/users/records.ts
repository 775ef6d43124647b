/**
 * The users list and records, as server/routes/users/records.ts answers them: getUserData,
 * checkUserExists, registerUser, editUserData, removeUser, deleteSelectedUsers and POST removeUser.
 */
import { idParams, say, selectedIdsBody, t } from '../../../../../server/http';
import { checkUserExistsBody, createUserBody, editUserBody } from '../../../../../server/routes/users/schemas';
import { userNotFound } from '../../../../../server/routes/users/common';
import { EXISTS_MESSAGE } from '../../../../domain/validation/user';
import { fakeRoute } from '../../router';
import { assertUnique, deleteUsers, findUser, isTaken, userRecord } from './shared';

const byJoinedDesc = (a: { joined_at: Date; id: string }, b: { joined_at: Date; id: string }) =>
  b.joined_at.getTime() - a.joined_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const userRecordRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getUserData',
    handler: ({ db }) => ({
      msg: t('users.server.userList'),
      userList: [...db.rows('users')].sort(byJoinedDesc).map(userRecord),
    }),
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/checkUserExists',
    schema: { body: checkUserExistsBody },
    handler: ({ db, body: { type, value, userId } }) =>
      // "taken" is an expected answer: code 409 in the body, HTTP 200 (as the server)
      isTaken(db, type, value, userId) ? { code: 409, msg: say(EXISTS_MESSAGE[type]) } : { msg: t('users.server.usable') },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/registerUser',
    schema: { body: createUserBody },
    activity: {
      module: 'Users',
      action: 'create',
      describe: (_call, result) => t('users.server.activity.created', { username: String(result.username) }),
    },
    handler: ({ db, body, now }) => {
      assertUnique(db, { email: body.email, phone: body.mobile, username: body.username });
      const [row] = db.add('users', [{ ...body, passwordHash: null, profile: null, joined_at: now, updatedAt: now }]);
      return { msg: t('users.server.created'), userData: userRecord(row), username: row.username };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/editUserData/:id',
    schema: { params: idParams, body: editUserBody },
    activity: {
      module: 'Users',
      action: 'update',
      describe: (_call, result) => t('users.server.activity.updated', { username: String(result.username) }),
    },
    handler: ({ db, params, body, now }) => {
      const row = findUser(db, params.id);
      if (!row) throw userNotFound();
      assertUnique(db, { email: body.email, phone: body.mobile }, row.id);
      Object.assign(row, body, { updatedAt: now });
      return { msg: t('users.server.updated'), userData: userRecord(row), username: row.username };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/removeUser/:id',
    schema: { params: idParams },
    activity: {
      module: 'Users',
      action: 'delete',
      describe: (_call, result) => t('users.server.activity.deleted', { username: String(result.username) }),
    },
    handler: ({ db, params }) => {
      const [row] = deleteUsers(db, new Set([params.id]));
      if (!row) throw userNotFound();
      return { msg: t('users.deleted'), username: row.username };
    },
  }),

  // deleteSelectedUsers (the users list) and POST removeUser with an id list (the /data-table demo table)
  ...(
    [
      ['PUT', 'api/admin/deleteSelectedUsers'],
      ['POST', 'api/admin/removeUser'],
    ] as const
  ).map(([method, path]) =>
    fakeRoute({
      method,
      path,
      schema: { body: selectedIdsBody(100_000) },
      activity: {
        module: 'Users',
        action: 'delete',
        describe: (_call, result) => t('users.server.activity.deletedMany', { count: Number(result.deletedCount) }),
      },
      handler: ({ db, body }) => {
        const deletedCount = deleteUsers(db, new Set(body.ids)).length;
        if (deletedCount === 0) throw userNotFound();
        return { msg: t('users.list.bulkDeleted'), deletedCount };
      },
    }),
  ),
];
