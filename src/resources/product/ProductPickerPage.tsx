/**
 * The product picker screen (core §2, §9): query id = partner, userid = the user to give a product
 * to; game id 730, 15 per page, up to 10 page buttons. Each product can be added to the user's
 * inventory (needs writeProduct), which then opens the user's profile.
 * Route: /vendors/productList (the route table lists it; core §2 does not name the picker's path).
 */
import { useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { assetUrl } from '../../dataProvider/http';
import { PICKER_PAGE_SIZE } from '../../domain/catalog';
import { formatEuro } from '../../domain/format';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { PageButtons } from '../catalog/common/PageButtons';
import { EMPTY_PRODUCT_FILTER, ProductFilters, searchFilterOf, type ProductFilterValues } from '../catalog/common/ProductFilters';
import { useProductSearch } from '../catalog/common/useProductSearch';
import { ProductCardActions } from './ProductCardActions';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';

export function ProductPickerPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const partnerId = params.get('id') ?? undefined;
  const userId = params.get('userid');
  const [filter, setFilter] = useState<ProductFilterValues>(EMPTY_PRODUCT_FILTER);
  const [page, setPage] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const search = { ...searchFilterOf(filter), partnerId: partnerId ?? searchFilterOf(filter).partnerId, reload: reloadKey || undefined };
  const { reply, loading, error } = useProductSearch(search, page, PICKER_PAGE_SIZE);
  const title = translate('resources.product.picker.title');
  const { isPending, mayEdit, mayDelete } = useActionAccess('product');
  if (isPending) return <PageLoading />;

  return (
    <Box>
      <Breadcrumb title={title} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          {userId ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.product.picker.forUser')}
            </Typography>
          ) : null}
          <ProductFilters
            value={filter}
            hide={partnerId ? ['partnerId'] : []}
            onChange={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
          {loading && !reply ? <CircularProgress aria-label={translate('catalog.common.loading')} /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {reply && reply.products.length === 0 ? <Typography>{translate('resources.box.search.empty')}</Typography> : null}
          <List aria-busy={loading}>
            {reply?.products.map((product) => (
              <ListItem
                key={product._id}
                secondaryAction={
                  <ProductCardActions
                    product={product}
                    userId={userId}
                    mayEdit={mayEdit}
                    mayDelete={mayDelete}
                    onDeleted={() => setReloadKey((k) => k + 1)}
                  />
                }
              >
                <ListItemAvatar>
                  <Avatar variant="rounded" src={assetUrl(product.bannerImage)} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={product.name}
                  secondary={`${formatEuro(product.sellPrice)}${product.rarityLevel ? ` · ${product.rarityLevel.name}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
          <PageButtons page={page} total={reply?.count ?? 0} pageSize={PICKER_PAGE_SIZE} onChange={setPage} />
        </CardContent>
      </Card>
    </Box>
  );
}
