/**
 * /create-category?id (core §2, §3, §5): name (required), type radio Case (box) / Product (default
 * product) with the spec's stray Active / Deactive words beside them, description, image, and
 * "don't show in store". Create is multipart (the image travels as the file).
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { DEFAULT_CATEGORY_TYPE, requiredText } from '../../domain/catalog';
import { CatalogFormPage } from '../catalog/common/CatalogFormPage';
import { CheckedImageInput } from '../catalog/common/CheckedImageInput';
import { category } from '.';

const TYPE_CHOICES = [
  { id: 'box', name: 'resources.category.typeBox' },
  { id: 'product', name: 'resources.category.typeProduct' },
];

function StrayWords() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 2, color: 'text.secondary' }} aria-hidden="true">
      <Typography variant="caption">{translate('resources.category.active')}</Typography>
      <Typography variant="caption">{translate('resources.category.deactive')}</Typography>
    </Box>
  );
}

export function CategoryFormPage() {
  return (
    <CatalogFormPage
      title="resources.category.formTitle"
      descriptor={category}
      createdMessage="resources.category.created"
      updatedMessage="resources.category.updated"
      defaultValues={{ categoryType: DEFAULT_CATEGORY_TYPE, dontShowInStore: false, description: '' }}
    >
      <TextInput source="name" validate={requiredText} isRequired fullWidth />
      <RadioButtonGroupInput source="categoryType" choices={TYPE_CHOICES} />
      <StrayWords />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <CheckedImageInput source="image" />
      <BooleanInput source="dontShowInStore" />
    </CatalogFormPage>
  );
}
