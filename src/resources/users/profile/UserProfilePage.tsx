/**
 * /user-profile-details?id (operations §2 "Users"), "User Profile Details": tabs Profile (with the
 * login history and, for an admin who may read deposits, the user's deposit totals from
 * GET api/admin/ccpayment/getDepositListbyUser?userId=), Transactions, Total Box and Cart Items; an
 * inventory item can be removed after a confirmation (DELETE api/admin/deleteInventory/{inventoryId}/{userId}).
 */
import { UserTypeText } from '../userType';
import { useState } from 'react';
import { Box, Button, Card, CardContent, Grid, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useCanAccess, useDataProvider, useTranslate, useTranslateLabel } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ShopDataProvider } from '../../../dataProvider';
import { formatDateTime, formatEuro } from '../../../domain/format';
import { displayBoxName } from '../../../domain/catalog';
import { blockStatusLabel, blockStatusTone } from '../../../domain/userBlock';
import { StatusChip } from '../../../layout/StatusChip';
import type { InventoryItem, LoginHistoryEntry, UserBoxWin, UserDetailReply, UserTransaction } from '../../../domain/types/users';
import { Breadcrumb } from '../../../layout/Breadcrumb';
import { PageLoading } from '../../../layout/PageLoading';
import { failureText, useShopAction } from '../../../layout/useShopAction';
import { USER_PROFILE_KEY } from './profileQueries';
import { useServerText } from '../../../i18n/useServerText';
import { PagedTable, Thumb, type Column } from './ProfileTables';
import { users } from '..';

const TABS = ['profile', 'transactions', 'totalBox', 'cartItems'] as const;
type ProfileTab = (typeof TABS)[number];

/** The user's successful deposits in total: count, amount and the last one (none yet: zero). */
function DepositTotals({ userId }: { userId: string }) {
  const translate = useTranslate();
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const totals = useQuery({
    queryKey: ['userDepositTotals', userId],
    queryFn: ({ signal }) => dataProvider.getUserDepositTotals(userId, signal),
  });
  return (
    <Box component="section" aria-labelledby="user-deposit-totals" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" id="user-deposit-totals">
        {translate('resources.users.profile.depositTotals')}
      </Typography>
      {totals.isPending ? <PageLoading /> : null}
      {totals.error ? <Typography color="error">{serverText(failureText(totals.error))}</Typography> : null}
      {totals.isSuccess ? (
        <Grid container spacing={2}>
          <Detail label={translate('resources.users.profile.depositCount')} value={totals.data?.count ?? 0} />
          <Detail label={translate('resources.users.profile.depositAmount')} value={formatEuro(totals.data?.amount ?? 0)} />
          <Detail
            label={translate('resources.users.profile.lastDeposit')}
            value={totals.data?.lastDepositAt ? formatDateTime(totals.data.lastDepositAt) : translate('resources.users.profile.noDeposits')}
          />
        </Grid>
      ) : null}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Grid>
  );
}

