/**
 * /products/list_product, "Product List" in Warehouse (operations §2): the filter component (rarity,
 * category), a grid of product cards, server paging by skip and limit (a filter change resets skip
 * to 0; the page control shows 10 pages at a time), a loading indicator, and per-card actions.
 * With ?userid the cards also offer Add to Inventory for that user. An admin holding delProduct
 * selects cards (a checkbox on each, all of the page at once) and deletes the selection after the
 * spec's confirmation (PUT api/admin/deleteSelectedProduct, core §2 "List behaviour").
 */
import AddIcon from '@mui/icons-material/Add';
import { memo, useMemo } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  Button as RaButton,
  ListContextProvider,
  ResourceContextProvider,
  useListContext,
  useListController,
  useEvent,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminSession } from '../../authProvider/session';
import { PRODUCT_LIST_PAGE_SIZE } from '../../domain/catalog';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import type { ListedProduct } from '../../domain/types/catalog';
import { useServerText } from '../../i18n/useServerText';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { LoadingBar } from '../../layout/LoadingBar';
import { PageButtons } from '../catalog/common/PageButtons';
import { ProductCard } from './ProductCard';
import { ProductCardActions } from './ProductCardActions';
import { linkTo } from '../../layout/descriptor';
import { product } from '.';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';

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

/**
 * Above the grid, for an admin who may delete products: "select all on this page", how many cards
 * are selected, Unselect, and the Delete of the selection with the spec's confirmation.
 */
function SelectionBar({ pageIds }: { pageIds: Identifier[] }) {
  const translate = useTranslate();
  const { selectedIds, onSelect, onUnselectItems } = useListContext();
  const selectedOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const allOnPage = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const togglePage = () =>
    onSelect(allOnPage ? selectedIds.filter((id) => !pageIds.includes(id)) : [...new Set([...selectedIds, ...pageIds])]);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 48, flexWrap: 'wrap' }} data-testid="product-selection">
      <FormControlLabel
        control={
          <Checkbox
            checked={allOnPage}
            indeterminate={selectedOnPage > 0 && !allOnPage}
            disabled={pageIds.length === 0}
            onChange={togglePage}
          />
        }
        label={translate('resources.product.selectPage')}
      />
      {selectedIds.length > 0 ? (
        <>
          <Typography role="status">{translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}</Typography>
          <RaButton label="ra.action.unselect" onClick={() => onUnselectItems()} />
          <BulkDeleteConfirmButton />
        </>
      ) : null}
    </Stack>
  );
}

/** A card's selection checkbox. */
function SelectCard({ id, name, selected, onToggle }: { id: string; name: string; selected: boolean; onToggle: (id: string) => void }) {
  const translate = useTranslate();
  return (
    <Checkbox
      checked={selected}
      onChange={() => onToggle(id)}
      slotProps={{ input: { 'aria-label': translate('resources.product.selectOne', { name }) } }}
    />
  );
}

/** A product as the list controller gives it: with react-admin's id. */
type GridProduct = ListedProduct & { id: string };

interface GridItemProps {
  product: GridProduct;
  /** null when the admin may not select (delete) products */
  selected: boolean | null;
  userId: string | null;
  mayEdit: boolean;
  mayDelete: boolean;
  onToggle: (id: string) => void;
  onDeleted: () => void;
}

/**
 * One card in its grid cell, drawn again only when its product, its selection or the page's user
 * changes: a page turn draws the new page's cards, not the old ones again while the next page loads.
 */
const GridItem = memo(function GridItem({ product, selected, userId, mayEdit, mayDelete, onToggle, onDeleted }: GridItemProps) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
      <ProductCard
        product={product}
        select={selected === null ? null : <SelectCard id={product.id} name={product.name} selected={selected} onToggle={onToggle} />}
        actions={<ProductCardActions product={product} userId={userId} mayEdit={mayEdit} mayDelete={mayDelete} onDeleted={onDeleted} />}
      />
    </Grid>
  );
});

