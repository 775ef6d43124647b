/**
 * /products/add-raritylevel?id (operations §2, §5): name (required), a colour picker and the rank
 * that orders the rarity list (issue 17; a new rarity starts at the next rank); create is craeteRarity.
 */
import { Box, Typography } from '@mui/material';
import { NumberInput, TextInput, useGetList, useInput, useTranslateLabel } from 'react-admin';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { nextRarityRank, rarityRankError, requiredText } from '../../domain/catalog';
import type { Rarity } from '../../domain/types/catalog';
import { CatalogFormPage } from '../catalog/common/CatalogFormPage';
import { rarity } from '.';

/** The colour; its label is the field's, resources.rarity.fields.color. */
function ColorPickerInput({ source }: { source: string }) {
  const translateLabel = useTranslateLabel();
  const id = useId();
  const { field } = useInput({ source, defaultValue: '#9e9e9e' });
  return (
    <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2">
        {translateLabel({ source })}
      </Typography>
      <input
        id={id}
        type="color"
        value={String(field.value ?? '#9e9e9e')}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
      <Typography variant="body2" color="text.secondary">
        {String(field.value ?? '')}
      </Typography>
    </Box>
  );
}

/** The rank; empty (a new rarity) it takes the next rank once the list is known. */
function RankInput() {
  const { data } = useGetList<Rarity & { id: string }>('rarity', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'rank', order: 'DESC' },
  });
  const { getValues, setValue } = useFormContext();
  const next = data ? nextRarityRank(data.map((rarity) => rarity.rank)) : undefined;
  useEffect(() => {
    const current: unknown = getValues('rank');
    if (next !== undefined && (current === undefined || current === null || current === '')) setValue('rank', next);
  }, [next, getValues, setValue]);
  return <NumberInput source="rank" helperText="resources.rarity.rankHelp" validate={rarityRankError} step={1} min={1} />;
}

export function RarityFormPage() {
  return (
    <CatalogFormPage
      title="resources.rarity.formTitle"
      descriptor={rarity}
      createdMessage="resources.rarity.created"
      updatedMessage="resources.rarity.updated"
      defaultValues={{ color: '#9e9e9e' }}
    >
      <TextInput source="name" validate={requiredText} isRequired fullWidth />
      <ColorPickerInput source="color" />
      <RankInput />
    </CatalogFormPage>
  );
}
