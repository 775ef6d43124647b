/**
 * The delivery list's modals (operations §2): create or edit a delivery method (shippingName), and
 * the delete confirmation. Server msg toasts on failure (operations §8).
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { DeliveryMethod } from '../../domain/types/team';
import { usePendingAction } from '../team/usePendingAction';

export type DeliveryDialogState =
  { kind: 'create' } | { kind: 'edit'; method: DeliveryMethod } | { kind: 'delete'; method: DeliveryMethod };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function DeliveryFormDialog({ method, onClose }: { method?: DeliveryMethod; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [name, setName] = useState(method?.shippingName ?? '');
  const [error, setError] = useState<string | undefined>();
  const { run, isPending } = usePendingAction(async () => {
    try {
      if (method) {
        await dataProvider.update('shipping', {
          id: method._id,
          data: { ...method, shippingName: name.trim() },
          previousData: { ...method, id: method._id },
        });
      } else {
        await dataProvider.create('shipping', { data: { shippingName: name.trim() } });
      }
      notify(method ? 'team.delivery.updated' : 'team.delivery.created', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    }
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('validation.required'));
      return;
    }
    void run();
  }
  const title = translate(method ? 'team.delivery.editTitle' : 'team.delivery.create');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delivery-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delivery-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('team.delivery.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('team.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('team.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function DeliveryDeleteDialog({ method, onClose }: { method: DeliveryMethod; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const entity = translate('team.delivery.entity');
  const { run, isPending } = usePendingAction(async () => {
    try {
      await dataProvider.delete('shipping', { id: method._id, previousData: { ...method, id: method._id } });
      notify('team.delivery.deleted', { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    }
  });
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={translate('team.common.deleteTitle', { entity })}
      content={translate('team.common.deleteConfirm', { entity })}
      confirm="team.common.delete"
      cancel="team.common.cancel"
      onConfirm={() => void run()}
      onClose={onClose}
    />
  );
}

export function DeliveryDialogs({ dialog, onClose }: { dialog: DeliveryDialogState | null; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') return <DeliveryDeleteDialog method={dialog.method} onClose={onClose} />;
  return <DeliveryFormDialog method={dialog.kind === 'edit' ? dialog.method : undefined} onClose={onClose} />;
}
