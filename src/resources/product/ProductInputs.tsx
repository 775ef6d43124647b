/** The inputs of the product form (operations §3, §5), grouped in sections. */
import { useEffect, useRef } from 'react';
import { Grid, InputAdornment, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAdminSession } from '../../authProvider/session';
import { PRICE_STEP, PRODUCT_COLORS, PRODUCT_SIZES, productCodeError, productPriceError, requiredText } from '../../domain/catalog';
import { formatEuro } from '../../domain/format';
import { resources } from '../../i18n/en/resources';
import { ProductImagesInput } from './ProductImagesInput';
import { StockStepper } from './StockStepper';

const required = (message: string) => (value: unknown) =>
  value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? message : undefined;

function EuroHint({ source }: { source: string }) {
  const value: unknown = useWatch({ name: source });
  const n = Number(value);
  return (
    <Typography variant="caption" color="text.secondary">
      {value === '' || !Number.isFinite(n) ? '' : formatEuro(n)}
    </Typography>
  );
}

/** Turning the track-quantity toggle resets trackQuantity to 0 (operations §4). */
function TrackQuantity() {
  const { setValue } = useFormContext();
  const checkTrack = Boolean(useWatch({ name: 'checkTrack' }));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setValue('trackQuantity', 0, { shouldDirty: true });
  }, [checkTrack, setValue]);
  return (
    <>
      <BooleanInput source="checkTrack" />
      {checkTrack ? <NumberInput source="trackQuantity" min={0} step={1} /> : null}
    </>
  );
}

export function ProductInputs() {
  const translate = useTranslate();
  const { selectLists } = useAdminSession();
  const euro = { input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } };
  const categories = (selectLists?.categories ?? []).filter((c) => c.categoryType !== 'box').map((c) => ({ id: c._id, name: c.name }));
  const brands = (selectLists?.brands ?? []).map((b) => ({ id: b._id, name: b.name }));
  const partners = (selectLists?.partners ?? []).map((p) => ({ id: p._id, name: p.firstname }));
  const rarities = (selectLists?.rarities ?? []).map((r) => ({ id: r._id, name: r.name }));
  const sizes = PRODUCT_SIZES.map((s) => ({ id: s, name: `${s} ${translate(`resources.product.sizeOptions.${s}`)}` }));
  const colors = PRODUCT_COLORS.map((c) => ({ id: c, name: translate(`resources.product.colorOptions.${c}`) }));

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" validate={requiredText} isRequired fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="productCode" validate={productCodeError} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput source="sellPrice" step={PRICE_STEP} min={0} validate={productPriceError} isRequired fullWidth slotProps={euro} />
        <EuroHint source="sellPrice" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput source="purchasePrice" step={PRICE_STEP} min={0} validate={productPriceError} isRequired fullWidth slotProps={euro} />
        <EuroHint source="purchasePrice" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StockStepper source="totalProduct" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectArrayInput source="categoryId" choices={categories} validate={required(resources.product.selectCategory)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="rarityLevel" choices={rarities} validate={required(resources.product.selectRarity)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="brandId" choices={brands} validate={required(resources.product.selectBrand)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput source="partnerId" choices={partners} validate={required(resources.product.selectPartner)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxGroupInput source="size" choices={sizes} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxGroupInput source="color" choices={colors} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="capacity" helperText="resources.product.capacityHint" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="productTag" fullWidth />
      </Grid>
      <Grid size={12}>
        <RadioButtonGroupInput
          source="productNature"
          choices={[
            { id: 'Digital', name: 'resources.product.digital' },
            { id: 'Physical', name: 'resources.product.physical' },
          ]}
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" multiline minRows={3} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <BooleanInput source="visibility" />
        <BooleanInput source="quickSell" />
        <BooleanInput source="enableProduct" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TrackQuantity />
      </Grid>
      <Grid size={12}>
        <ProductImagesInput source="image" />
      </Grid>
    </Grid>
  );
}
