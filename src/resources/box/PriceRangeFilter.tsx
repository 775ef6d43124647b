/** The box list's price filter dropdown (core §2, §9): under 5 ... over 500, as price_gte / price_lt filters. */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { BOX_PRICE_RANGES } from '../../domain/odds';

const ALL = 'all';

export function PriceRangeFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = BOX_PRICE_RANGES.find((r) => filterValues.price_gte === r.min && filterValues.price_lt === r.max)?.key ?? ALL;

  const onChange = (key: string) => {
    const { price_gte: _gte, price_lt: _lt, ...others } = filterValues as Record<string, unknown>;
    const range = BOX_PRICE_RANGES.find((r) => r.key === key);
    const next: Record<string, unknown> = { ...others };
    if (range?.min !== undefined) next.price_gte = range.min;
    if (range?.max !== undefined) next.price_lt = range.max;
    setFilters(next, displayedFilters);
  };

  return (
    <TextField
      select
      size="small"
      label={translate('resources.box.priceFilter')}
      value={current}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180, mr: 2 }}
    >
      <MenuItem value={ALL}>{translate('catalog.common.all')}</MenuItem>
      {BOX_PRICE_RANGES.map((range) => (
        <MenuItem key={range.key} value={range.key}>
          {translate(`resources.box.priceRanges.${range.key}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
