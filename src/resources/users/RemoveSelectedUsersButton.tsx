/** The /data-table's Delete: the selected ids through POST api/admin/removeUser, after the spec's bulk-delete confirmation. */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { BULK_DELETE_CONFIRM, BULK_DELETE_TITLE } from '../../layout/BulkDeleteConfirmButton';
import { useShopAction } from '../../layout/useShopAction';
import { users } from '.';

export function RemoveSelectedUsersButton() {
  const translate = useTranslate();
  const unselectAll = useUnselectAll(users.name);
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const removal = useShopAction({
    call: (provider, ids: string[]) => provider.removeUsers(ids),
    changes: (_, ids) => ({ resource: users.name, removed: ids }),
    invalidates: [users.name],
    success: (reply) => reply.msg,
    onSuccess: () => unselectAll(),
    onSettled: () => setOpen(false),
  });

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={removal.isPending}>
        {translate('resources.users.dataTable.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={removal.isPending}
        title={BULK_DELETE_TITLE}
        content={BULK_DELETE_CONFIRM}
        onConfirm={() => removal.run(selectedIds.map(String))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
