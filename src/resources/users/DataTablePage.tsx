/**
 * /data-table, core §7's "demo table": the users with selection; Delete removes the selected ids
 * through POST api/admin/removeUser with the id list (after the spec's confirmation). Gated like
 * the users list (src/domain/permissions/routes.ts); Delete needs delUsers.
 */
import { Datagrid, TextField, useTranslate } from 'react-admin';
import { canDelete } from '../../domain/permissions';
import { PageList } from '../../layout/PageList';
import { useRoles } from '../../layout/useRoles';
import { RemoveSelectedUsersButton } from './RemoveSelectedUsersButton';

export function DataTablePage() {
  const translate = useTranslate();
  const roles = useRoles();
  return (
    <PageList title={translate('users.dataTable.title')} resource="users" sort={{ field: 'joined_at', order: 'DESC' }} empty={false}>
      <Datagrid bulkActionButtons={canDelete(roles, 'Users') ? <RemoveSelectedUsersButton /> : false} rowClick={false}>
        <TextField source="username" label="users.fields.username" />
        <TextField source="email" label="users.fields.email" />
        <TextField source="mobile" label="users.fields.mobile" />
        <TextField source="userType" label="users.fields.userType" />
      </Datagrid>
    </PageList>
  );
}
