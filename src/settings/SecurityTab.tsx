/**
 * Settings, Security tab (issue 62), super admins only: require a second factor of every team member,
 * and the amount above which a withdrawal needs two approvals. Saving asks for a step-up when the
 * last proof is older than 5 minutes (the server decides; src/layout/StepUpDialog.tsx asks).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ShopDataProvider } from '../dataProvider';
import type { SecuritySettings } from '../dataProvider/methods/team';
import { FOUR_EYES_THRESHOLD_MAX, fourEyesThresholdError } from '../domain/withdrawal';
import { formatEuro } from '../domain/format';
import { PageLoading } from '../layout/PageLoading';
import { useShopAction } from '../layout/useShopAction';

/** The query key of the team's security settings. */
export const SECURITY_SETTINGS_KEY = 'securitySettings';

export function SecurityTab() {
  const translate = useTranslate();
  const provider = useDataProvider<ShopDataProvider>();
  const settings = useQuery({ queryKey: [SECURITY_SETTINGS_KEY], queryFn: ({ signal }) => provider.getSecuritySettings(signal) });
  if (settings.isPending) return <PageLoading />;
  if (settings.error) return <Alert severity="error">{translate('sessions.security.loadFailed')}</Alert>;
  return <SecurityForm saved={settings.data} />;
}

/** The form, started from the saved settings. */
function SecurityForm({ saved }: { saved: SecuritySettings }) {
  const translate = useTranslate();
  const [requireMfa, setRequireMfa] = useState(saved.requireMfa);
  const [threshold, setThreshold] = useState(String(saved.fourEyesThreshold));
  const [error, setError] = useState<string | null>(null);
  const save = useShopAction({
    call: (p, changes: SecuritySettings) => p.updateSecuritySettings(changes),
    invalidates: [SECURITY_SETTINGS_KEY],
    success: () => 'sessions.security.saved',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fourEyesThresholdError(threshold);
    setError(found);
    if (!found) save.run({ requireMfa, fourEyesThreshold: Number(threshold.trim()) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography>{translate('sessions.security.intro')}</Typography>
        <div>
          <FormControlLabel
            control={<Switch checked={requireMfa} onChange={(e) => setRequireMfa(e.target.checked)} />}
            label={translate('sessions.security.requireMfa')}
          />
          <FormHelperText>{translate('sessions.security.requireMfaHelp')}</FormHelperText>
        </div>
        <TextField
          label={translate('sessions.security.fourEyesThreshold')}
          type="number"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          error={error !== null}
          helperText={error ? translate(error, { max: formatEuro(FOUR_EYES_THRESHOLD_MAX) }) : translate('sessions.security.fourEyesHelp')}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {translate('sessions.security.save')}
        </Button>
      </Stack>
    </form>
  );
}
