/** /category-list, "Category Details" (core §2): name, type, image, description, created date. */
import { DataTable } from 'react-admin';
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
      entity="resources.category.entity"
      createLabel="resources.category.create"
      emptyText="resources.category.empty"
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable.Col source="image" field={ImageCell} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col<Category> source="categoryType" render={(c) => <CategoryTypeLabel type={c.categoryType} />} />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col<Category> source="createdAt" render={(c) => formatDateTime(c.createdAt)} />
    </CatalogList>
  );
}
