/** /brand-list, "Brand Details" (core §2): image, name, description, created date. */
import { FunctionField, TextField } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Brand } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { brand } from '.';

export function BrandList() {
  return (
    <CatalogList
      descriptor={brand}
      entity="catalog.brand.entity"
      createLabel="catalog.brand.create"
      emptyText="catalog.brand.empty"
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ImageCell label="catalog.common.image" sortable={false} />
      <TextField source="name" label="catalog.common.name" />
      <TextField source="description" label="catalog.common.description" sortable={false} />
      <FunctionField<Brand> source="createdAt" label="catalog.common.createdAt" render={(b) => formatDateTime(b.createdAt)} />
    </CatalogList>
  );
}
