/**
 * Product search filters of the box form and the picker (core §7 getSearchProducts): title, min and
 * max price, category, rarity, brand and partner, fed by the startup select lists.
 */
import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAdminSession } from '../../../authProvider/session';

export interface ProductFilterValues {
  title: string;
  min: string;
  max: string;
  category: string;
  rarity: string;
  brandId: string;
  partnerId: string;
}

export const EMPTY_PRODUCT_FILTER: ProductFilterValues = {
  title: '',
  min: '',
  max: '',
  category: '',
  rarity: '',
  brandId: '',
  partnerId: '',
};

interface Option {
  id: string;
  name: string;
}

interface ProductFiltersProps {
  value: ProductFilterValues;
  onChange: (next: ProductFilterValues) => void;
  /** fields left out (the picker fixes the partner) */
  hide?: Array<keyof ProductFilterValues>;
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select fullWidth size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{translate('catalog.common.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ProductFilters({ value, onChange, hide = [] }: ProductFiltersProps) {
  const translate = useTranslate();
  const { selectLists } = useAdminSession();
  const set = (key: keyof ProductFilterValues) => (v: string) => onChange({ ...value, [key]: v });
  const lists = {
    category: (selectLists?.categories ?? []).filter((c) => c.categoryType !== 'box').map((c) => ({ id: c._id, name: c.name })),
    rarity: (selectLists?.rarities ?? []).map((r) => ({ id: r._id, name: r.name })),
    brandId: (selectLists?.brands ?? []).map((b) => ({ id: b._id, name: b.name })),
    partnerId: (selectLists?.partners ?? []).map((p) => ({ id: p._id, name: p.firstname })),
  };
  const shown = (key: keyof ProductFilterValues) => !hide.includes(key);
  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }}>
      {shown('title') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={translate('resources.box.search.titleFilter')}
            value={value.title}
            onChange={(e) => set('title')(e.target.value)}
          />
        </Grid>
      ) : null}
      {shown('min') ? (
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={translate('resources.box.search.min')}
            value={value.min}
            onChange={(e) => set('min')(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
        </Grid>
      ) : null}
      {shown('max') ? (
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label={translate('resources.box.search.max')}
            value={value.max}
            onChange={(e) => set('max')(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          />
        </Grid>
      ) : null}
      {(['category', 'rarity', 'brandId', 'partnerId'] as const).filter(shown).map((key) => (
        <Grid key={key} size={{ xs: 6, sm: 3 }}>
          <SelectFilter
            label={translate(`resources.product.${key === 'brandId' ? 'brand' : key === 'partnerId' ? 'partner' : key}`)}
            value={value[key]}
            options={lists[key]}
            onChange={set(key)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

/** The filter values as getSearchProducts wants them (numbers, blanks left out). */
export function searchFilterOf(value: ProductFilterValues) {
  const number = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
  return {
    title: value.title.trim() || undefined,
    min: number(value.min),
    max: number(value.max),
    category: value.category || undefined,
    rarity: value.rarity || undefined,
    brandId: value.brandId || undefined,
    partnerId: value.partnerId || undefined,
  };
}
