/** /box-list, "Boxes Details" (core §2): price filter, sorted by price ascending, Create Box. */
import { DataTable } from 'react-admin';
import { displayBoxName } from '../../domain/catalog';
import { formatDateTime, formatEuro } from '../../domain/format';
import type { Box } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { ImageCell } from '../catalog/common/ImageCell';
import { PriceRangeFilter } from './PriceRangeFilter';
import { box } from '.';

export function BoxList() {
  return (
    <CatalogList
      descriptor={box}
      entity="catalog.box.entity"
      createLabel="catalog.box.create"
      emptyText="catalog.box.empty"
      sort={{ field: 'price', order: 'ASC' }}
      toolbar={<PriceRangeFilter />}
    >
      <DataTable.Col source="image" field={ImageCell} disableSort />
      <DataTable.Col<Box> source="name" render={(b) => displayBoxName(b.name)} />
      <DataTable.Col<Box> source="price" render={(b) => formatEuro(b.price)} />
      <DataTable.NumberCol source="itemsCount" />
      <DataTable.Col<Box> source="createdAt" render={(b) => formatDateTime(b.createdAt)} />
    </CatalogList>
  );
}
