/** /brand-list, "Brand Details" (core §2): image, name, description, created date. */
import { DataTable } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Brand } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { brand } from '.';

export function BrandList() {
  return (
    <CatalogList
      descriptor={brand}
      entity="resources.brand.entity"
      createLabel="resources.brand.create"
      emptyText="resources.brand.empty"
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable.Col source="image" field={ImageCell} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col<Brand> source="createdAt" render={(b) => formatDateTime(b.createdAt)} />
    </CatalogList>
  );
}
