/** /products/rarity-list, "Rarity Details" (operations §2): rank, name, colour swatch, created date; ordered by rank. */
import { Box, Stack } from '@mui/material';
import { DataTable } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import type { Rarity } from '../../domain/types/catalog';
import { CatalogList } from '../catalog/common/CatalogList';
import { rarity } from '.';

export function RarityList() {
  return (
    <CatalogList
      descriptor={rarity}
      entity="resources.rarity.entity"
      createLabel="resources.rarity.create"
      emptyText="resources.rarity.empty"
      sort={{ field: 'rank', order: 'ASC' }}
    >
      <DataTable.NumberCol source="rank" />
      <DataTable.Col source="name" />
      <DataTable.Col<Rarity>
        source="color"
        render={(r) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: r.color, border: 1, borderColor: 'divider' }} />
            <span>{r.color}</span>
          </Stack>
        )}
      />
      <DataTable.Col<Rarity> source="createdAt" render={(r) => formatDateTime(r.createdAt)} />
    </CatalogList>
  );
}
