/**
 * Settings, Second factor tab (issue 62): the admin's own authenticator app, recovery codes and
 * passkeys. Open to every signed-in admin: each manages only their own factors.
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { secondFactorCalls } from '../authProvider/secondFactorCalls';
import { hasSecondFactor } from '../domain/secondFactor';
import { useServerText } from '../i18n/useServerText';
import { PasskeysSection } from './PasskeysSection';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { fieldMessage, useSecondFactorStatus, useStatusReload } from './secondFactorQuery';
import { TotpSection } from './TotpSection';

export function SecondFactorTab() {
  const translate = useTranslate();
  const serverText = useServerText();
  const notify = useNotify();
  const reload = useStatusReload();
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [busy, setBusy] = useState(false);

  if (status.isPending) return <CircularProgress size={24} aria-label={translate('secondFactor.totp.loading')} />;
  if (status.isError) return <Alert severity="error">{serverText(fieldMessage(status.error))}</Alert>;
  const current = status.data;
  const hasFactor = hasSecondFactor({
    totp: current.totp,
    passkeys: current.passkeys.length,
    recoveryCodesLeft: current.recoveryCodesLeft,
  });

  const renew = async () => {
    setBusy(true);
    try {
      const reply = await secondFactorCalls.newRecoveryCodes();
      setCodes(reply.recoveryCodes);
      await reload();
    } catch (failure) {
      notify(fieldMessage(failure), { type: 'error' });
    }
    setBusy(false);
    setRenewing(false);
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{translate('secondFactor.tab.intro')}</Typography>
      {current.required ? (
        <Alert severity={hasFactor ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {translate('secondFactor.tab.required')}
        </Alert>
      ) : null}
      <TotpSection status={current} onCodes={setCodes} />
      <PasskeysSection status={current} onCodes={setCodes} />
      {hasFactor ? (
        <Box component="section" aria-labelledby="recovery-title">
          <Typography id="recovery-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('secondFactor.recovery.title')}
          </Typography>
          <Typography sx={{ my: 1 }}>{translate('secondFactor.recovery.left', { count: current.recoveryCodesLeft })}</Typography>
          <Button variant="outlined" onClick={() => setRenewing(true)} disabled={busy}>
            {translate('secondFactor.recovery.renew')}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={renewing}
        loading={busy}
        title="secondFactor.recovery.renew"
        content="secondFactor.recovery.renewConfirm"
        onConfirm={() => void renew()}
        onClose={() => setRenewing(false)}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Box>
  );
}
