/**
 * /shippingManagement, "Delivery Management" (operations §2, §6): the list with Create Delivery
 * Method, edit and delete modals, bulk delete, page size 10. Create and edit need canAccess edit
 * (canEditDelivery), delete and bulk delete canAccess delete (canDeleteDelivery); otherwise the click
 * shows the permission-denied notice.
 */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, TopToolbar, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { DeliveryMethod } from '../../domain/types/team';
import { PageList } from '../../layout/PageList';
import { ListEmpty } from '../team/ListEmpty';
import { DeliveryDialogs, type DeliveryDialogState } from './DeliveryDialogs';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';
import { delivery } from '.';

function useDenied() {
  const notify = useNotify();
  const translate = useTranslate();
  return (action: 'deniedEdit' | 'deniedDelete') =>
    notify(translate('resources.delivery.denied', { action: translate(`resources.delivery.${action}`) }), { type: 'warning' });
}

function DeniedBulkDelete() {
  const translate = useTranslate();
  const denied = useDenied();
  return (
    <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => denied('deniedDelete')}>
      {translate('team.common.delete')}
    </Button>
  );
}

export function DeliveryList() {
  const translate = useTranslate();
  const { isPending, mayEdit, mayDelete } = useActionAccess(delivery.name);
  const denied = useDenied();
  const [dialog, setDialog] = useState<DeliveryDialogState | null>(null);
  const title = translate('resources.delivery.title');
  if (isPending) return <PageLoading />;
  const open = (next: DeliveryDialogState) => {
    if (next.kind === 'delete' ? !mayDelete : !mayEdit) denied(next.kind === 'delete' ? 'deniedDelete' : 'deniedEdit');
    else setDialog(next);
  };
  return (
    <>
      <PageList
        title={title}
        resource={delivery.name}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        empty={false}
        disableAuthentication
        actions={
          <TopToolbar>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open({ kind: 'create' })}>
              {translate('resources.delivery.create')}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable
          rowClick={false}
          empty={<ListEmpty />}
          bulkActionButtons={mayDelete ? <BulkDeleteConfirmButton /> : <DeniedBulkDelete />}
        >
          <DataTable.Col source="shippingName" />
          <DataTable.Col<DeliveryMethod> source="updatedAt" render={(m) => formatDateTime(m.updatedAt)} />
          <DataTable.Col<DeliveryMethod>
            label="team.common.actions"
            render={(method) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  aria-label={`${translate('team.common.edit')} ${method.shippingName}`}
                  onClick={() => open({ kind: 'edit', method })}
                >
                  {translate('team.common.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  aria-label={`${translate('team.common.delete')} ${method.shippingName}`}
                  onClick={() => open({ kind: 'delete', method })}
                >
                  {translate('team.common.delete')}
                </Button>
              </Stack>
            )}
          />
        </DataTable>
      </PageList>
      <DeliveryDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
