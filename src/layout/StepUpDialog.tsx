/**
 * The step-up prompt (issue 62): when the server refuses a dangerous action for want of a recent
 * proof, this dialog asks for the password (an admin without a second factor) or a code, sends it
 * to POST /mfa/stepUp, and lets the refused call go again (src/dataProvider/stepUp.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { httpRequest, serverMessage } from '../dataProvider/http';
import { setStepUpPrompt, type StepUpMethod } from '../dataProvider/stepUp';
import { useServerText } from '../i18n/useServerText';

type Proof = 'password' | 'totp' | 'recovery';

interface Pending {
  methods: StepUpMethod[];
  resolve: (given: boolean) => void;
}

/** The proof asked for first: the password, else the app's code, else a recovery code. */
function firstProof(methods: StepUpMethod[]): Proof {
  if (methods.includes('password')) return 'password';
  return methods.includes('totp') ? 'totp' : 'recovery';
}

export function StepUpDialog() {
  const translate = useTranslate();
  const serverText = useServerText();
  const [pending, setPending] = useState<Pending | null>(null);
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const current = useRef<Pending | null>(null);

  useEffect(
    () =>
      setStepUpPrompt(
        (methods) =>
          new Promise<boolean>((resolve) => {
            current.current?.resolve(false); // one prompt at a time: an older one gives up
            const next = { methods, resolve };
            current.current = next;
            setPending(next);
            setProof(firstProof(methods));
            setValue('');
            setError(null);
          }),
      ),
    [],
  );

  const finish = (given: boolean) => {
    current.current?.resolve(given);
    current.current = null;
    setPending(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      const body = proof === 'password' ? { method: proof, password: value } : { method: proof, code: value.trim() };
      await httpRequest('POST', 'api/admin/mfa/stepUp', { body });
      finish(true);
    } catch (failure) {
      setError(serverText(serverMessage(failure) ?? (failure instanceof Error ? failure.message : String(failure))));
    } finally {
      setSending(false);
    }
  };

  const methods = pending?.methods ?? [];
  const other: Proof | null =
    proof === 'totp' && methods.includes('recovery') ? 'recovery' : proof === 'recovery' && methods.includes('totp') ? 'totp' : null;
  const label = translate(proof === 'password' ? 'stepUp.password' : proof === 'totp' ? 'stepUp.code' : 'stepUp.recovery');
  return (
    <Dialog open={pending !== null} onClose={() => finish(false)} aria-labelledby="step-up-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="step-up-title">{translate('stepUp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('stepUp.intro')}</DialogContentText>
          {methods.includes('passkey') && !methods.includes('totp') && !methods.includes('password') ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('stepUp.passkeyOnly')}
            </Alert>
          ) : null}
          <TextField
            fullWidth
            label={label}
            type={proof === 'password' ? 'password' : 'text'}
            autoComplete={proof === 'password' ? 'current-password' : 'one-time-code'}
            slotProps={{ htmlInput: proof === 'totp' ? { inputMode: 'numeric' } : {} }}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
          />
          {other ? (
            <Link
              component="button"
              type="button"
              onClick={() => {
                setProof(other);
                setValue('');
                setError(null);
              }}
            >
              {translate(other === 'recovery' ? 'stepUp.useRecovery' : 'stepUp.useCode')}
            </Link>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)}>{translate('stepUp.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!value.trim() || sending}>
            {translate('stepUp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
