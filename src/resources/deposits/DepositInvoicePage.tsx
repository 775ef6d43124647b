/**
 * /deposite-details?id={depositId} (operations §2 "Deposit invoice"): a printable report of a
 * crypto top-up: the top-up amount with its coin symbol, the unit amount, the price and the total,
 * billed to the user with their shipping address (orderInfo.shippingAddress, operations §3).
 */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { formatEuro, formatInvoiceDate } from '../../domain/format';
import { addressLine } from '../../domain/orderExport';
import type { Deposit } from '../../domain/types/profit';
import { PageState } from '../../layout/PageState';
import { useLoaded } from '../../layout/useLoaded';
import { InvoiceFrame } from '../../layout/InvoiceFrame';
import { purchaseHistory } from '../purchaseHistory';

export function DepositInvoicePage() {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, string | number>) => translate(`profit.invoice.${key}`, params);
  const [params] = useSearchParams();
  const id = params.get('id');
  const loaded = useLoaded(
    id === null ? null : ['deposit', id],
    async (provider, signal) => (await provider.getOne<Deposit & { id: string }>('deposits', { id: id ?? '', signal })).data,
  );
  const breadcrumb = (
    <>
      <Title title={t('depositTitle')} />
      <Breadcrumb title={t('depositTitle')} parent={purchaseHistory} />
    </>
  );
  if (!id || loaded.status !== 'ready') {
    return (
      <>
        {breadcrumb}
        <PageState loaded={id ? loaded : null} missing={t('depositMissingId')} />
      </>
    );
  }
  const deposit = loaded.value;
  const address = deposit.orderInfo?.shippingAddress ?? null;
  const addressee = address ? `${address.firstname} ${address.lastname}`.trim() : '';
  return (
    <>
      <Box className="invoice-no-print">{breadcrumb}</Box>
      <InvoiceFrame label={t('depositTitle')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          <div>
            <Typography variant="h5" component="h1">
              {t('depositTitle')}
            </Typography>
            <Typography>{t('depositNumber', { orderId: deposit.orderId })}</Typography>
            <Typography>{t('date', { date: formatInvoiceDate(deposit.updatedAt) })}</Typography>
          </div>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{t('billedTo')}</Typography>
            <Typography>{deposit.userId.username}</Typography>
            <Typography>{deposit.userId.mobile}</Typography>
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('shippingAddress')}</Typography>
            {address ? (
              <Box data-testid="deposit-shipping-address">
                {addressee ? <Typography>{addressee}</Typography> : null}
                <Typography>{addressLine(address)}</Typography>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('noShippingAddress')}</Typography>
            )}
          </div>
        </Box>
        <table>
          <thead>
            <tr>
              <th>{t('description')}</th>
              <th className="amount">{t('unitAmount')}</th>
              <th className="amount">{t('unitPrice')}</th>
              <th className="amount">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('topUp', { amount: deposit.currencyAmount, coin: deposit.coinSymbol })}</td>
              <td className="amount">
                {deposit.currencyAmount} {deposit.coinSymbol}
              </td>
              <td className="amount">{formatEuro(deposit.price)}</td>
              <td className="amount">{formatEuro(deposit.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3}>{t('total')}</th>
              <th className="amount">{formatEuro(deposit.amount)}</th>
            </tr>
          </tfoot>
        </table>
      </InvoiceFrame>
    </>
  );
}
