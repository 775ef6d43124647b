/**
 * /data-table, core §7's "demo table": the users with selection; Delete removes the selected ids
 * through POST api/admin/removeUser with the id list (after the spec's confirmation). Gated like
 * the users list (src/domain/permissions/routes.ts); Delete needs delUsers.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, DataTable, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { canDelete } from '../../domain/permissions';
import type { ShopDataProvider } from '../../dataProvider';
import { PageList } from '../../layout/PageList';
import { BULK_DELETE_CONFIRM, BULK_DELETE_TITLE } from '../../layout/BulkDeleteConfirmButton';
import { useRoles } from '../../layout/useRoles';

function RemoveSelectedUsersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('users');
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      const reply = await dataProvider.removeUsers(selectedIds.map(String));
      notify(reply.msg, { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={busy}>
        {translate('users.dataTable.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={BULK_DELETE_TITLE}
        content={BULK_DELETE_CONFIRM}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function DataTablePage() {
  const translate = useTranslate();
  const roles = useRoles();
  return (
    <PageList title={translate('users.dataTable.title')} resource="users" sort={{ field: 'joined_at', order: 'DESC' }} empty={false}>
      <DataTable bulkActionButtons={canDelete(roles, 'Users') ? <RemoveSelectedUsersButton /> : false} rowClick={false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="email" />
        <DataTable.Col source="mobile" />
        <DataTable.Col source="userType" />
      </DataTable>
    </PageList>
  );
}
