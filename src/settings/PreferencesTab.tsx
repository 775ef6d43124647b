/**
 * Settings, preferences tab titled Other Setting (core §2, §4, §5): Box Profit (required, > 0,
 * step 0.01). Update asks whether to apply it to the current boxes or only to new ones (default
 * current): current -> PUT updateBoxProfit then updateCurrentBoxesProfit; new -> updateBoxProfit.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useAdminSession } from '../authProvider/session';
import type { ShopDataProvider } from '../dataProvider';
import { BOX_PROFIT_STEP, validateBoxProfit } from '../domain/validation/settings';
import { errorMessage } from '../resources/users/errorMessage';

type ApplyTo = 'current' | 'new';

export function PreferencesTab({ canUpdate }: { canUpdate: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { settings, reload } = useAdminSession();
  const [boxProfit, setBoxProfit] = useState(settings ? String(settings.boxProfit) : '');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [applyTo, setApplyTo] = useState<ApplyTo>('current');
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateBoxProfit(boxProfit);
    setError(message);
    if (message) return;
    setApplyTo('current');
    setAsking(true);
  };

  const apply = async () => {
    const value = Number(boxProfit);
    setSaving(true);
    try {
      await dataProvider.updateBoxProfit(value);
      if (applyTo === 'current') await dataProvider.updateCurrentBoxesProfit(value);
      notify(applyTo === 'current' ? 'users.settings.profitCurrent' : 'users.settings.profitNew', { type: 'success' });
      await reload();
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        {canUpdate ? null : <Alert severity="info">{translate('users.settings.readOnly')}</Alert>}
        <TextField
          label={translate('users.settings.boxProfit')}
          type="number"
          required
          value={boxProfit}
          onChange={(e) => setBoxProfit(e.target.value)}
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
          disabled={!canUpdate}
          slotProps={{ htmlInput: { step: BOX_PROFIT_STEP, min: BOX_PROFIT_STEP } }}
        />
        <Button type="submit" variant="contained" disabled={!canUpdate || saving} sx={{ alignSelf: 'flex-start' }}>
          {translate('users.settings.update')}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="box-profit-dialog-title">
        <DialogTitle id="box-profit-dialog-title">{translate('users.settings.profitDialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('users.settings.profitDialogText')}</DialogContentText>
          <RadioGroup value={applyTo} onChange={(e) => setApplyTo(e.target.value === 'new' ? 'new' : 'current')}>
            <FormControlLabel value="current" control={<Radio />} label={translate('users.settings.applyCurrent')} />
            <FormControlLabel value="new" control={<Radio />} label={translate('users.settings.applyNew')} />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('users.settings.cancel')}</Button>
          <Button variant="contained" onClick={apply} disabled={saving}>
            {translate('users.settings.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </form>
  );
}
