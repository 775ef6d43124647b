/** Approve (with a confirmation) and Decline (with a message) of a pending withdrawal request. */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { formatEuro } from '../../domain/format';
import { canDecideWithdrawal, withdrawalAfterDecision } from '../../domain/withdrawal';
import type { Withdrawal } from '../../domain/types/profit';
import { useShopAction } from '../../layout/useShopAction';
import { withdrawals } from '.';
import { DeclineWithdrawalDialog } from './DeclineWithdrawalDialog';
import { decisionErrorMessage } from './decisionError';

export function WithdrawalActions() {
  const record = useRecordContext<Withdrawal & { id: string }>();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const decide = useShopAction({
    call: (provider, decision: { orderId: string; decline?: string }) =>
      decision.decline === undefined
        ? provider.approveWithdrawal(decision.orderId)
        : provider.declineWithdrawal(decision.orderId, decision.decline),
    // the wallet balance its approval debits shows when the list is read again
    changes: (_, { decline }) => (record ? { resource: withdrawals.name, rows: [[record.id, withdrawalAfterDecision(decline)]] } : null),
    invalidates: [withdrawals.name],
    success: ({ msg }) => msg,
    failure: decisionErrorMessage,
    onSuccess: () => setDialog(null),
  });
  const busy = decide.isPending;
  if (!record || !canDecideWithdrawal(record.status)) return null;

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" onClick={() => setDialog('approve')} disabled={busy}>
        {translate('resources.withdrawals.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setDialog('decline')} disabled={busy}>
        {translate('resources.withdrawals.decline')}
      </Button>
      <Confirm
        isOpen={dialog === 'approve'}
        loading={busy}
        title={translate('resources.withdrawals.approveTitle')}
        content={translate('resources.withdrawals.approveContent', {
          amount: formatEuro(record.swapnetoutamount),
          crypto: record.currencyAmount,
          coin: record.coinSymbol,
          username: record.username,
        })}
        confirm={translate('resources.withdrawals.approve')}
        onConfirm={() => decide.run({ orderId: record.orderId })}
        onClose={() => setDialog(null)}
      />
      {dialog === 'decline' ? (
        <DeclineWithdrawalDialog
          orderId={record.orderId}
          busy={busy}
          onDecline={(message) => decide.run({ orderId: record.orderId, decline: message })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
