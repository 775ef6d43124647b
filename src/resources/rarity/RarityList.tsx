/** /products/rarity-list, "Rarity Details" (operations §2): rank, name, colour swatch, created date; ordered by rank. */
import { Box, Stack } from '@mui/material';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Rarity } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { rarity } from '.';

export function RarityList() {
  return (
    <CatalogList
      descriptor={rarity}
      entity="catalog.rarity.entity"
      createLabel="catalog.rarity.create"
      emptyText="catalog.rarity.empty"
      sort={{ field: 'rank', order: 'ASC' }}
    >
      <NumberField source="rank" label="catalog.rarity.rank" />
      <TextField source="name" label="catalog.common.name" />
      <FunctionField<Rarity>
        source="color"
        label="catalog.rarity.color"
        render={(r) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: r.color, border: 1, borderColor: 'divider' }} />
            <span>{r.color}</span>
          </Stack>
        )}
      />
      <FunctionField<Rarity> source="createdAt" label="catalog.common.createdAt" render={(r) => formatDateTime(r.createdAt)} />
    </CatalogList>
  );
}
