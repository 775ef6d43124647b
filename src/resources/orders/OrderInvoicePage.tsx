/**
 * /invoice-details?id={orderId} (operations §2 "Order invoice"): product, quantity and amount of
 * each billed line (cancelled lines are not billed), the total, the VAT-included note, the date as
 * "5 March 2026" and dollar amounts. Printable (./invoicePrint.css).
 */
import { ORDER_DETAILS_KEY } from './orderQueries';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { addressLine } from '../../domain/orderExport';
import { invoiceLines } from '../../domain/orderDocuments';
import { formatDollar, formatInvoiceDate } from '../../domain/format';
import { PageState } from '../../layout/PageState';
import { useLoaded } from '../../layout/useLoaded';
import { InvoiceFrame } from '../../layout/InvoiceFrame';
import { orders } from '.';

export function OrderInvoicePage() {
  const translate = useTranslate();
  const t = (key: string, params?: Record<string, string>) => translate(`profit.invoice.${key}`, params);
  const [params] = useSearchParams();
  const id = params.get('id');
  const loaded = useLoaded(id === null ? null : [ORDER_DETAILS_KEY, id], (provider, signal) => provider.getOrderDetails(id ?? '', signal));
  const breadcrumb = (
    <>
      <Title title={t('title')} />
      <Breadcrumb title={t('title')} parent={orders} />
    </>
  );
  const first = loaded.status === 'ready' ? loaded.value.orderDetails[0] : undefined;
  if (!id || loaded.status !== 'ready' || !first) {
    return (
      <>
        {breadcrumb}
        {loaded.status === 'ready' ? (
          <Typography>{translate('resources.orders.details.empty')}</Typography>
        ) : (
          <PageState loaded={id ? loaded : null} missing={t('missingId')} />
        )}
      </>
    );
  }
  const { lines, total } = invoiceLines(loaded.value.orderDetails);
  const address = first.orderId.shippingAddress;
  return (
    <>
      <Box className="invoice-no-print">{breadcrumb}</Box>
      <InvoiceFrame label={t('title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          <div>
            <Typography variant="h5" component="h1">
              {t('title')}
            </Typography>
            <Typography>{t('invoiceNumber', { orderid: first.orderId.orderid })}</Typography>
            <Typography>{t('date', { date: formatInvoiceDate(first.orderId.createdAt) })}</Typography>
          </div>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{t('billedTo')}</Typography>
            <Typography>
              {address.firstname} {address.lastname} ({first.userId.username})
            </Typography>
            <Typography>{addressLine(address)}</Typography>
            <Typography>{address.mobile || first.userId.mobile}</Typography>
          </div>
        </Box>
        <table>
          <thead>
            <tr>
              <th>{t('product')}</th>
              <th className="amount">{t('quantity')}</th>
              <th className="amount">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <td>{line.name}</td>
                <td className="amount">{line.quantity}</td>
                <td className="amount">{formatDollar(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t('total')}</th>
              <th className="amount">{formatDollar(total)}</th>
            </tr>
          </tfoot>
        </table>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('vatNote')}
        </Typography>
      </InvoiceFrame>
    </>
  );
}
