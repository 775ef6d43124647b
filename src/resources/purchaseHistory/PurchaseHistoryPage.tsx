/**
 * /boxpurchase-history: Purchase History (username, box, payment intent, amount, currency, status,
 * date; the last column, the user's deposits, only with writeDeposits), a Deposits tab listing
 * every crypto top-up with its printable invoice (/deposite-details), and a Deposits by user tab
 * (GET api/admin/ccpayment/getDepositListbyUser: per user the count, amount and last deposit of the
 * successful deposits, each user linking to their profile). The page is not gated by role
 * (operations §6): without a Deposits permission it opens and shows the server's refusal.
 */
import { useState, type ReactNode } from 'react';
import { Link, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, SearchInput, useCanAccess, useTranslate, type SortPayload } from 'react-admin';
import { Breadcrumb } from '../../layout/Breadcrumb';
import { formatDateTime, formatEuro } from '../../domain/format';
import { displayBoxName } from '../../domain/catalog';
import type { Deposit, PurchaseRow, UserDepositTotals } from '../../domain/types/profit';
import { useLoaded } from '../../layout/useLoaded';
import { UserDepositsButton } from '../deposits/UserDepositsButton';
import { PageList } from '../../layout/PageList';
import { linkTo } from '../../layout/descriptor';
import { deposits } from '../deposits';
import { users } from '../users';
import { depositsByUser } from '../depositsByUser';
import { purchaseHistory } from '.';
import { PageLoading } from '../../layout/PageLoading';

function DepositTotals() {
  const translate = useTranslate();
  const totals = useLoaded(['depositTotals'], (provider, signal) => provider.getDepositTotals(signal));
  if (totals.status !== 'ready') return null;
  return (
    <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
      {translate('resources.purchaseHistory.totals', { count: totals.value.count, amount: formatEuro(totals.value.totalAmount) })}
    </Typography>
  );
}

interface TabListProps {
  resource: string;
  sort: SortPayload;
  storeKey: string;
  /** drawn above the table (the deposits' totals) */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * A tab's whole list: a table page like every list's (core §9: 10 rows, cached and prefetched
 * pages), searchable, with its own sort and store key and no URL of its own (three tabs share the
 * page's), the server's refusal shown in place.
 */
function TabList({ resource, sort, storeKey, header, children }: TabListProps) {
  const translate = useTranslate();
  return (
    <PageList
      resource={resource}
      title={translate('resources.purchaseHistory.title')}
      breadcrumb={false}
      sort={sort}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      empty={false}
      exporter={false}
      disableSyncWithLocation
      storeKey={storeKey}
      disableAuthentication
    >
      {header}
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Typography sx={{ p: 2 }}>{translate('resources.purchaseHistory.empty')}</Typography>}
      >
        {children}
      </DataTable>
    </PageList>
  );
}

function DepositList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.purchaseHistory.${key}`);
  return (
    <TabList resource={deposits.name} sort={{ field: 'createdAt', order: 'DESC' }} storeKey="profit.deposits" header={<DepositTotals />}>
      <DataTable.Col source="userId.username" />
      <DataTable.Col source="orderId" />
      <DataTable.Col<Deposit> source="amount" render={(row) => formatEuro(row.amount)} />
      <DataTable.Col<Deposit> source="currencyAmount" render={(row) => `${row.currencyAmount} ${row.coinSymbol}`} />
      <DataTable.Col source="status" />
      <DataTable.Col<Deposit> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
      <DataTable.Col<Deposit>
        label="resources.purchaseHistory.invoice"
        render={(row) => (
          <Link component={RouterLink} to={linkTo(deposits, 'show', row._id)}>
            {t('invoice')}
          </Link>
        )}
      />
    </TabList>
  );
}

function DepositsByUserList() {
  return (
    <TabList resource={depositsByUser.name} sort={{ field: 'amount', order: 'DESC' }} storeKey="profit.depositsByUser">
      <DataTable.Col<UserDepositTotals>
        source="userId.username"
        render={(row) => (
          <Link component={RouterLink} to={linkTo(users, 'show', row.userId._id)}>
            {row.userId.username}
          </Link>
        )}
      />
      <DataTable.NumberCol source="count" />
      <DataTable.Col<UserDepositTotals> source="amount" render={(row) => formatEuro(row.amount)} />
      <DataTable.Col<UserDepositTotals>
        source="lastDepositAt"
        render={(row) => (row.lastDepositAt ? formatDateTime(row.lastDepositAt) : '')}
      />
    </TabList>
  );
}

function PurchaseList() {
  // the actions column (the user's deposits) needs writeDeposits: the purchase history's write
  const { canAccess: mayAct, isPending } = useCanAccess({ resource: purchaseHistory.name, action: 'edit' });
  if (isPending) return <PageLoading />;
  return (
    <TabList resource={purchaseHistory.name} sort={{ field: 'createdAt', order: 'DESC' }} storeKey="resources.purchaseHistory">
      <DataTable.Col source="userId.username" />
      <DataTable.Col<PurchaseRow> source="boxId.name" render={(row) => displayBoxName(row.boxId?.name)} />
      <DataTable.Col source="paymentIntentId" />
      <DataTable.Col<PurchaseRow> source="amount" render={(row) => formatEuro(row.amount)} />
      <DataTable.Col source="currency" />
      <DataTable.Col source="status" />
      <DataTable.Col<PurchaseRow> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
      {mayAct ? (
        <DataTable.Col label="resources.purchaseHistory.actions">
          <UserDepositsButton />
        </DataTable.Col>
      ) : null}
    </TabList>
  );
}

type PurchaseTab = 'purchases' | 'deposits' | 'depositsByUser';

export function PurchaseHistoryPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<PurchaseTab>('purchases');
  return (
    <>
      <Breadcrumb title={translate('resources.purchaseHistory.title')} />
      <Tabs value={tab} onChange={(_event, value: PurchaseTab) => setTab(value)} aria-label={translate('resources.purchaseHistory.title')}>
        <Tab value="purchases" label={translate('resources.purchaseHistory.purchasesTab')} />
        <Tab value="deposits" label={translate('resources.purchaseHistory.depositsTab')} />
        <Tab value="depositsByUser" label={translate('resources.purchaseHistory.depositsByUserTab')} />
      </Tabs>
      {tab === 'purchases' ? <PurchaseList /> : null}
      {tab === 'deposits' ? <DepositList /> : null}
      {tab === 'depositsByUser' ? <DepositsByUserList /> : null}
    </>
  );
}
