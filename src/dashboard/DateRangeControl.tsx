/**
 * The dashboard's date range control (core §2): every preset of src/domain/dateRange.ts and a custom
 * range of two dates. The chosen range is shown as DD/MM/YYYY – DD/MM/YYYY (UTC days).
 */
import { useState, type ChangeEvent, memo } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DATE_RANGE_PRESETS,
  MAX_RANGE_DAYS,
  checkRange,
  isDateRangePreset,
  presetRange,
  todayUtc,
  type DashboardRange,
  type DateRange,
} from '../domain/dateRange';

export interface DateRangeControlProps {
  range: DashboardRange;
  onChange: (next: DashboardRange) => void;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY' (core §9 date format; a UTC day needs no time zone conversion). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

export const DateRangeControl = memo(function DateRangeControl({ range, onChange }: DateRangeControlProps) {
  const translate = useTranslate();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (isDateRangePreset(value)) onChange({ choice: value, ...presetRange(value, todayUtc()) });
    else onChange({ ...range, choice: 'custom' });
  };

  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('dashboard.range.label')}
        value={range.choice}
        onChange={choose}
        sx={{ minWidth: 200 }}
      >
        {DATE_RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {translate(`dashboard.range.presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{translate('dashboard.range.custom')}</MenuItem>
      </TextField>
      {range.choice === 'custom' ? <CustomRangeInputs range={range} onChange={onChange} /> : null}
      <Typography color="text.secondary" data-testid="dashboard-range-dates">
        {translate('dashboard.range.shown', { start: formatDay(range.startDate), end: formatDay(range.endDate) })}
      </Typography>
    </Stack>
  );
});

/** Two date inputs; the URL changes only when both make a usable range. */
function CustomRangeInputs({ range, onChange }: DateRangeControlProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<DateRange>({ startDate: range.startDate, endDate: range.endDate });
  // a range changed from outside (back button, a preset) replaces the draft; our own edits leave it as typed
  const [shown, setShown] = useState<DateRange>(draft);
  if (shown.startDate !== range.startDate || shown.endDate !== range.endDate) {
    setShown({ startDate: range.startDate, endDate: range.endDate });
    setDraft({ startDate: range.startDate, endDate: range.endDate });
  }
  const problem = checkRange(draft);
  const problemText =
    problem === 'invalidDate'
      ? translate('dashboard.range.invalidDate')
      : problem === 'endBeforeStart'
        ? translate('dashboard.range.endBeforeStart')
        : problem === 'tooLong'
          ? translate('dashboard.range.tooLong', { days: MAX_RANGE_DAYS })
          : '';

  const edit = (field: keyof DateRange) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    if (checkRange(next) === null) onChange({ choice: 'custom', ...next });
  };

  return (
    <>
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('dashboard.range.from')}
        value={draft.startDate}
        onChange={edit('startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={problem !== null}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('dashboard.range.to')}
        value={draft.endDate}
        onChange={edit('endDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        error={problem !== null}
        helperText={problemText || undefined}
      />
    </>
  );
}
