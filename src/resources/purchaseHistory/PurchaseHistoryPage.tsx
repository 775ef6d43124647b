/**
 * /boxpurchase-history: Purchase History (username, box, payment intent, amount, currency, status,
 * date; the last column, the user's deposits, only with writeDeposits) and a Deposits tab listing
 * every crypto top-up with its printable invoice (/deposite-details). The page is not gated by role
 * (operations §6): without a Deposits permission it opens and shows the server's refusal.
 */
import { useState } from 'react';
import { Link, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { formatDateTime, formatEuro } from '../../domain/format';
import { canSeePurchaseActions } from '../../domain/profitAccess';
import { displayBoxName } from '../../domain/catalog';
import type { Deposit, PurchaseRow } from '../../domain/types/profit';
import { useLoaded } from '../../layout/useLoaded';
import { UserDepositsButton } from '../deposits/UserDepositsButton';
import { ListError, ListPagination } from '../../layout/PageList';
import { linkTo } from '../descriptor';
import { deposits } from '../deposits';
import { useRoles } from '../../layout/useRoles';

function DepositTotals() {
  const translate = useTranslate();
  const totals = useLoaded(['depositTotals'], (provider, signal) => provider.getDepositTotals(signal));
  if (totals.status !== 'ready') return null;
  return (
    <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
      {translate('profit.purchases.totals', { count: totals.value.count, amount: formatEuro(totals.value.totalAmount) })}
    </Typography>
  );
}

function DepositList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`profit.purchases.${key}`);
  return (
    <List
      resource="deposits"
      title={t('title')}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      empty={false}
      error={<ListError />}
      pagination={<ListPagination />}
      exporter={false}
      disableSyncWithLocation
      storeKey="profit.deposits"
      disableAuthentication
    >
      <DepositTotals />
      <DataTable rowClick={false} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}>
        <DataTable.Col source="userId.username" />
        <DataTable.Col source="orderId" />
        <DataTable.Col<Deposit> source="amount" render={(row) => formatEuro(row.amount)} />
        <DataTable.Col<Deposit> source="currencyAmount" render={(row) => `${row.currencyAmount} ${row.coinSymbol}`} />
        <DataTable.Col source="status" />
        <DataTable.Col<Deposit> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
        <DataTable.Col<Deposit>
          label="profit.purchases.invoice"
          render={(row) => (
            <Link component={RouterLink} to={linkTo(deposits, 'show', row._id)}>
              {t('invoice')}
            </Link>
          )}
        />
      </DataTable>
    </List>
  );
}

function PurchaseList() {
  const translate = useTranslate();
  const roles = useRoles();
  const t = (key: string) => translate(`profit.purchases.${key}`);
  return (
    <List
      resource="purchaseHistory"
      title={t('title')}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      empty={false}
      error={<ListError />}
      pagination={<ListPagination />}
      exporter={false}
      disableSyncWithLocation
      storeKey="profit.purchases"
      disableAuthentication
    >
      <DataTable rowClick={false} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}>
        <DataTable.Col source="userId.username" />
        <DataTable.Col<PurchaseRow> source="boxId.name" render={(row) => displayBoxName(row.boxId?.name)} />
        <DataTable.Col source="paymentIntentId" />
        <DataTable.Col<PurchaseRow> source="amount" render={(row) => formatEuro(row.amount)} />
        <DataTable.Col source="currency" />
        <DataTable.Col source="status" />
        <DataTable.Col<PurchaseRow> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
        {canSeePurchaseActions(roles) ? (
          <DataTable.Col label="profit.purchases.actions">
            <UserDepositsButton />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}

export function PurchaseHistoryPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'purchases' | 'deposits'>('purchases');
  return (
    <>
      <Breadcrumb title={translate('profit.purchases.title')} />
      <Tabs
        value={tab}
        onChange={(_event, value: 'purchases' | 'deposits') => setTab(value)}
        aria-label={translate('profit.purchases.title')}
      >
        <Tab value="purchases" label={translate('profit.purchases.purchasesTab')} />
        <Tab value="deposits" label={translate('profit.purchases.depositsTab')} />
      </Tabs>
      {tab === 'purchases' ? <PurchaseList /> : <DepositList />}
    </>
  );
}
