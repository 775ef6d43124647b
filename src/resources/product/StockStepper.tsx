/** Stock (totalProduct) with − / + buttons; never below 0 (operations §4). */
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, TextField } from '@mui/material';
import { useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { stepStock, stockError } from '../../domain/catalog';

export function StockStepper({ source }: { source: string }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, fieldState } = useInput<number>({ source, defaultValue: 0, validate: stockError });
  const value = Number(field.value ?? 0);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
      <IconButton
        aria-label={translate('resources.product.decreaseStock')}
        onClick={() => field.onChange(stepStock(value, -1))}
        disabled={value <= 0}
        sx={{ mt: 1 }}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        label={translateLabel({ source })}
        type="number"
        value={field.value ?? 0}
        onChange={(e) => field.onChange(e.target.value === '' ? '' : Math.max(0, Math.trunc(Number(e.target.value))))}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        sx={{ width: 160 }}
      />
      <IconButton
        aria-label={translate('resources.product.increaseStock')}
        onClick={() => field.onChange(stepStock(value, 1))}
        sx={{ mt: 1 }}
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
