/**
 * The wallet amount dialog (core §2 "List behaviour"): a signed euro amount with at most 2 decimals
 * (src/domain/wallet.ts), sent to PUT api/admin/addWalletAmount. Buttons Cancel and Submit.
 */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../domain/format';
import { parseWalletAmount } from '../../domain/wallet';
import { failureText, useShopAction } from '../../layout/useShopAction';
import { USER_PROFILE_KEY } from './profile/profileQueries';
import { users } from '.';

export interface WalletDialogProps {
  user: { id: string; name: string } | null;
  onClose: () => void;
  /** after a successful change, with the new balance */
  onChanged?: (balance: number) => void;
}

export function WalletDialog({ user, onClose, onChanged }: WalletDialogProps) {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };

  const change = useShopAction({
    call: (provider, { id, value }: { id: string; value: string }) => provider.addWalletAmount(id, value),
    invalidates: [users.name, USER_PROFILE_KEY],
    success: () => 'resources.users.wallet.success',
    successArgs: (reply) => ({ balance: formatEuro(reply.walletBalance) }),
    onSuccess: (reply) => {
      onChanged?.(reply.walletBalance);
      close();
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const saving = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const check = parseWalletAmount(amount);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    change.run({ id: user.id, value: amount.trim() });
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="wallet-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="wallet-dialog-title">{translate('resources.users.wallet.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.wallet.intro', { name: user?.name ?? '' })}</DialogContentText>
          <TextField
            fullWidth
            label={translate('resources.users.wallet.amount')}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ? translate(error) : translate('resources.users.wallet.helper')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('resources.users.wallet.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('resources.users.wallet.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
