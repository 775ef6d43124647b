/**
 * The activity log (operations §7): getAllActivityLogsData, deleteActivityLog/{id}, deleteSelectedLogs.
 * Rows are written for every admin mutation as its route declares (server/runRoute.ts, server/activityLog.ts).
 */
import { z } from 'zod';
import { route } from '../../route';
import { ApiError, idParams, selectedIdsBody, t } from '../../http';
import { okReply, records } from '../../replySchema';
import { anyKindOf } from './shared';

export const routes = [
  route({
    method: 'GET',
    url: '/getAllActivityLogsData',
    access: { anyOf: anyKindOf('ActivityLog') },
    schema: { response: { 200: okReply({ activityLogs: records }) } },
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('activity_logs')
        .leftJoin('admins', 'admins.id', 'activity_logs.adminId')
        .select([
          'activity_logs.id',
          'activity_logs.action',
          'activity_logs.module',
          'activity_logs.description',
          'activity_logs.createdAt',
          'activity_logs.adminId',
          'admins.firstname',
          'admins.lastname',
        ])
        .orderBy('activity_logs.createdAt', 'desc')
        .orderBy('activity_logs.id', 'desc')
        .execute();
      return {
        msg: t('resources.activityLogs.title'),
        activityLogs: rows.map((row) => ({
          _id: row.id,
          adminId:
            row.adminId && row.firstname !== null ? { _id: row.adminId, firstname: row.firstname, lastname: row.lastname ?? '' } : null,
          action: row.action,
          module: row.module,
          description: row.description,
          createdAt: row.createdAt,
        })),
      };
    },
  }),

  route({
    method: 'DELETE',
    url: '/deleteActivityLog/:id',
    access: { anyOf: ['delActivityLog'] },
    schema: { params: idParams, response: { 200: okReply() } },
    activity: { module: 'ActivityLog', action: 'delete', describe: () => t('resources.activityLogs.log.removed') },
    handler: async ({ db, params }) => {
      const result = await db.deleteFrom('activity_logs').where('id', '=', params.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ApiError(404, t('resources.activityLogs.notFound'));
      return { msg: t('resources.activityLogs.deleted') };
    },
  }),

  route({
    method: 'PUT',
    url: '/deleteSelectedLogs',
    access: { anyOf: ['delActivityLog'] },
    schema: { body: selectedIdsBody(), response: { 200: okReply({ deleted: z.number() }) } },
    activity: {
      module: 'ActivityLog',
      action: 'delete',
      describe: (_call, result) => t('resources.activityLogs.log.removedMany', { count: Number(result.deleted) }),
    },
    handler: async ({ db, body }) => {
      const result = await db.deleteFrom('activity_logs').where('id', 'in', body.ids).executeTakeFirst();
      return { msg: t('resources.activityLogs.deletedMany'), deleted: Number(result.numDeletedRows) };
    },
  }),
];
