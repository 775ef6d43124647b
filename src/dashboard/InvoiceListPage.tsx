/**
 * /invoice: the Invoice list screen, a static demo (core §1). The sample invoices are listed like
 * every other list: sortable columns and pages of 10, all in memory.
 */
import { Box, Chip } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { formatDateTime, formatEuro } from '../domain/format';
import { DemoPageHeader } from './DemoPageHeader';
import { DEMO_INVOICES, type InvoiceSample, type InvoiceStatus } from './demoData';

/** Not a server resource: the name scopes react-admin's list state and its column titles (resources.demoInvoices.fields). */
const DEMO_RESOURCE = 'demoInvoices';

const STATUS_COLOR: Record<InvoiceStatus, 'success' | 'warning' | 'error'> = { paid: 'success', unpaid: 'warning', overdue: 'error' };

export function InvoiceListPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`dashboard.invoices.${key}`);
  const list = useList<InvoiceSample>({
    data: [...DEMO_INVOICES],
    perPage: 10,
    sort: { field: 'date', order: 'DESC' },
    resource: DEMO_RESOURCE,
  });
  return (
    <Box sx={{ p: 2 }}>
      <DemoPageHeader title={t('title')} notice={t('demoNotice')} />
      <ResourceContextProvider value={DEMO_RESOURCE}>
        <ListContextProvider value={list}>
          <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="number" />
            <DataTable.Col source="customer" />
            <DataTable.Col<InvoiceSample> source="date" render={(row) => formatDateTime(row.date)} />
            <DataTable.Col<InvoiceSample> source="amount" align="right" render={(row) => formatEuro(row.amount)} />
            <DataTable.Col<InvoiceSample>
              source="status"
              render={(row) => <Chip size="small" color={STATUS_COLOR[row.status]} label={t(row.status)} />}
            />
          </DataTable>
          <Pagination rowsPerPageOptions={[10]} />
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
}
