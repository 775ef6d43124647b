/** /brand-list, "Brand Details" (core §2): image, name, description, created date. */
import { FunctionField, TextField } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Brand } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { catalogPaths, withId } from '../catalog/paths';

export function BrandList() {
  return (
    <CatalogList
      resource="brand"
      module="Brand"
      entity="catalog.brand.entity"
      title="catalog.brand.listTitle"
      createLabel="catalog.brand.create"
      createPath={catalogPaths.brandForm}
      editPath={(id) => withId(catalogPaths.brandForm, id)}
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
