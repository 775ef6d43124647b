/**
 * The password dialog (core §4 "Password dialog"): Generate makes a random 12-character mixed
 * password (src/domain/passwordGenerator.ts); Send Mail sends it to PUT api/admin/updateUserPassword,
 * which sets it and mails it to the user. Sending without a generated password says "Please Geneate
 * Password First." When the server could not mail it, the dialog stays open with the password and says so.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify, useTranslate } from 'react-admin';
import { generatePassword } from '../../domain/passwordGenerator';
import { passwordPolicyError } from '../../domain/validation/password';
import { useShopAction } from '../../layout/useShopAction';
import { useServerText } from '../../i18n/useServerText';

export interface PasswordDialogProps {
  user: { id: string; name: string } | null;
  onClose: () => void;
}

export function PasswordDialog({ user, onClose }: PasswordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's msg when the password was set but not mailed: the admin must pass it on. */
  const [notMailed, setNotMailed] = useState<string | null>(null);
  const serverText = useServerText();

  const close = () => {
    setPassword('');
    setError(null);
    setNotMailed(null);
    onClose();
  };

  const sendMail = useShopAction({
    call: (provider, { id, value }: { id: string; value: string }) => provider.updateUserPassword(id, value),
    invalidates: [],
    success: (reply) => (reply.mailSent ? reply.msg : null),
    onSuccess: (reply) => (reply.mailSent ? close() : setNotMailed(reply.msg)),
  });
  // once set and not mailed, sending the same password again is refused (it is the current one)
  const sendDisabled = sendMail.isPending || notMailed !== null;

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
        {translate('resources.users.password.title')}
        <IconButton
          aria-label={translate('resources.users.password.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.password.intro', { name: user?.name ?? '' })}</DialogContentText>
        {notMailed === null ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {serverText(notMailed)}
          </Alert>
        )}
        <TextField
          fullWidth
          label={translate('resources.users.password.field')}
          value={password}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={send} disabled={sendDisabled}>
          {translate('resources.users.password.sendMail')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setPassword(generatePassword());
            setError(null);
            setNotMailed(null);
          }}
        >
          {translate('resources.users.password.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
