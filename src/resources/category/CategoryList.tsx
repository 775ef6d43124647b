/** /category-list, "Category Details" (core §2): name, type, image, description, created date. */
import { FunctionField, TextField } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Category } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { catalogPaths } from '../catalog/paths';
import { CategoryTypeLabel } from './CategoryTypeLabel';

export function CategoryList() {
  return (
    <CatalogList
      resource="category"
      module="Category"
      entity="catalog.category.entity"
      title="catalog.category.listTitle"
      createLabel="catalog.category.create"
      createPath={catalogPaths.categoryForm}
      editPath={(id) => `${catalogPaths.categoryForm}?id=${encodeURIComponent(id)}`}
      emptyText="catalog.category.empty"
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ImageCell label="catalog.common.image" sortable={false} />
      <TextField source="name" label="catalog.common.name" />
      <FunctionField<Category>
        source="categoryType"
        label="catalog.category.type"
        render={(c) => <CategoryTypeLabel type={c.categoryType} />}
      />
      <TextField source="description" label="catalog.common.description" sortable={false} />
      <FunctionField<Category> source="createdAt" label="catalog.common.createdAt" render={(c) => formatDateTime(c.createdAt)} />
    </CatalogList>
  );
}
