/**
 * /activityLog, "Activity Logs" (operations §2): admin, action, module, description, date/time;
 * page size 10; multi-row select with bulk delete and a single delete (delActivityLog);
 * "Data does not found" when empty. Rows are written by the server for every admin mutation.
 */
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { ActivityLogEntry } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { RowDeleteButton } from '../../layout/RowDeleteButton';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { PageLoading } from '../../layout/PageLoading';

export function ActivityLogList() {
  const translate = useTranslate();
  const { canAccess: mayDelete, isPending } = useCanAccess({ resource: 'activityLogs', action: 'delete' });
  const title = translate('resources.activityLogs.title');
  const entity = translate('resources.activityLogs.entity');
  if (isPending) return <PageLoading />;
  return (
    <PageList
      title={title}
      resource="activityLogs"
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
      actions={false}
      disableAuthentication
    >
      <DataTable rowClick={false} bulkActionButtons={mayDelete ? <BulkDeleteConfirmButton /> : false} empty={<ListEmpty />}>
        <DataTable.Col<ActivityLogEntry>
          source="adminId.firstname"
          render={(log) =>
            log.adminId ? `${log.adminId.firstname} ${log.adminId.lastname}` : translate('resources.activityLogs.unknownAdmin')
          }
        />
        <DataTable.Col source="action" />
        <DataTable.Col source="module" />
        <DataTable.Col source="description" />
        <DataTable.Col<ActivityLogEntry> source="createdAt" render={(log) => formatDateTime(log.createdAt)} />
        {mayDelete ? (
          <DataTable.Col label="team.common.delete">
            <RowDeleteButton
              label="team.common.delete"
              confirmTitle={translate('team.common.deleteTitle', { entity })}
              confirmContent={translate('team.common.deleteConfirm', { entity })}
              successMessage="resources.activityLogs.deleted"
            />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </PageList>
  );
}
