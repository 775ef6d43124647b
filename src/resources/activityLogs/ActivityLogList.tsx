/**
 * /activityLog, "Activity Logs" (operations §2): admin, action, module, description, date/time;
 * page size 10; multi-row select with bulk delete and a single delete (delActivityLog);
 * "Data does not found" when empty. Rows are written by the server for every admin mutation.
 */
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { canDelete } from '../../domain/permissions';
import type { ActivityLogEntry } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { RowDeleteButton } from '../../layout/RowDeleteButton';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { useRoles } from '../../layout/useRoles';

export function ActivityLogList() {
  const translate = useTranslate();
  const roles = useRoles();
  const title = translate('team.activity.title');
  const mayDelete = canDelete(roles, 'ActivityLog');
  const entity = translate('team.activity.entity');
  return (
    <PageList
      title={title}
      resource="activityLogs"
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
      actions={false}
      disableAuthentication
    >
      <Datagrid rowClick={false} bulkActionButtons={mayDelete ? <BulkDeleteConfirmButton /> : false} empty={<ListEmpty />}>
        <FunctionField<ActivityLogEntry>
          source="adminId.firstname"
          label="team.activity.admin"
          render={(log) => (log.adminId ? `${log.adminId.firstname} ${log.adminId.lastname}` : translate('team.activity.unknownAdmin'))}
        />
        <TextField source="action" label="team.activity.action" />
        <TextField source="module" label="team.activity.module" />
        <TextField source="description" label="team.activity.description" />
        <FunctionField<ActivityLogEntry> source="createdAt" label="team.common.dateTime" render={(log) => formatDateTime(log.createdAt)} />
        {mayDelete ? (
          <RowDeleteButton
            label="team.common.delete"
            confirmTitle={translate('team.common.deleteTitle', { entity })}
            confirmContent={translate('team.common.deleteConfirm', { entity })}
            successMessage="team.activity.deleted"
          />
        ) : null}
      </Datagrid>
    </PageList>
  );
}
