/**
 * The box's own fields (core §3, §5): name, image (required on create), categories, price (digits
 * and one decimal point only), hide / enable, description, box profit, special tag and colour (the
 * previous box's shown as a hint, from getPreviousBox). Plain MUI fields over the editor's state,
 * labelled like react-admin's inputs by the box resource's field labels (resources.box.fields).
 */
import { memo, useId, type ChangeEvent } from 'react';
import { Autocomplete, Box, Button, Checkbox, FormControlLabel, FormHelperText, Grid, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate, useTranslateLabel } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { IMAGE_ACCEPT } from '../../../domain/images';
import { sanitizePriceInput } from '../../../domain/odds';
import type { PreviousBox } from '../../../domain/types/catalog';
import { checkImageFile } from '../../catalog/common/imageCheck';
import type { BoxEditorErrors, BoxEditorState } from './boxEditorState';
import { box } from '..';

interface CategoryOption {
  id: string;
  name: string;
}

interface BoxDetailsFieldsProps {
  state: BoxEditorState;
  errors: BoxEditorErrors;
  categories: CategoryOption[];
  previous: PreviousBox | null;
  previewUrl: string | null;
  onChange: (patch: Partial<BoxEditorState>) => void;
}

/** The same props but the chosen products: what these fields show did not change. */
function sameDetails(before: BoxDetailsFieldsProps, after: BoxDetailsFieldsProps): boolean {
  const { state: was, ...otherBefore } = before;
  const { state: is, ...otherAfter } = after;
  const keys = Object.keys(is) as Array<keyof BoxEditorState>;
  return (
    (Object.keys(otherAfter) as Array<keyof typeof otherAfter>).every((key) => otherBefore[key] === otherAfter[key]) &&
    keys.every((key) => key === 'chosen' || was[key] === is[key])
  );
}

/** Memoised on everything but the chosen products: typing a chance leaves these fields as they are. */
export const BoxDetailsFields = memo(function BoxDetailsFields({
  state,
  errors,
  categories,
  previous,
  previewUrl,
  onChange,
}: BoxDetailsFieldsProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const fieldLabel = (source: keyof BoxEditorState) => String(translateLabel({ source, resource: box.name }));
  const notify = useNotify();
  const imageId = useId();

  async function onImage(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) {
      notify(check.message, { type: 'error' });
      return;
    }
    onChange({ image: file });
  }

  const preview = previewUrl ?? assetUrl(state.imageUrl);
  const selectedCategories = categories.filter((c) => state.category.includes(c.id));

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          required
          label={fieldLabel('name')}
          value={state.name}
          onChange={(e) => onChange({ name: e.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name && translate(errors.name)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          required
          label={fieldLabel('price')}
          value={state.price}
          onChange={(e) => onChange({ price: sanitizePriceInput(e.target.value) })}
          error={Boolean(errors.price)}
          helperText={errors.price && translate(errors.price)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Autocomplete
          multiple
          options={categories}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={selectedCategories}
          onChange={(_e, value) => onChange({ category: value.map((v) => v.id) })}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={fieldLabel('category')}
              error={Boolean(errors.category)}
              helperText={errors.category && translate(errors.category)}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="label" htmlFor={imageId} variant="body2" sx={{ display: 'block', mb: 1 }}>
          {fieldLabel('image')} *
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={translate('catalog.common.imagePreview', { name: state.name })}
              sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : null}
          <Button variant="outlined" component="label">
            {translate(preview ? 'catalog.common.changeImage' : 'catalog.common.chooseImage')}
            <input id={imageId} hidden type="file" accept={IMAGE_ACCEPT} onChange={(e) => void onImage(e)} />
          </Button>
        </Box>
        {errors.image ? <FormHelperText error>{translate(errors.image)}</FormHelperText> : null}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          type="number"
          label={fieldLabel('boxProfit')}
          value={state.boxProfit}
          onChange={(e) => onChange({ boxProfit: e.target.value })}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          label={fieldLabel('specialTag')}
          value={state.specialTag}
          onChange={(e) => onChange({ specialTag: e.target.value })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField fullWidth label={fieldLabel('color')} value={state.color} onChange={(e) => onChange({ color: e.target.value })} />
      </Grid>
      {previous ? (
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.box.previousHint', { tag: previous.specialTag ?? '–', color: previous.color ?? '–' })}
          </Typography>
        </Grid>
      ) : null}
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={fieldLabel('description')}
          value={state.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox checked={state.hideBox} onChange={(e) => onChange({ hideBox: e.target.checked })} />}
          label={fieldLabel('hideBox')}
        />
        <FormControlLabel
          control={<Checkbox checked={state.enableBox} onChange={(e) => onChange({ enableBox: e.target.checked })} />}
          label={fieldLabel('enableBox')}
        />
      </Grid>
    </Grid>
  );
}, sameDetails);
