/**
 * The password dialog (core §4 "Password dialog"): Generate makes a random 12-character mixed
 * password (src/domain/passwordGenerator.ts); Send Mail sends it to PUT api/admin/updateUserPassword.
 * Sending without a generated password says "Please Geneate Password First."
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';
import { generatePassword } from '../../domain/passwordGenerator';
import { passwordPolicyError } from '../../domain/validation/password';
import { useShopAction } from '../../layout/useShopAction';

export interface PasswordDialogProps {
  user: { id: string; name: string } | null;
  onClose: () => void;
}

export function PasswordDialog({ user, onClose }: PasswordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const sendMail = useShopAction({
    call: (provider, { id, value }: { id: string; value: string }) => provider.updateUserPassword(id, value),
    invalidates: [],
    success: () => 'users.password.success',
    onSuccess: close,
  });
  const sending = sendMail.isPending;

  const send = () => {
    if (!user) return;
    // the password rule of every password set (src/domain); a generated one passes it, the server checks it too
    const problem = password ? passwordPolicyError(password) : 'validation.generatePasswordFirst';
    if (problem) {
      const message = translate(problem);
      setError(message);
      notify(message, { type: 'error' });
      return;
    }
    sendMail.run({ id: user.id, value: password });
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="password-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="password-dialog-title" sx={{ pr: 6 }}>
        {translate('users.password.title')}
        <IconButton aria-label={translate('users.password.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('users.password.intro', { name: user?.name ?? '' })}</DialogContentText>
        <TextField
          fullWidth
          label={translate('users.password.field')}
          value={password}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={send} disabled={sending}>
          {translate('users.password.sendMail')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setPassword(generatePassword());
            setError(null);
          }}
        >
          {translate('users.password.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