/**
 * The page's title and its filters (rarity, category) with the Add Product button: drawn again only
 * when a filter changes, not at every page turn of the grid below.
 */
const ProductListHead = memo(function ProductListHead({
  rarity,
  category,
  mayCreate,
  onFilter,
}: ListFilter & { mayCreate: boolean; onFilter: (next: ListFilter) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { selectLists } = useAdminSession();
  const filter: ListFilter = { rarity, category };
  const rarities = useMemo(() => (selectLists?.rarities ?? []).map((r) => ({ id: r._id, name: r.name })), [selectLists?.rarities]);
  const categories = useMemo(
    () => (selectLists?.categories ?? []).filter((c) => c.categoryType !== 'box').map((c) => ({ id: c._id, name: c.name })),
    [selectLists?.categories],
  );
  const title = translate('resources.product.listTitle');
  return (
    <>
      <Breadcrumb title={title} appBarTitle />
      <Typography variant="overline" color="text.secondary">
        {translate('resources.product.section')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        <FilterSelect
          label={translate('resources.product.rarity')}
          value={filter.rarity}
          options={rarities}
          onChange={(next) => onFilter({ ...filter, rarity: next })}
        />
        <FilterSelect
          label={translate('resources.product.category')}
          value={filter.category}
          options={categories}
          onChange={(next) => onFilter({ ...filter, category: next })}
        />
        {mayCreate ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(linkTo(product, 'create'))}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {translate('resources.product.formCard')}
          </Button>
        ) : null}
      </Stack>
    </>
  );
});

export function ProductList() {
  const translate = useTranslate();
  const serverText = useServerText();
  const [params] = useSearchParams();
  const userId = params.get('userid');
  const access = useActionAccess(product.name);
  // the route gate has let the admin in; the page's state lives here, not in the URL or the store
  const list = useListController<GridProduct>({
    resource: 'product',
    perPage: PRODUCT_LIST_PAGE_SIZE,
    disableSyncWithLocation: true,
    storeKey: false,
    disableAuthentication: true,
  });
  const { data, total, isPending, isFetching, error, refetch } = list;
  const filter: ListFilter = {
    rarity: typeof list.filterValues.rarity === 'string' ? list.filterValues.rarity : '',
    category: typeof list.filterValues.category === 'string' ? list.filterValues.category : '',
  };
  const page = list.page - 1;
  const setPage = useEvent((next: number) => list.setPage(next + 1));
  const selectable = access.mayDelete;
  const toggle = useEvent(list.onToggleItem);
  const deleted = useEvent(() => void refetch());

  // setFilters also resets the page: a filter change resets skip to 0
  const changeFilter = useEvent((next: ListFilter) => list.setFilters(next, {}, false));

  if (access.isPending) return <PageLoading />;
  return (
    <Box>
      <ProductListHead rarity={filter.rarity} category={filter.category} mayCreate={access.mayCreate} onFilter={changeFilter} />
      <LoadingBar loading={isFetching === true} />
      {error ? <Alert severity="error">{serverText(error.message)}</Alert> : null}
      {!isPending && !error && data?.length === 0 ? <Typography sx={{ p: 2 }}>{translate('resources.product.empty')}</Typography> : null}
      <ResourceContextProvider value="product">
        <ListContextProvider value={list}>
          {selectable && !error ? <SelectionBar pageIds={(data ?? []).map((p) => p.id)} /> : null}
          <Grid container spacing={2}>
            {(data ?? []).map((product) => (
              <GridItem
                key={product.id}
                product={product}
                selected={selectable ? list.selectedIds.includes(product.id) : null}
                userId={userId}
                mayEdit={access.mayEdit}
                mayDelete={access.mayDelete}
                onToggle={toggle}
                onDeleted={deleted}
              />
            ))}
          </Grid>
        </ListContextProvider>
      </ResourceContextProvider>
      <PageButtons page={page} total={total ?? 0} pageSize={PRODUCT_LIST_PAGE_SIZE} onChange={setPage} />
    </Box>
  );
}
