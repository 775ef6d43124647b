/**
 * The delivery list's modals (operations §2): create or edit a delivery method (shippingName), and
 * the delete confirmation. Server msg toasts on failure (operations §8).
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Confirm, useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { DeliveryMethod } from '../../domain/types/team';
import { failureText } from '../../layout/useShopAction';
import { delivery } from '.';

export type DeliveryDialogState =
  { kind: 'create' } | { kind: 'edit'; method: DeliveryMethod } | { kind: 'delete'; method: DeliveryMethod };

function DeliveryFormDialog({ method, onClose }: { method?: DeliveryMethod; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const isPending = created.isPending || updated.isPending;
  const [name, setName] = useState(method?.shippingName ?? '');
  const [error, setError] = useState<string | undefined>();
  const after = {
    onSuccess: () => {
      notify(method ? 'resources.delivery.updated' : 'resources.delivery.created', { type: 'success' });
      onClose();
    },
    onError: (failure: unknown) => notify(failureText(failure), { type: 'error' }),
  };
  const run = () => {
    if (isPending) return;
    const shippingName = name.trim();
    if (method) {
      const previousData = { ...method, id: method._id };
      update(delivery.name, { id: method._id, data: { ...method, shippingName }, previousData }, { mutationMode: 'pessimistic', ...after });
    } else {
      create(delivery.name, { data: { shippingName } }, after);
    }
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('validation.required'));
      return;
    }
    run();
  }
  const title = translate(method ? 'resources.delivery.editTitle' : 'resources.delivery.create');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delivery-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delivery-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label={translate('resources.delivery.fields.shippingName')}
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
  const [remove, { isPending }] = useDelete();
  const entity = translate('resources.delivery.entity');
  const run = () =>
    remove(
      delivery.name,
      { id: method._id, previousData: { ...method, id: method._id } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.delivery.deleted', { type: 'success' });
          onClose();
        },
        onError: (failure) => notify(failureText(failure), { type: 'error' }),
      },
    );
  return (
    <Confirm
      isOpen
      loading={isPending}
      title={translate('team.common.deleteTitle', { entity })}
      content={translate('team.common.deleteConfirm', { entity })}
      confirm="team.common.delete"
      cancel="team.common.cancel"
      onConfirm={() => (isPending ? undefined : run())}
      onClose={onClose}
    />
  );
}

export function DeliveryDialogs({ dialog, onClose }: { dialog: DeliveryDialogState | null; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') return <DeliveryDeleteDialog method={dialog.method} onClose={onClose} />;
  return <DeliveryFormDialog method={dialog.kind === 'edit' ? dialog.method : undefined} onClose={onClose} />;
}
