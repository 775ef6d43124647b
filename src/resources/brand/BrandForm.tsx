/** /create-brand?id (core §2, §3, §5): name (required), image, description; multipart like categories. */
import { TextInput } from 'react-admin';
import { requiredText } from '../../domain/catalog';
import { CatalogFormPage } from '../catalog/common/CatalogFormPage';
import { CheckedImageInput } from '../catalog/common/CheckedImageInput';
import { brand } from '.';

export function BrandFormPage() {
  return (
    <CatalogFormPage
      title="resources.brand.formTitle"
      descriptor={brand}
      createdMessage="resources.brand.created"
      updatedMessage="resources.brand.updated"
      defaultValues={{ description: '' }}
    >
      <TextInput source="name" validate={requiredText} isRequired fullWidth />
      <CheckedImageInput source="image" />
      <TextInput source="description" multiline minRows={3} fullWidth />
    </CatalogFormPage>
  );
}
