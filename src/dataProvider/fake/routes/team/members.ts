/**
 * Team members (operations §7 "Team and activity log"), as server/routes/team/members.ts answers
 * them: addTeam, getAllTeamsData, getTeamDetailById, updateTeamData, blockTeam, RemoveTeam,
 * deleteSelectedTeams. The form's rules come from src/domain/validation/team.ts, the super-admin
 * rule from src/domain/permissions; blocking bumps the member's token version, as on the server.
 * Removing a member leaves their activity rows and return decisions without an admin (the
 * database's `on delete set null`).
 */
import { ApiError, apiRow, idParams, say, selectedIdsBody, t } from '../../../../../server/http';
import { addTeamBody, teamDetailQuery, updateTeamBody } from '../../../../../server/routes/team/schemas';
import { isSuper } from '../../../../domain/permissions';
import { roleError, validateTeamForm, type TeamFormMode, type TeamFormValues } from '../../../../domain/validation/team';
import type { FakeDb, FakeRow } from '../../db';
import { hashFakePassword } from '../../passwords';
import { fakeRoute, type FakeCall } from '../../router';
import { newestFirst } from './order';

type Admin = FakeRow<'admins'>;

/** The columns the server selects (TEAM_COLUMNS), `id` as `_id`. */
function teamRow({ id, firstname, lastname, email, role, isBlock, updatedAt }: Admin) {
  return apiRow({ id, firstname, lastname, email, role: [...role], isBlock, updatedAt });
}

function checkTeamInput(values: TeamFormValues & { role: string[] }, mode: TeamFormMode): void {
  const errors = validateTeamForm(values, mode);
  const first = Object.entries(errors)[0];
  if (first) throw new ApiError(400, `${first[0]}: ${say(first[1])}`);
  const problem = roleError(values.role);
  if (problem?.kind === 'empty') throw new ApiError(400, `role: ${t('team.members.noRole')}`);
  if (problem?.kind === 'unknown')
    throw new ApiError(400, `role: ${t('team.members.unknownPermission', { permission: problem.permission })}`);
}

function emailTaken(db: FakeDb, email: string, exceptId?: string): boolean {
  return db.rows('admins').some((row) => row.email === email && row.id !== exceptId);
}

function findMember(db: FakeDb, id: string): Admin {
  const row = db.rows('admins').find((admin) => admin.id === id);
  if (!row) throw new ApiError(404, t('team.members.notFound'));
  return row;
}

function signedIn(call: FakeCall): Admin {
  if (!call.admin) throw new ApiError(401, t('server.auth.tokenMissing'));
  return call.admin;
}

/** Deletes admins and clears what pointed at them, as the foreign keys do; returns how many went. */
function removeAdmins(db: FakeDb, ids: ReadonlySet<string>): number {
  const removed = db.remove('admins', (row) => ids.has(row.id));
  for (const log of db.rows('activity_logs')) if (log.adminId !== null && ids.has(log.adminId)) log.adminId = null;
  for (const request of db.rows('return_requests')) if (request.decidedBy !== null && ids.has(request.decidedBy)) request.decidedBy = null;
  return removed.length;
}

const unique = (role: readonly string[]): string[] => [...new Set(role)];

export const memberRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/addTeam',
    schema: { body: addTeamBody },
    activity: { module: 'Team', action: 'create', describe: (_call, result) => t('team.log.teamAdded', { email: String(result.email) }) },
    handler: async ({ body, db, now }) => {
      const role = unique(body.role);
      checkTeamInput({ ...body, role }, 'add');
      const email = body.email.trim().toLowerCase();
      if (emailTaken(db, email)) throw new ApiError(409, `email: ${t('team.members.emailTaken')}`);
      const [row] = db.add('admins', [
        {
          firstname: body.firstName.trim(),
          lastname: body.lastName.trim(),
          email,
          passwordHash: await hashFakePassword(body.password),
          profile: null,
          role,
          isBlock: false,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      return { msg: t('team.members.added'), data: teamRow(row), email };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllTeamsData',
    handler: (call) => {
      // every admin but the one asking (who may not block or delete their own account)
      const me = signedIn(call).id;
      const rows = call.db
        .rows('admins')
        .filter((row) => row.id !== me)
        .sort(newestFirst('updatedAt'));
      return { msg: t('team.members.title'), teams: rows.map(teamRow) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/getTeamDetailById',
    schema: { querystring: teamDetailQuery },
    handler: ({ query, db }) => ({ msg: t('team.members.title'), teamData: teamRow(findMember(db, query.userId)) }),
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/updateTeamData',
    schema: { body: updateTeamBody },
    activity: { module: 'Team', action: 'update', describe: (_call, result) => t('team.log.teamUpdated', { email: String(result.email) }) },
    handler: (call) => {
      const { body, db, now } = call;
      const role = unique(body.role);
      checkTeamInput({ ...body, role }, 'update');
      // only super admins call this, so refusing to drop one's own super access keeps one at least
      if (body.userId === signedIn(call).id && !isSuper(role)) throw new ApiError(409, `role: ${t('team.members.keepOwnSuper')}`);
      const member = findMember(db, body.userId);
      const email = body.email.trim().toLowerCase();
      if (emailTaken(db, email, body.userId)) throw new ApiError(409, `email: ${t('team.members.emailTaken')}`);
      Object.assign(member, { firstname: body.firstName.trim(), lastname: body.lastName.trim(), email, role, updatedAt: now });
      return { msg: t('team.members.updated'), data: teamRow(member), email };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/blockTeam/:id',
    schema: { params: idParams },
    activity: {
      module: 'Team',
      action: 'block',
      describe: (_call, result) => t(result.block ? 'team.log.teamBlocked' : 'team.log.teamUnblocked', { email: String(result.email) }),
    },
    handler: (call) => {
      const { id } = call.params;
      if (id === signedIn(call).id) throw new ApiError(400, t('team.members.notYourself'));
      const member = findMember(call.db, id);
      // blocking bumps the token version, so unblocking later does not revive older sign-ins
      if (!member.isBlock) member.tokenVersion += 1;
      member.isBlock = !member.isBlock;
      member.updatedAt = call.now;
      return { msg: t('team.members.blockDone'), block: member.isBlock, email: member.email };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/RemoveTeam/:id',
    schema: { params: idParams },
    activity: { module: 'Team', action: 'delete', describe: (_call, result) => t('team.log.teamRemoved', { email: String(result.email) }) },
    handler: (call) => {
      const { id } = call.params;
      if (id === signedIn(call).id) throw new ApiError(400, t('team.members.notYourself'));
      const member = findMember(call.db, id);
      removeAdmins(call.db, new Set([id]));
      return { msg: t('team.members.removed'), email: member.email };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteSelectedTeams',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'Team',
      action: 'delete',
      describe: (_call, result) => t('team.log.teamRemovedMany', { count: Number(result.deleted) }),
    },
    handler: (call) => {
      const { ids } = call.body;
      if (ids.includes(signedIn(call).id)) throw new ApiError(400, t('team.members.notYourself'));
      const deleted = removeAdmins(call.db, new Set(ids));
      return { msg: t('team.members.removedMany'), deleted };
    },
  }),
];
