/** /category-list, "Category Details" (core §2): name, type, image, description, created date. */
import { FunctionField, TextField } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Category } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { CategoryTypeLabel } from './CategoryTypeLabel';
import { category } from '.';

export function CategoryList() {
  return (
    <CatalogList
      descriptor={category}
      entity="catalog.category.entity"
      createLabel="catalog.category.create"
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
