/** Decline a withdrawal with a message; a blank message shows "Please enter a message" under the box. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DECLINE_MESSAGE_MAX, declineMessageError } from '../../domain/withdrawal';

export interface DeclineWithdrawalDialogProps {
  orderId: string;
  busy: boolean;
  onDecline: (message: string) => void;
  onClose: () => void;
}

export function DeclineWithdrawalDialog({ orderId, busy, onDecline, onClose }: DeclineWithdrawalDialogProps) {
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = declineMessageError(message);
    setError(problem);
    if (!problem) onDecline(message.trim());
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="decline-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="decline-title">{translate('resources.withdrawals.declineTitle', { orderId })}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('resources.withdrawals.message')}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              if (error) setError(declineMessageError(event.target.value));
            }}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            slotProps={{ htmlInput: { maxLength: DECLINE_MESSAGE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('resources.withdrawals.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {translate('resources.withdrawals.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
