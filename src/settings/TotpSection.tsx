/**
 * The authenticator app (issue 62): set up (QR code drawn by `qrcode` and the key in text, then a
 * code to confirm, which may hand back the first recovery codes), or turn off with a fresh code.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { secondFactorCalls, type SecondFactorStatus } from '../authProvider/secondFactorCalls';
import { qrCodeDataUrl } from '../secondFactor/codesFile';
import { fieldMessage, useStatusReload } from './secondFactorQuery';

interface SetUp {
  secret: string;
  qr: string;
}

export function TotpSection({ status, onCodes }: { status: SecondFactorStatus; onCodes: (codes: string[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useStatusReload();
  const [setUp, setSetUp] = useState<SetUp | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(fieldMessage(failure));
    }
    setBusy(false);
  };

  const start = () =>
    run(async () => {
      const { secret, uri } = await secondFactorCalls.totpEnrol();
      setSetUp({ secret, qr: await qrCodeDataUrl(uri) });
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void run(async () => {
      const reply = await secondFactorCalls.totpConfirm(code.trim());
      notify(reply.msg, { type: 'success' });
      setSetUp(null);
      setCode('');
      if (reply.recoveryCodes) onCodes(reply.recoveryCodes);
      await reload();
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void run(async () => {
      const reply = await secondFactorCalls.totpDisable(code.trim());
      notify(reply.msg, { type: 'success' });
      setCode('');
      await reload();
    });
  };

  const codeField = (
    <TextField
      label={translate('secondFactor.totp.code')}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={error !== null}
      helperText={error ?? ' '}
      sx={{ maxWidth: 240 }}
    />
  );

  return (
    <Box component="section" aria-labelledby="totp-title" sx={{ mb: 4 }}>
      <Typography id="totp-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('secondFactor.totp.title')}
      </Typography>
      {status.totp ? (
        <form onSubmit={disable} noValidate>
          <Typography sx={{ mb: 1 }}>{translate('secondFactor.totp.on')}</Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('secondFactor.totp.disableIntro')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            {codeField}
            <Button type="submit" variant="outlined" color="error" disabled={busy || !code.trim()} sx={{ mt: 1 }}>
              {translate('secondFactor.totp.disable')}
            </Button>
          </Stack>
        </form>
      ) : setUp ? (
        <form onSubmit={confirm} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('secondFactor.totp.scan')}
          </Typography>
          <img src={setUp.qr} alt={translate('secondFactor.totp.qrAlt')} width={208} height={208} />
          <Typography sx={{ my: 1 }}>
            {translate('secondFactor.totp.key')}:{' '}
            <Box component="span" data-testid="totp-key" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {setUp.secret}
            </Box>
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            {codeField}
            <Button type="submit" variant="contained" disabled={busy || !code.trim()} sx={{ mt: 1 }}>
              {translate('secondFactor.totp.confirm')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{translate('secondFactor.totp.off')}</Typography>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            {translate('secondFactor.totp.setUp')}
          </Button>
          {error ? <Typography color="error">{error}</Typography> : null}
        </Stack>
      )}
    </Box>
  );
}