export function UserProfilePage() {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  /** a user's field label, the same as the users list's column (resources.users.fields.<source>) */
  const fieldLabel = (source: string) => String(translateLabel({ source, resource: users.name }));
  const serverText = useServerText();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useState<ProfileTab>('profile');
  // asked with the page, so answered before the user's details arrive
  const deposits = useCanAccess({ resource: 'deposits', action: 'list' });
  const [removing, setRemoving] = useState<InventoryItem | null>(null);
  const title = translate('resources.users.profile.title');

  const detail = useQuery({
    queryKey: [USER_PROFILE_KEY, id],
    queryFn: ({ signal }) => dataProvider.getUserDetail(id, signal),
    enabled: id !== '',
  });
  const logins = useQuery({
    queryKey: ['userLoginHistory', id],
    queryFn: ({ signal }) => dataProvider.getLoginHistory(id, signal),
    enabled: id !== '',
  });

  const removal = useShopAction({
    call: (provider, item: InventoryItem) => provider.deleteInventory(item._id, id),
    invalidates: [USER_PROFILE_KEY],
    success: () => 'resources.users.profile.removed',
    onSettled: () => setRemoving(null),
  });
  const removeItem = () => {
    if (removing) removal.run(removing);
  };

  const header = <Breadcrumb title={title} parent={users} appBarTitle />;
  if (!id)
    return (
      <Box>
        {header}
        <Typography>{translate('resources.users.profile.missingId')}</Typography>
      </Box>
    );
  if (detail.isPending || deposits.isPending) return <PageLoading />;
  if (detail.error)
    return (
      <Box>
        {header}
        <Typography color="error">{serverText(failureText(detail.error))}</Typography>
      </Box>
    );
  const data: UserDetailReply = detail.data;
  const user = data.userData;

  const transactionColumns: Array<Column<UserTransaction>> = [
    {
      key: 'image',
      label: translate('resources.users.profile.boxImage'),
      render: (r) => <Thumb src={r.boxId?.image} alt={r.boxId ? displayBoxName(r.boxId.name) : '-'} />,
    },
    { key: 'box', label: translate('resources.users.profile.box'), render: (r) => (r.boxId ? displayBoxName(r.boxId.name) : '-') },
    { key: 'intent', label: translate('resources.users.profile.paymentIntent'), render: (r) => r.paymentIntentId },
    { key: 'currency', label: translate('resources.users.profile.currency'), render: (r) => r.currency.toUpperCase() },
    { key: 'status', label: translate('resources.users.profile.status'), render: (r) => r.status },
    { key: 'amount', label: translate('resources.users.profile.amount'), render: (r) => formatEuro(r.amount) },
    { key: 'date', label: translate('resources.users.profile.date'), render: (r) => formatDateTime(r.createdAt) },
  ];
  const winColumns: Array<Column<UserBoxWin>> = [
    {
      key: 'image',
      label: translate('resources.users.profile.image'),
      render: (r) => <Thumb src={r.result.pid?.bannerImage} alt={r.result.pid?.name ?? '-'} />,
    },
    { key: 'name', label: translate('resources.users.profile.product'), render: (r) => r.result.pid?.name ?? '-' },
    { key: 'box', label: translate('resources.users.profile.box'), render: (r) => (r.boxId ? displayBoxName(r.boxId.name) : '-') },
    { key: 'price', label: translate('resources.users.profile.sellPrice'), render: (r) => formatEuro(r.result.pid?.sellPrice) },
    { key: 'date', label: translate('resources.users.profile.date'), render: (r) => formatDateTime(r.createdAt) },
  ];
  const inventoryColumns: Array<Column<InventoryItem>> = [
    {
      key: 'image',
      label: translate('resources.users.profile.image'),
      render: (r) => <Thumb src={r.productId?.bannerImage} alt={r.productId?.name ?? '-'} />,
    },
    { key: 'name', label: translate('resources.users.profile.product'), render: (r) => r.productId?.name ?? '-' },
    { key: 'price', label: translate('resources.users.profile.sellPrice'), render: (r) => formatEuro(r.productId?.sellPrice) },
    { key: 'date', label: translate('resources.users.profile.date'), render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'remove',
      label: translate('resources.users.profile.remove'),
      render: (r) => (
        <Button size="small" color="error" onClick={() => setRemoving(r)}>
          {translate('resources.users.profile.remove')}
        </Button>
      ),
    },
  ];
  const loginColumns: Array<Column<LoginHistoryEntry>> = [
    { key: 'date', label: translate('resources.users.profile.loginAt'), render: (r) => formatDateTime(r.loginAt) },
    { key: 'ip', label: translate('resources.users.profile.ip'), render: (r) => r.ip },
    { key: 'agent', label: translate('resources.users.profile.userAgent'), render: (r) => r.userAgent },
  ];

  return (
    <Box>
      {header}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          <Tabs value={tab} onChange={(_e, next: ProfileTab) => setTab(next)} sx={{ mb: 2 }}>
            {TABS.map((t) => (
              <Tab key={t} value={t} label={translate(`resources.users.profile.tabs.${t}`)} />
            ))}
          </Tabs>
          {tab === 'profile' ? (
            <>
              <Grid container spacing={2} sx={{ mb: 3 }}>
                <Detail label={fieldLabel('username')} value={user.username} />
                <Detail label={translate('resources.users.fields.name')} value={`${user.firstname} ${user.lastname}`} />
                <Detail label={fieldLabel('email')} value={user.email} />
                <Detail label={fieldLabel('mobile')} value={user.mobile} />
                <Detail label={fieldLabel('userType')} value={<UserTypeText type={user.userType} />} />
                <Detail
                  label={fieldLabel('isBlock')}
                  value={<StatusChip label={translate(blockStatusLabel(user.isBlock))} tone={blockStatusTone(user.isBlock)} />}
                />
                <Detail label={fieldLabel('walletBalance')} value={formatEuro(user.walletBalance)} />
                <Detail label={translate('resources.users.profile.openBoxCount')} value={data.openBoxCount} />
                <Detail label={translate('resources.users.profile.pnL')} value={formatEuro(data.pnL)} />
                <Detail label={fieldLabel('joined_at')} value={formatDateTime(user.joined_at)} />
              </Grid>
              {deposits.canAccess ? <DepositTotals userId={id} /> : null}
              <Typography variant="subtitle1" component="h2">
                {translate('resources.users.profile.loginHistory')}
              </Typography>
              {logins.isPending ? (
                <PageLoading />
              ) : (
                <PagedTable
                  rows={logins.data?.loginHistory ?? []}
                  columns={loginColumns}
                  label={translate('resources.users.profile.loginHistory')}
                />
              )}
            </>
          ) : null}
          {tab === 'transactions' ? (
            <PagedTable
              rows={data.transactionsData}
              columns={transactionColumns}
              label={translate('resources.users.profile.tabs.transactions')}
            />
          ) : null}
          {tab === 'totalBox' ? (
            <PagedTable rows={data.boxList} columns={winColumns} label={translate('resources.users.profile.tabs.totalBox')} />
          ) : null}
          {tab === 'cartItems' ? (
            <PagedTable rows={data.inventoryList} columns={inventoryColumns} label={translate('resources.users.profile.tabs.cartItems')} />
          ) : null}
        </CardContent>
      </Card>
      <Confirm
        isOpen={removing !== null}
        loading={removal.isPending}
        title="resources.users.profile.removeTitle"
        content={translate('resources.users.profile.removeConfirm', { name: removing?.productId?.name ?? '' })}
        onConfirm={removeItem}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
