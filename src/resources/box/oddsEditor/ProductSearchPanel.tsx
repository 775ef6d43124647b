/**
 * The box form's product search (core §4, §7, §9): getSearchProducts with game id 730, 12 per page,
 * up to 10 page buttons; each result's Select button turns to Selected once the product is chosen.
 */
import { memo, useState } from 'react';
import { Avatar, Box, Button, CircularProgress, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { BOX_SEARCH_PAGE_SIZE } from '../../../domain/catalog';
import { formatEuro } from '../../../domain/format';
import type { ListedProduct } from '../../../domain/types/catalog';
import { PageButtons } from '../../catalog/common/PageButtons';
import { EMPTY_PRODUCT_FILTER, ProductFilters, searchFilterOf, type ProductFilterValues } from '../../catalog/common/ProductFilters';
import { useProductSearch } from '../../catalog/common/useProductSearch';

interface ProductSearchPanelProps {
  chosenIds: ReadonlySet<string>;
  onSelect: (product: ListedProduct) => void;
}

/** Memoised: typing a chance in the chosen table leaves it as it is. */
export const ProductSearchPanel = memo(function ProductSearchPanel({ chosenIds, onSelect }: ProductSearchPanelProps) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<ProductFilterValues>(EMPTY_PRODUCT_FILTER);
  const [page, setPage] = useState(0);
  const { reply, loading, error } = useProductSearch(searchFilterOf(filter), page, BOX_SEARCH_PAGE_SIZE);

  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('resources.box.search.title')}
      </Typography>
      <ProductFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      {loading && !reply ? <CircularProgress aria-label={translate('catalog.common.loading')} /> : null}
      {error ? <Typography color="error">{error}</Typography> : null}
      {reply && reply.products.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.box.search.empty')}</Typography>
      ) : null}
      <List dense aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1 }}>
        {reply?.products.map((product) => {
          const selected = chosenIds.has(product._id);
          return (
            <ListItem
              key={product._id}
              secondaryAction={
                <Button
                  size="small"
                  variant={selected ? 'contained' : 'outlined'}
                  disabled={selected}
                  onClick={() => onSelect(product)}
                  aria-label={`${translate(selected ? 'resources.box.search.selected' : 'resources.box.search.select')} ${product.name}`}
                >
                  {translate(selected ? 'resources.box.search.selected' : 'resources.box.search.select')}
                </Button>
              }
            >
              <ListItemAvatar>
                <Avatar variant="rounded" src={assetUrl(product.bannerImage)} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={product.name}
                secondary={`${formatEuro(product.sellPrice)} · ${translate('resources.product.purchasePrice')} ${formatEuro(product.purchasePrice)}${product.rarityLevel ? ` · ${product.rarityLevel.name}` : ''}`}
              />
            </ListItem>
          );
        })}
      </List>
      <PageButtons page={page} total={reply?.count ?? 0} pageSize={BOX_SEARCH_PAGE_SIZE} onChange={setPage} />
    </Box>
  );
});
