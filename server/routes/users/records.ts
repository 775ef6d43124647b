/**
 * Users list and records (core §7): getUserData, checkUserExists, registerUser, editUserData,
 * removeUser, deleteSelectedUsers, and POST removeUser with an id list (the /data-table demo table).
 */
import { sql } from 'kysely';
import { route } from '../../route';
import { wholeList } from '../../preparedReply';
import { inRange, rowStamp, sqlSlices } from '../../listSlices';
import { apiRowShape } from '../../sqlJson';
import { idParams, say, selectedIdsBody, t, apiRow } from '../../http';
import { z } from 'zod';
import { okReply, record, records } from '../../replySchema';
import { USERS_READ, USERS_WRITE, USERS_DELETE } from './access';
import { checkUserExistsBody, createUserBody, editUserBody } from './schemas';
import { EXISTS_MESSAGE } from '../../../src/domain/validation/user';
import { USER_COLUMNS, assertUnique, isTaken, uniqueViolation, userNotFound, type Db } from './shared';

/** The whole users list (the admin pages it in memory, core §2): newest first, only the listed columns. */
export function userListSlices(db: Db) {
  return sqlSlices(db, {
    msg: () => t('resources.users.server.list'),
    field: 'userList',
    stamped: ['users'],
    rows: (range) =>
      db
        .selectFrom('users')
        .select([...USER_COLUMNS, 'joined_at as sliceAt', 'id as sliceId', rowStamp('users.id', ['users']).as('sliceStamp')])
        .where(inRange('joined_at', 'id', range)),
    shape: apiRowShape(USER_COLUMNS, ['joined_at']),
  });
}

// kept serialised until the users table changes
const userList = wholeList('getUserData', ['users'], (db) => userListSlices(db));

export const routes = [
  route({
    method: 'GET',
    url: '/getUserData',
    access: USERS_READ,
    schema: { response: { 200: okReply({ userList: records }) } },
    wholeList: userList,
    handler: ({ deps }) => deps.lists.reply(userList),
  }),

  route({
    method: 'POST',
    url: '/checkUserExists',
    access: USERS_WRITE,
    schema: { body: checkUserExistsBody, response: { 200: okReply() } },
    activity: false, // a read sent as POST
    handler: async ({ db, body }) => {
      const { type, value, userId } = body;
      // "taken" is an expected answer, not a failed call: code 409 in the body, HTTP 200 (docs/api.md)
      if (await isTaken(db, type, value, userId)) return { code: 409, msg: say(EXISTS_MESSAGE[type]) };
      return { msg: t('resources.users.server.usable') };
    },
  }),

  route({
    method: 'POST',
    url: '/registerUser',
    access: USERS_WRITE,
    schema: { body: createUserBody, response: { 200: okReply({ userData: record, username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'create',
      describe: (_call, result) => t('resources.users.server.activity.created', { username: String(result.username) }),
    },
    handler: async ({ db, body }) => {
      await assertUnique(db, { email: body.email, phone: body.mobile, username: body.username });
      const row = await db
        .insertInto('users')
        .values({ ...body, passwordHash: null, profile: null })
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          throw uniqueViolation(err) ?? err;
        });
      return { msg: t('resources.users.server.created'), userData: apiRow(row), username: row.username };
    },
  }),

  route({
    method: 'PUT',
    url: '/editUserData/:id',
    access: USERS_WRITE,
    schema: { params: idParams, body: editUserBody, response: { 200: okReply({ userData: record, username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'update',
      describe: (_call, result) => t('resources.users.server.activity.updated', { username: String(result.username) }),
    },
    handler: async ({ db, params, body }) => {
      const { id } = params;
      const existing = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!existing) throw userNotFound();
      await assertUnique(db, { email: body.email, phone: body.mobile }, id);
      const row = await db
        .updateTable('users')
        .set({ ...body, updatedAt: sql`now()` })
        .where('id', '=', id)
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow()
        .catch((err: unknown) => {
          throw uniqueViolation(err) ?? err;
        });
      return { msg: t('resources.users.server.updated'), userData: apiRow(row), username: row.username };
    },
  }),

  route({
    method: 'DELETE',
    url: '/removeUser/:id',
    access: USERS_DELETE,
    schema: { params: idParams, response: { 200: okReply({ username: z.string() }) } },
    activity: {
      module: 'Users',
      action: 'delete',
      describe: (_call, result) => t('resources.users.server.activity.deleted', { username: String(result.username) }),
    },
    handler: async ({ db, params }) => {
      const { id } = params;
      const row = await db.deleteFrom('users').where('id', '=', id).returning('username').executeTakeFirst();
      if (!row) throw userNotFound();
      return { msg: t('resources.users.deleted'), username: row.username };
    },
  }),

  // deleteSelectedUsers (the users list) and POST removeUser with an id list (core §7's demo table,
  // /data-table): one bulk delete, the same permission, activity row and refusals
  ...(
    [
      ['PUT', '/deleteSelectedUsers'],
      ['POST', '/removeUser'],
    ] as const
  ).map(([method, url]) =>
    route({
      method,
      url,
      access: USERS_DELETE,
      schema: { body: selectedIdsBody(100_000), response: { 200: okReply({ deletedCount: z.number() }) } },
      activity: {
        module: 'Users',
        action: 'delete',
        describe: (_call, result) => t('resources.users.server.activity.deletedMany', { count: Number(result.deletedCount) }),
      },
      handler: async ({ db, body }) => {
        const { ids } = body;
        const result = await db
          .deleteFrom('users')
          .where(sql<boolean>`id = ANY(${ids}::text[])`)
          .executeTakeFirst();
        const deletedCount = Number(result.numDeletedRows);
        if (deletedCount === 0) throw userNotFound();
        return { msg: t('resources.users.list.bulkDeleted'), deletedCount };
      },
    }),
  ),
];
