/**
 * The activity log (operations §7), as server/routes/team/activityLog.ts answers it:
 * getAllActivityLogsData (newest first, with the admin's names while the admin exists),
 * deleteActivityLog/{id}, deleteSelectedLogs. The shop writes the rows of every change (../../shop.ts).
 */
import { ApiError, idParams, selectedIdsBody, t } from '../../../../../server/http';
import { fakeRoute } from '../../router';
import { newestFirstIdDesc } from './order';

export const activityLogRoutes = [
  fakeRoute({
    method: 'GET',
    path: 'api/admin/getAllActivityLogsData',
    handler: ({ db }) => {
      const admins = new Map(db.rows('admins').map((admin) => [admin.id, admin]));
      const rows = [...db.rows('activity_logs')].sort(newestFirstIdDesc('createdAt'));
      return {
        msg: t('team.activity.title'),
        activityLogs: rows.map((row) => {
          const admin = row.adminId ? admins.get(row.adminId) : undefined;
          return {
            _id: row.id,
            adminId: admin ? { _id: admin.id, firstname: admin.firstname, lastname: admin.lastname } : null,
            action: row.action,
            module: row.module,
            description: row.description,
            createdAt: row.createdAt,
          };
        }),
      };
    },
  }),

  fakeRoute({
    method: 'DELETE',
    path: 'api/admin/deleteActivityLog/:id',
    schema: { params: idParams },
    activity: { module: 'ActivityLog', action: 'delete', describe: () => t('team.log.activityRemoved') },
    handler: ({ params, db }) => {
      const removed = db.remove('activity_logs', (row) => row.id === params.id);
      if (removed.length === 0) throw new ApiError(404, t('team.activity.notFound'));
      return { msg: t('team.activity.deleted') };
    },
  }),

  fakeRoute({
    method: 'PUT',
    path: 'api/admin/deleteSelectedLogs',
    schema: { body: selectedIdsBody() },
    activity: {
      module: 'ActivityLog',
      action: 'delete',
      describe: (_call, result) => t('team.log.activityRemovedMany', { count: Number(result.deleted) }),
    },
    handler: ({ body, db }) => {
      const ids = new Set(body.ids);
      const removed = db.remove('activity_logs', (row) => ids.has(row.id));
      return { msg: t('team.activity.deletedMany'), deleted: removed.length };
    },
  }),
];
