/**
 * The step-up prompt (issue 62): when the server refuses a dangerous action for want of a recent
 * proof, this dialog asks for the password (an admin without a second factor), a code or a passkey,
 * sends it to POST /mfa/stepUp, and lets the refused call go again (src/dataProvider/stepUp.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { answerWithPasskey, secondFactorCalls, type Proof as ProofBody } from '../authProvider/secondFactorCalls';
import { serverMessage } from '../dataProvider/http';
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

  const send = async (body: () => Promise<ProofBody>) => {
    setSending(true);
    setError(null);
    try {
      await secondFactorCalls.stepUp(await body());
      finish(true);
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'NotAllowedError') setError(translate('secondFactor.login.passkeyCancelled'));
      else setError(serverText(serverMessage(failure) ?? (failure instanceof Error ? failure.message : String(failure))));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || sending) return;
    void send(async () => (proof === 'password' ? { method: proof, password: value } : { method: proof, code: value.trim() }));
  };

  const usePasskey = () =>
    void send(async () => {
      const { options } = await secondFactorCalls.stepUpOptions();
      return { method: 'passkey', response: await answerWithPasskey(options) };
    });

  const methods = pending?.methods ?? [];
  // a passkey alone (no recovery code left) is given by its button, not typed
  const typed = methods.some((m) => m !== 'passkey');
  const other: Proof | null =
    proof === 'totp' && methods.includes('recovery') ? 'recovery' : proof === 'recovery' && methods.includes('totp') ? 'totp' : null;
  const label = translate(proof === 'password' ? 'stepUp.password' : proof === 'totp' ? 'stepUp.code' : 'stepUp.recovery');
  return (
    <Dialog open={pending !== null} onClose={() => finish(false)} aria-labelledby="step-up-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="step-up-title">{translate('stepUp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('stepUp.intro')}</DialogContentText>
          {methods.includes('passkey') ? (
            <Button variant="outlined" onClick={usePasskey} disabled={sending} sx={{ mb: 2 }}>
              {translate('secondFactor.login.usePasskey')}
            </Button>
          ) : null}
          {typed ? (
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
          ) : error ? (
            <Alert severity="error">{error}</Alert>
          ) : null}
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
          {typed ? (
            <Button type="submit" variant="contained" disabled={!value.trim() || sending}>
              {translate('stepUp.confirm')}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  );
}
