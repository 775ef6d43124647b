/**
 * Team members (operations §7 "Team and activity log"): addTeam, getAllTeamsData, getTeamDetailById,
 * updateTeamData, deleteSelectedTeams, blockTeam, RemoveTeam. Super admins only (operations §6).
 * The form's rules come from src/domain/validation/team.ts; a role must hold known permissions only.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { ApiError, idParams, say, selectedIdsBody, t, apiRow } from '../../http';
import { okReply, record, records } from '../../replySchema';
import { route } from '../../route';
import { isSuper } from '../../../src/domain/permissions';
import { roleError, validateTeamForm, type TeamFormMode, type TeamFormValues } from '../../../src/domain/validation/team';
import { addTeamBody as addBody, teamDetailQuery as detailQuery, updateTeamBody as updateBody } from './schemas';
import { hasSecondFactorSql } from '../../auth/secondFactors';
import { endSessions } from '../../auth/sessions';

/** Granting super admin (issue 62) needs a recent step-up: a new super admin, or a member made one. */
const GRANTING_SUPER = 'when the role grants super admin (suUsers or superAdmin) to an admin who is not one';

const TEAM_COLUMNS = ['id', 'firstname', 'lastname', 'email', 'role', 'isBlock', 'updatedAt'] as const;

/** The domain's form rules and the role rules; the first failure becomes the 400 "field: message". */
function checkTeamInput(values: TeamFormValues & { role: string[] }, mode: TeamFormMode, grants: readonly string[]): void {
  const errors = validateTeamForm(values, mode);
  const first = Object.entries(errors)[0];
  if (first) throw new ApiError(400, `${first[0]}: ${say(first[1])}`);
  const problem = roleError(values.role, grants);
  if (problem?.kind === 'empty') throw new ApiError(400, `role: ${t('resources.team.members.noRole')}`);
  if (problem?.kind === 'unknown')
    throw new ApiError(400, `role: ${t('resources.team.members.unknownPermission', { permission: problem.permission })}`);
}

