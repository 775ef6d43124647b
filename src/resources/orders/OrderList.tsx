/**
 * /order-management: Order List, the Order Details table of order lines (operations §2). Served
 * from the cached whole list (10 rows a page); status filter and a text search; row actions
 * following the status machine; Excel export; bulk delete with delOrders.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../../layout/ChoiceFilter';
import { PageList } from '../../layout/PageList';
import { addressLine } from '../../domain/orderExport';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { formatDateTime, formatEuro } from '../../domain/format';
import type { OrderLine } from '../../domain/types/profit';
import { ExportOrdersButton } from './ExportOrdersButton';
import { OrderRowActions } from './OrderRowActions';
import { OrderStatusField } from './OrderStatusField';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';

type Row = OrderLine & { id: string };

function OrderListActions() {
  return (
    <TopToolbar>
      <ExportOrdersButton />
    </TopToolbar>
  );
}

export function OrderList() {
  const translate = useTranslate();
  const { isPending, mayEdit, mayDelete } = useActionAccess('orders');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.search')} />,
    <ChoiceFilter
      key="status"
      source="status"
      alwaysOn
      choices={ORDER_STATUSES.map((status) => ({ id: status, name: translate(`resources.orders.statusNames.${status}`) }))}
    />,
  ];
  const t = (key: string) => translate(`resources.orders.${key}`);
  if (isPending) return <PageLoading />;
  return (
    <PageList
      title={t('title')}
      resource="orders"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      actions={<OrderListActions />}
      empty={false}
      storeKey="resources.orders"
    >
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2">
            {t('tableTitle')}
          </Typography>
        </CardContent>
      </Card>
      <DataTable
        rowClick={false}
        bulkActionButtons={mayDelete ? <BulkDeleteConfirmButton /> : false}
        empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
      >
        <DataTable.Col source="orderId.orderid" />
        <DataTable.Col source="userId.username" />
        <DataTable.Col<Row> source="orderId.shippingAddress" disableSort render={(row) => addressLine(row.orderId?.shippingAddress)} />
        <DataTable.Col source="productId.name" />
        <DataTable.NumberCol source="quantity" />
        <DataTable.Col<Row> source="price" render={(row) => formatEuro(row.price)} />
        <DataTable.Col source="status" field={OrderStatusField} />
        <DataTable.Col<Row> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
        <DataTable.Col label="resources.orders.actions">
          <OrderRowActions mayChange={mayEdit} />
        </DataTable.Col>
      </DataTable>
    </PageList>
  );
}
