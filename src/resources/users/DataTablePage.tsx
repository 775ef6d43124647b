/**
 * /data-table, core §7's "demo table": the users with selection; Delete removes the selected ids
 * through POST api/admin/removeUser with the id list (after the spec's confirmation). Gated like
 * the users list (src/domain/permissions/routes.ts); Delete needs delUsers.
 */
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { PageList } from '../../layout/PageList';
import { PageLoading } from '../../layout/PageLoading';
import { RemoveSelectedUsersButton } from './RemoveSelectedUsersButton';
import { UserTypeText } from './userType';
import type { ShopUser } from '../../domain/types/users';

export function DataTablePage() {
  const translate = useTranslate();
  const { canAccess: mayDelete, isPending } = useCanAccess({ resource: 'users', action: 'delete' });
  if (isPending) return <PageLoading />;
  return (
    <PageList
      title={translate('resources.users.dataTable.title')}
      resource="users"
      sort={{ field: 'joined_at', order: 'DESC' }}
      empty={false}
    >
      <DataTable bulkActionButtons={mayDelete ? <RemoveSelectedUsersButton /> : false} rowClick={false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="email" />
        <DataTable.Col source="mobile" />
        <DataTable.Col<ShopUser> source="userType" render={(user) => <UserTypeText type={user.userType} />} />
      </DataTable>
    </PageList>
  );
}
