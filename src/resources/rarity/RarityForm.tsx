/** /products/add-raritylevel?id (operations §2, §5): name (required) and a colour picker; create is craeteRarity. */
import { Box, Typography } from '@mui/material';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { useId } from 'react';
import { requiredText } from '../../domain/catalog';
import { CatalogFormPage } from '../catalog/common/CatalogFormPage';
import { catalogPaths } from '../catalog/paths';

function ColorPickerInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const id = useId();
  const { field } = useInput({ source, defaultValue: '#9e9e9e' });
  return (
    <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography component="label" htmlFor={id} variant="body2">
        {translate(label)}
      </Typography>
      <input id={id} type="color" value={String(field.value ?? '#9e9e9e')} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />
      <Typography variant="body2" color="text.secondary">
        {String(field.value ?? '')}
      </Typography>
    </Box>
  );
}

export function RarityFormPage() {
  return (
    <CatalogFormPage
      resource="rarity"
      title="catalog.rarity.formTitle"
      listTitle="catalog.rarity.listTitle"
      listPath={catalogPaths.rarityList}
      createdMessage="catalog.rarity.created"
      updatedMessage="catalog.rarity.updated"
      defaultValues={{ color: '#9e9e9e' }}
    >
      <TextInput source="name" label="catalog.common.name" validate={requiredText} isRequired fullWidth />
      <ColorPickerInput source="color" label="catalog.rarity.color" />
    </CatalogFormPage>
  );
}
