/** The activity log (operations §2 Team Management). */
import HistoryIcon from '@mui/icons-material/History';
import { defineResource, lazyView } from '../../layout/descriptor';
import { OPERATIONS_TOASTS } from '../../layout/notifyOptions';

export const activityLogs = defineResource({
  name: 'activityLogs',
  icon: HistoryIcon,
  labelKey: 'resources.activityLogs.title',
  access: ['ActivityLog'],
  toasts: OPERATIONS_TOASTS,
  screens: {
    list: {
      path: '/activityLog',
      view: lazyView(
        () => import('./ActivityLogList'),
        (m) => m.ActivityLogList,
      ),
    },
  },
  menu: [
    {
      key: 'activityLog',
      group: 'teamManagement',
      order: 20,
      labelKey: 'resources.activityLogs.menu',
      access: 'ActivityLog',
      screen: 'list',
    },
  ],
  endpoints: {
    list: { method: 'GET', path: 'api/admin/getAllActivityLogsData', replyKey: 'activityLogs', paging: 'client' },
    delete: { method: 'DELETE', path: 'api/admin/deleteActivityLog/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedLogs' },
  },
});
