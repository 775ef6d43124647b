/**
 * /order-details?id={orderId} (operations §2 "Order detail"): user details, order number, total
 * items, boxes with their total in euro (names cut at "~"), products with price, quantity and
 * reason, and each item's tracking number with a Track Order link to the carrier.
 */
import { ORDER_DETAILS_KEY } from './orderQueries';
import { Card, CardContent, Chip, Grid, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { addressLine } from '../../domain/orderExport';
import { displayBoxName } from '../../domain/catalog';
import { boxTotal, trackingUrl } from '../../domain/orderDocuments';
import { ORDER_STATUS_COLORS, isOrderStatus } from '../../domain/orderStatus';
import { formatEuro } from '../../domain/format';
import { assetUrl } from '../../dataProvider/http';
import { PageState } from '../../layout/PageState';
import { StatusChip } from '../../layout/StatusChip';
import { useLoaded } from '../../layout/useLoaded';
import { orders } from '.';

export function OrderDetailsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.orders.details.${key}`);
  const [params] = useSearchParams();
  const id = params.get('id');
  const loaded = useLoaded(id === null ? null : [ORDER_DETAILS_KEY, id], (provider, signal) => provider.getOrderDetails(id ?? '', signal));
  const breadcrumb = (
    <>
      <Title title={t('title')} />
      <Breadcrumb title={t('title')} parent={orders} />
    </>
  );
  if (!id || loaded.status !== 'ready') {
    return (
      <>
        {breadcrumb}
        <PageState loaded={id ? loaded : null} missing={t('missingId')} />
      </>
    );
  }
  const { orderDetails, boxDetails } = loaded.value;
  const first = orderDetails[0];
  if (!first) {
    return (
      <>
        {breadcrumb}
        <Typography>{t('empty')}</Typography>
      </>
    );
  }
  const boxes = boxDetails.map((entry) => entry.boxId);
  return (
    <>
      {breadcrumb}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('userDetails')}
              </Typography>
              <Typography>
                {t('username')}: {first.userId.username}
              </Typography>
              <Typography>
                {t('phone')}: {first.userId.mobile}
              </Typography>
              <Typography>
                {t('address')}: {first.orderId.shippingAddress.firstname} {first.orderId.shippingAddress.lastname},{' '}
                {addressLine(first.orderId.shippingAddress)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('title')}
              </Typography>
              <Typography>
                {t('orderNumber')}: {first.orderId.orderid}
              </Typography>
              <Typography>
                {t('totalItems')}: {first.orderId.totalOrderItems}
              </Typography>
              <Typography>
                {t('totalBoxPrice')}: {formatEuro(boxTotal(boxes))}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('boxes')}
              </Typography>
              <Table size="small" aria-label={t('boxes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('box')}</TableCell>
                    <TableCell align="right">{t('boxPrice')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {boxes.map((box, index) => (
                    <TableRow key={`${box._id}-${index}`}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {box.image ? (
                            <img src={assetUrl(box.image)} alt="" width={32} height={32} style={{ objectFit: 'cover' }} />
                          ) : null}
                          <span>{displayBoxName(box.name)}</span>
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{formatEuro(box.price)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell>
                      <strong>{t('totalBoxPrice')}</strong>
                    </TableCell>
                    <TableCell align="right">
                      <strong>{formatEuro(boxTotal(boxes))}</strong>
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('products')}
              </Typography>
              <Table size="small" aria-label={t('products')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('product')}</TableCell>
                    <TableCell align="right">{t('price')}</TableCell>
                    <TableCell align="right">{t('quantity')}</TableCell>
                    <TableCell>{t('status')}</TableCell>
                    <TableCell>{t('reason')}</TableCell>
                    <TableCell>{t('trackingNumber')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orderDetails.map((row) => (
                    <TableRow key={row._id}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          {row.productId.bannerImage ? (
                            <img src={assetUrl(row.productId.bannerImage)} alt="" width={32} height={32} style={{ objectFit: 'cover' }} />
                          ) : null}
                          <span>{row.productId.name}</span>
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{formatEuro(row.price)}</TableCell>
                      <TableCell align="right">{row.quantity}</TableCell>
                      <TableCell>
                        {isOrderStatus(row.status) ? (
                          <StatusChip
                            label={translate(`resources.orders.statusNames.${row.status}`)}
                            tone={ORDER_STATUS_COLORS[row.status]}
                          />
                        ) : (
                          <Chip size="small" label={row.status} />
                        )}
                      </TableCell>
                      <TableCell>{row.reason ?? ''}</TableCell>
                      <TableCell>
                        {row.trackOrderNumber ? (
                          <Stack>
                            <span>{row.trackOrderNumber}</span>
                            <Link href={trackingUrl(row.trackOrderNumber)} target="_blank" rel="noopener noreferrer">
                              {t('trackOrder')}
                            </Link>
                          </Stack>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            {t('noTracking')}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
