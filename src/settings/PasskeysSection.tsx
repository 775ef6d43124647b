/**
 * The admin's passkeys (issue 62): add one under a name (the browser's WebAuthn through
 * @simplewebauthn/browser), list them, remove one after a confirmation.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { createPasskey, secondFactorCalls, type PasskeyRow, type SecondFactorStatus } from '../authProvider/secondFactorCalls';
import { PASSKEY_NAME_MAX } from '../domain/secondFactor';
import { fieldMessage, useStatusReload } from './secondFactorQuery';

const when = (iso: string) => new Date(iso).toLocaleString();

export function PasskeysSection({ status, onCodes }: { status: SecondFactorStatus; onCodes: (codes: string[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useStatusReload();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { options } = await secondFactorCalls.passkeyOptions();
      const response = await createPasskey(options);
      const reply = await secondFactorCalls.passkeyRegister(name.trim(), response);
      notify(reply.msg, { type: 'success' });
      setName('');
      if (reply.recoveryCodes) onCodes(reply.recoveryCodes);
      await reload();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === 'NotAllowedError'
          ? translate('secondFactor.passkeys.cancelled')
          : fieldMessage(failure),
      );
    }
    setBusy(false);
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const reply = await secondFactorCalls.passkeyRemove(removing._id);
      notify(reply.msg, { type: 'success' });
      await reload();
    } catch (failure) {
      notify(fieldMessage(failure), { type: 'error' });
    }
    setBusy(false);
    setRemoving(null);
  };

  return (
    <Box component="section" aria-labelledby="passkeys-title" sx={{ mb: 4 }}>
      <Typography id="passkeys-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('secondFactor.passkeys.title')}
      </Typography>
      {status.passkeys.length === 0 ? (
        <Typography sx={{ my: 1 }}>{translate('secondFactor.passkeys.empty')}</Typography>
      ) : (
        <List dense aria-labelledby="passkeys-title" sx={{ maxWidth: 560 }}>
          {status.passkeys.map((passkey) => (
            <ListItem
              key={passkey._id}
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => setRemoving(passkey)}
                  aria-label={`${translate('secondFactor.passkeys.remove')} ${passkey.name}`}
                >
                  {translate('secondFactor.passkeys.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={`${translate('secondFactor.passkeys.created', { date: when(passkey.createdAt) })}, ${
                  passkey.lastUsedAt
                    ? translate('secondFactor.passkeys.lastUsed', { date: when(passkey.lastUsedAt) })
                    : translate('secondFactor.passkeys.neverUsed')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <form onSubmit={(event) => void add(event)} noValidate>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate('secondFactor.passkeys.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            error={error !== null}
            helperText={error ?? ' '}
          />
          <Button type="submit" variant="outlined" disabled={busy || !name.trim()} sx={{ mt: 1 }}>
            {translate('secondFactor.passkeys.add')}
          </Button>
        </Stack>
      </form>
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title="secondFactor.passkeys.removeTitle"
        content={translate('secondFactor.passkeys.removeConfirm', { name: removing?.name ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
