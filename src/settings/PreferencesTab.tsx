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
import { useTranslate } from 'react-admin';
import { useAdminSession } from '../authProvider/session';
import { BOX_PROFIT_STEP, validateBoxProfit } from '../domain/validation/settings';
import { useShopAction } from '../layout/useShopAction';
import { box } from '../resources/box';

type ApplyTo = 'current' | 'new';

export function PreferencesTab({ canUpdate }: { canUpdate: boolean }) {
  const translate = useTranslate();
  const { settings, reload } = useAdminSession();
  const [boxProfit, setBoxProfit] = useState(settings ? String(settings.boxProfit) : '');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [applyTo, setApplyTo] = useState<ApplyTo>('current');
  const save = useShopAction({
    call: async (provider, { value, to }: { value: number; to: ApplyTo }) => {
      await provider.updateBoxProfit(value);
      if (to === 'current') await provider.updateCurrentBoxesProfit(value);
    },
    invalidates: [box.name],
    success: (_done, { to }) => (to === 'current' ? 'resources.settings.profitCurrent' : 'resources.settings.profitNew'),
    onSuccess: () => void reload(),
    onSettled: () => setAsking(false),
  });
  const saving = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateBoxProfit(boxProfit);
    setError(message);
    if (message) return;
    setApplyTo('current');
    setAsking(true);
  };

  const apply = () => save.run({ value: Number(boxProfit), to: applyTo });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        {canUpdate ? null : <Alert severity="info">{translate('resources.settings.readOnly')}</Alert>}
        <TextField
          label={translate('resources.settings.boxProfit')}
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
          {translate('resources.settings.update')}
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="box-profit-dialog-title">
        <DialogTitle id="box-profit-dialog-title">{translate('resources.settings.profitDialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('resources.settings.profitDialogText')}</DialogContentText>
          <RadioGroup value={applyTo} onChange={(e) => setApplyTo(e.target.value === 'new' ? 'new' : 'current')}>
            <FormControlLabel value="current" control={<Radio />} label={translate('resources.settings.applyCurrent')} />
            <FormControlLabel value="new" control={<Radio />} label={translate('resources.settings.applyNew')} />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('resources.settings.cancel')}</Button>
          <Button variant="contained" onClick={apply} disabled={saving}>
            {translate('resources.settings.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </form>
  );
}
