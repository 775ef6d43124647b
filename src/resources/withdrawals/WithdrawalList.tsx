/**
 * /funds-management: Withdraw Funds List, the Withdraw Details table (operations §2). Pending rows
 * can be approved or declined (writeFunds or writeWithdraws); bulk delete needs delFunds.
 */
import { Stack, Typography } from '@mui/material';
import { DataTable, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../../layout/ChoiceFilter';
import { formatDateTime, formatEuro } from '../../domain/format';
import { WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS_COLORS, type WithdrawalStatus } from '../../domain/withdrawal';
import type { Withdrawal } from '../../domain/types/profit';
import { StatusChip } from '../../layout/StatusChip';
import { WithdrawalActions } from './WithdrawalActions';
import { PageList } from '../../layout/PageList';
import { BulkDeleteConfirmButton } from '../../layout/BulkDeleteConfirmButton';
import { useActionAccess } from '../../layout/useActionAccess';
import { PageLoading } from '../../layout/PageLoading';
import { UserTypeText } from '../users/userType';

type Row = Withdrawal & { id: string };

/** The status chip of a row: the status column's `field`. */
function WithdrawalStatusField() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record.status as WithdrawalStatus;
  const tone = WITHDRAWAL_STATUS_COLORS[status];
  if (!tone) return <>{record.status}</>;
  if (status === 'pending' && record.approvalStage === 'awaitingSecondApproval') {
    // four eyes: one admin approved; another must approve before the money moves
    const name = record.firstApproverName || record.firstApproverEmail || '';
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <StatusChip label={translate('resources.withdrawals.stageNames.awaitingSecondApproval')} tone={tone} />
        <Typography variant="caption" color="text.secondary">
          {translate('resources.withdrawals.firstApprovedBy', { name })}
        </Typography>
      </Stack>
    );
  }
  return <StatusChip label={translate(`resources.withdrawals.statusNames.${status}`)} tone={tone} />;
}

export function WithdrawalList() {
  const translate = useTranslate();
  // edit: approve and decline (canDecideWithdrawals); delete: bulk delete (canDeleteWithdrawals)
  const { isPending, mayEdit, mayDelete } = useActionAccess('withdrawals');
  const t = (key: string) => translate(`resources.withdrawals.${key}`);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ChoiceFilter
      key="status"
      source="status"
      alwaysOn
      choices={WITHDRAWAL_STATUSES.map((status) => ({ id: status, name: t(`statusNames.${status}`) }))}
    />,
  ];
  if (isPending) return <PageLoading />;
  return (
    <PageList
      resource="withdrawals"
      title={t('title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      empty={false}
      storeKey="resources.withdrawals"
      exporter={false}
    >
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('tableTitle')}
      </Typography>
      <DataTable
        rowClick={false}
        bulkActionButtons={mayDelete ? <BulkDeleteConfirmButton /> : false}
        empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
      >
        <DataTable.Col source="username" />
        <DataTable.Col source="orderId" />
        <DataTable.Col<Row> source="swapnetoutamount" render={(row) => formatEuro(row.swapnetoutamount)} />
        <DataTable.Col<Row>
          source="currencyAmount"
          render={(row) => (
            <>
              {row.currencyAmount} {row.coinSymbol}
              <Typography variant="caption" component="div" color="text.secondary">
                {row.chain} · {row.type} · <UserTypeText type={row.userType} />
              </Typography>
            </>
          )}
        />
        <DataTable.Col<Row> source="walletBalance" render={(row) => formatEuro(row.walletBalance)} />
        <DataTable.Col source="status" field={WithdrawalStatusField} />
        <DataTable.Col<Row> source="createdAt" render={(row) => formatDateTime(row.createdAt)} />
        {mayEdit ? (
          <DataTable.Col label="resources.withdrawals.actions">
            <WithdrawalActions />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </PageList>
  );
}
