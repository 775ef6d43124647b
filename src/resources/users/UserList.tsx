/**
 * /users/list-user, "User Details" (core §2): the whole list from getUserData, cached and paged by
 * the dataProvider (page size 10), with search, sorting, selection, bulk delete (confirmation) and
 * the row menu.
 */
import { UserTypeText } from './userType';
import { useState } from 'react';
import { Box } from '@mui/material';
import { CreateButton, DataTable, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { blockStatusLabel, blockStatusTone } from '../../domain/userBlock';
import { StatusChip } from '../../layout/StatusChip';
import type { ShopUser } from '../../domain/types/users';
import { PageList } from '../../layout/PageList';
import { UserActionDialogs, type OpenUserDialog } from './UserActionDialogs';
import { UserRowMenu } from './UserRowMenu';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { linkTo } from '../../layout/descriptor';
import { users } from '.';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function UserListActions({ mayCreate }: { mayCreate: boolean }) {
  return <TopToolbar>{mayCreate ? <CreateButton to={linkTo(users, 'create')} label="resources.users.list.create" /> : null}</TopToolbar>;
}

export function UserList() {
  const translate = useTranslate();
  const { isPending, mayCreate, mayEdit, mayDelete, mayAct } = useActionAccess(users.name);
  const [dialog, setDialog] = useState<OpenUserDialog | null>(null);
  const title = translate('resources.users.list.title');
  if (isPending) return <PageLoading />;

  const bulkActions = mayDelete ? <BulkDeleteConfirmButton /> : false;

  return (
    <>
      <PageList
        title={title}
        resource="users"
        sort={{ field: 'joined_at', order: 'DESC' }}
        filters={filters}
        actions={<UserListActions mayCreate={mayCreate} />}
        empty={false}
      >
        <DataTable
          bulkActionButtons={bulkActions}
          rowClick={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.users.list.empty')}</Box>}
        >
          <DataTable.Col source="username" />
          <DataTable.Col source="firstname" />
          <DataTable.Col source="lastname" />
          <DataTable.Col source="email" />
          <DataTable.Col source="mobile" />
          <DataTable.Col<ShopUser> source="userType" render={(user) => <UserTypeText type={user.userType} />} />
          <DataTable.Col<ShopUser>
            source="isBlock"
            render={(user) => <StatusChip label={translate(blockStatusLabel(user.isBlock))} tone={blockStatusTone(user.isBlock)} />}
          />
          <DataTable.Col<ShopUser> source="joined_at" render={(user) => formatDateTime(user.joined_at)} />
          {mayAct ? (
            <DataTable.Col label="resources.users.fields.actions">
              <UserRowMenu mayEdit={mayEdit} mayDelete={mayDelete} onOpenDialog={(kind, user) => setDialog({ kind, user })} />
            </DataTable.Col>
          ) : null}
        </DataTable>
      </PageList>
      <UserActionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
