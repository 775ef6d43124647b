/**
 * An admin's own sessions (issue 62, Settings > Sessions): the active ones with their browser and
 * system (src/domain/userAgent.ts), address, sign-in and last-seen times and "this session"; sign one
 * out, or every one but this.
 */
import { z } from 'zod';
import { describeUserAgent } from '../../../src/domain/userAgent';
import { endSessions } from '../../auth/sessions';
import { ApiError, idParams, t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';

const sessionRow = z.object({
  _id: z.string(),
  browser: z.string(),
  system: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

/** A row of GET /sessions, as the admin's Sessions tab reads it. */
export type AdminSessionRow = z.infer<typeof sessionRow>;

export const routes = [
  route({
    method: 'GET',
    url: '/sessions',
    access: 'authenticated',
    schema: { response: { 200: okReply({ sessions: z.array(sessionRow) }) } },
    handler: async ({ db, admin, deps }) => {
      const now = deps.now();
      let query = db
        .selectFrom('admin_sessions')
        .select(['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt'])
        .where('adminId', '=', admin.id)
        .where('endedAt', 'is', null)
        .where('createdAt', '>', new Date(now - deps.sessions.maxAgeMs));
      if (deps.sessions.idleMs !== null) query = query.where('lastSeenAt', '>', new Date(now - deps.sessions.idleMs));
      const rows = await query.orderBy('lastSeenAt', 'desc').orderBy('id').execute();
      const sessions = rows.map((row) => ({
        _id: row.id,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === admin.session.id,
      }));
      return { msg: t('server.sessions.list'), sessions };
    },
  }),

  route({
    method: 'DELETE',
    url: '/sessions/:id',
    access: 'authenticated',
    schema: { params: idParams, response: { 200: okReply({ current: z.boolean() }) } },
    activity: {
      module: 'Auth',
      action: 'endSession',
      describe: ({ admin, params }) => t('server.activity.sessionEnded', { email: admin.email, id: params.id }),
    },
    handler: async ({ db, admin, deps, params }) => {
      const ended = await endSessions(db, deps.now(), { adminId: admin.id, only: params.id }, 'ended');
      if (ended === 0) throw new ApiError(404, t('server.sessions.notFound'));
      return { msg: t('server.sessions.ended'), current: params.id === admin.session.id };
    },
  }),

  route({
    method: 'POST',
    url: '/sessions/endOthers',
    access: 'authenticated',
    schema: { response: { 200: okReply({ ended: z.number() }) } },
    activity: {
      module: 'Auth',
      action: 'endSession',
      describe: ({ admin }, result) => t('server.activity.sessionsEndedOthers', { email: admin.email, count: Number(result.ended) }),
    },
    handler: async ({ db, admin, deps }) => {
      const ended = await endSessions(db, deps.now(), { adminId: admin.id, except: admin.session.id }, 'endedOthers');
      return { msg: t('server.sessions.endedOthers'), ended };
    },
  }),
];
