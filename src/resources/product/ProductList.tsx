/**
 * /products/list_product, "Product List" in Warehouse (operations §2): the filter component (rarity,
 * category), a grid of product cards, server paging by skip and limit (a filter change resets skip
 * to 0; the page control shows 10 pages at a time), a loading indicator, and per-card actions.
 * With ?userid the cards also offer Add to Inventory for that user.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Grid, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../authProvider/session';
import { PRODUCT_LIST_PAGE_SIZE } from '../../domain/catalog';
import { canCreateProduct } from '../../domain/permissions';
import type { ListedProduct } from '../../domain/types/catalog';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageButtons } from '../catalog/common/PageButtons';
import { ProductCard } from './ProductCard';
import { ProductCardActions } from './ProductCardActions';
import { linkTo } from '../descriptor';
import { product } from '.';
import { useRoles } from '../../layout/useRoles';

interface ListFilter {
  rarity: string;
  category: string;
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{ id: string; name: string }>;
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}>
      <MenuItem value="">{translate('catalog.common.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ProductList() {
  const translate = useTranslate();
  const serverText = useServerText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = params.get('userid');
  const roles = useRoles();
  const { selectLists } = useAdminSession();
  const [filter, setFilter] = useState<ListFilter>({ rarity: '', category: '' });
  const [page, setPage] = useState(0);
  const { data, total, isPending, isFetching, error, refetch } = useGetList<ListedProduct & { id: string }>('product', {
    pagination: { page: page + 1, perPage: PRODUCT_LIST_PAGE_SIZE },
    filter,
  });

  const changeFilter = (next: ListFilter) => {
    setFilter(next);
    setPage(0); // a filter change resets skip to 0
  };
  const title = translate('catalog.product.listTitle');

  return (
    <Box>
      <Breadcrumb title={title} appBarTitle />
      <Typography variant="overline" color="text.secondary">
        {translate('catalog.product.section')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        <FilterSelect
          label={translate('catalog.product.rarity')}
          value={filter.rarity}
          options={(selectLists?.rarities ?? []).map((r) => ({ id: r._id, name: r.name }))}
          onChange={(rarity) => changeFilter({ ...filter, rarity })}
        />
        <FilterSelect
          label={translate('catalog.product.category')}
          value={filter.category}
          options={(selectLists?.categories ?? []).filter((c) => c.categoryType !== 'box').map((c) => ({ id: c._id, name: c.name }))}
          onChange={(category) => changeFilter({ ...filter, category })}
        />
        {canCreateProduct(roles) ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(linkTo(product, 'create'))}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {translate('catalog.product.formCard')}
          </Button>
        ) : null}
      </Stack>
      {isFetching ? <LinearProgress aria-label={translate('catalog.common.loading')} sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />}
      {error ? <Alert severity="error">{serverText(error.message)}</Alert> : null}
      {!isPending && !error && data?.length === 0 ? <Typography sx={{ p: 2 }}>{translate('catalog.product.empty')}</Typography> : null}
      <Grid container spacing={2}>
        {(data ?? []).map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <ProductCard
              product={product}
              actions={<ProductCardActions product={product} userId={userId} onDeleted={() => void refetch()} />}
            />
          </Grid>
        ))}
      </Grid>
      <PageButtons page={page} total={total ?? 0} pageSize={PRODUCT_LIST_PAGE_SIZE} onChange={setPage} />
    </Box>
  );
}