async function emailTaken(db: Kysely<Database>, email: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('admins').select('id').where('email', '=', email);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function findMember(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('admins').select(TEAM_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, t('resources.team.members.notFound'));
  return row;
}

function unique(role: readonly string[]): string[] {
  return [...new Set(role)];
}

export const routes = [
  route({
    method: 'POST',
    url: '/addTeam',
    access: 'super',
    stepUp: { when: GRANTING_SUPER, needed: ({ body }) => isSuper(body.role) },
    schema: { body: addBody, response: { 200: okReply({ data: record, email: z.string() }) } },
    activity: {
      module: 'Team',
      action: 'create',
      describe: (_call, result) => t('resources.team.log.added', { email: String(result.email) }),
    },
    handler: async ({ db, body, deps }) => {
      const role = unique(body.role);
      checkTeamInput({ ...body, role }, 'add', deps.grants);
      const email = body.email.trim().toLowerCase();
      if (await emailTaken(db, email)) throw new ApiError(409, `email: ${t('resources.team.members.emailTaken')}`);
      const row = await db
        .insertInto('admins')
        .values({
          firstname: body.firstName.trim(),
          lastname: body.lastName.trim(),
          email,
          passwordHash: await deps.passwords.hash(body.password),
          profile: null,
          role,
          isBlock: false,
        })
        .returning(TEAM_COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('resources.team.members.added'), data: apiRow(row), email };
    },
  }),

  route({
    method: 'GET',
    url: '/getAllTeamsData',
    access: 'super',
    schema: { response: { 200: okReply({ teams: records }) } },
    handler: async ({ db, admin }) => {
      // every admin but the one asking (who may not block or delete their own account)
      const rows = await db
        .selectFrom('admins')
        .select([...TEAM_COLUMNS, hasSecondFactorSql('admins.id').as('mfaEnabled')])
        .where('id', '!=', admin.id)
        .orderBy('updatedAt', 'desc')
        .orderBy('id')
        .execute();
      return { msg: t('resources.team.members.title'), teams: rows.map(apiRow) };
    },
  }),

  route({
    method: 'GET',
    url: '/getTeamDetailById',
    access: 'super',
    schema: { querystring: detailQuery, response: { 200: okReply({ teamData: record }) } },
    handler: async ({ db, query }) => {
      const { userId } = query;
      return { msg: t('resources.team.members.title'), teamData: apiRow(await findMember(db, userId)) };
    },
  }),

  route({
    method: 'PUT',
    url: '/updateTeamData',
    access: 'super',
    stepUp: {
      when: GRANTING_SUPER,
      needed: async ({ db, body }) => {
        if (!isSuper(body.role)) return false;
        const member = await db.selectFrom('admins').select('role').where('id', '=', body.userId).executeTakeFirst();
        return member !== undefined && !isSuper(member.role);
      },
    },
    schema: { body: updateBody, response: { 200: okReply({ data: record, email: z.string() }) } },
    activity: {
      module: 'Team',
      action: 'update',
      describe: (_call, result) => t('resources.team.log.updated', { email: String(result.email) }),
    },
    handler: async ({ db, body, admin, deps }) => {
      const role = unique(body.role);
      checkTeamInput({ ...body, role }, 'update', deps.grants);
      // only super admins call this, so refusing to drop one's own super access keeps one at least
      if (body.userId === admin.id && !isSuper(role)) throw new ApiError(409, `role: ${t('resources.team.members.keepOwnSuper')}`);
      await findMember(db, body.userId);
      const email = body.email.trim().toLowerCase();
      if (await emailTaken(db, email, body.userId)) throw new ApiError(409, `email: ${t('resources.team.members.emailTaken')}`);
      const row = await db
        .updateTable('admins')
        .set({ firstname: body.firstName.trim(), lastname: body.lastName.trim(), email, role, updatedAt: new Date() })
        .where('id', '=', body.userId)
        .returning(TEAM_COLUMNS)
        .executeTakeFirstOrThrow();
      return { msg: t('resources.team.members.updated'), data: apiRow(row), email };
    },
  }),

  route({
    method: 'PUT',
    url: '/blockTeam/:id',
    access: 'super',
    schema: { params: idParams, response: { 200: okReply({ block: z.boolean(), email: z.string() }) } },
    activity: {
      module: 'Team',
      action: 'block',
      describe: (_call, result) =>
        t(result.block ? 'resources.team.log.blocked' : 'resources.team.log.unblocked', { email: String(result.email) }),
    },
    handler: async ({ db, params, admin, deps }) => {
      const { id } = params;
      if (id === admin.id) throw new ApiError(400, t('resources.team.members.notYourself'));
      await findMember(db, id);
      // one statement, so concurrent toggles each flip once and each reply says the state it made;
      // blocking also bumps the token version and ends the member's sessions (issue 62), so
      // unblocking later does not revive older sign-ins
      const row = await db
        .updateTable('admins')
        .set({
          isBlock: sql<boolean>`not "isBlock"`,
          tokenVersion: sql<number>`"tokenVersion" + case when "isBlock" then 0 else 1 end`,
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .returning(['isBlock', 'email'])
        .executeTakeFirst();
      if (!row) throw new ApiError(404, t('resources.team.members.notFound'));
      if (row.isBlock) await endSessions(db, deps.now(), { adminId: id }, 'blocked');
      return { msg: t('resources.team.members.blockDone'), block: row.isBlock, email: row.email };
    },
  }),

  route({
    method: 'DELETE',
    url: '/RemoveTeam/:id',
    access: 'super',
    schema: { params: idParams, response: { 200: okReply({ email: z.string() }) } },
    activity: {
      module: 'Team',
      action: 'delete',
      describe: (_call, result) => t('resources.team.log.removed', { email: String(result.email) }),
    },
    handler: async ({ db, params, admin }) => {
      const { id } = params;
      if (id === admin.id) throw new ApiError(400, t('resources.team.members.notYourself'));
      const member = await findMember(db, id);
      await db.deleteFrom('admins').where('id', '=', id).execute();
      return { msg: t('resources.team.members.removed'), email: member.email };
    },
  }),

  route({
    method: 'DELETE',
    url: '/deleteSelectedTeams',
    access: 'super',
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deleted: z.number() }) } },
    activity: {
      module: 'Team',
      action: 'delete',
      describe: (_call, result) => t('resources.team.log.removedMany', { count: Number(result.deleted) }),
    },
    handler: async ({ db, body, admin }) => {
      const { ids } = body;
      if (ids.includes(admin.id)) throw new ApiError(400, t('resources.team.members.notYourself'));
      const deleted = await db.deleteFrom('admins').where('id', 'in', ids).executeTakeFirst();
      return { msg: t('resources.team.members.removedMany'), deleted: Number(deleted.numDeletedRows) };
    },
  }),
];
