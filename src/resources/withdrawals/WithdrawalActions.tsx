/** Approve (with a confirmation) and Decline (with a message) of a pending withdrawal request. */
import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatEuro } from '../../domain/format';
import { canDecideWithdrawal } from '../../domain/withdrawal';
import type { Withdrawal } from '../../domain/types/profit';
import type { ShopDataProvider } from '../../dataProvider';
import { PROFIT_TOAST } from '../../layout/notifyOptions';
import { DeclineWithdrawalDialog } from './DeclineWithdrawalDialog';
import { decisionErrorMessage } from './decisionError';

export function WithdrawalActions(_props: { label?: string }) {
  const record = useRecordContext<Withdrawal & { id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<ShopDataProvider>();
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !canDecideWithdrawal(record.status)) return null;

  const decide = async (run: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      const { msg } = await run();
      notify(msg, { type: 'success', ...PROFIT_TOAST });
      setDialog(null);
      refresh();
    } catch (error) {
      notify(decisionErrorMessage(error), { type: 'error', ...PROFIT_TOAST });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" onClick={() => setDialog('approve')} disabled={busy}>
        {translate('profit.withdrawals.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setDialog('decline')} disabled={busy}>
        {translate('profit.withdrawals.decline')}
      </Button>
      <Confirm
        isOpen={dialog === 'approve'}
        loading={busy}
        title={translate('profit.withdrawals.approveTitle')}
        content={translate('profit.withdrawals.approveContent', {
          amount: formatEuro(record.swapnetoutamount),
          crypto: record.currencyAmount,
          coin: record.coinSymbol,
          username: record.username,
        })}
        confirm={translate('profit.withdrawals.approve')}
        onConfirm={() => decide(() => provider.approveWithdrawal(record.orderId))}
        onClose={() => setDialog(null)}
      />
      {dialog === 'decline' ? (
        <DeclineWithdrawalDialog
          orderId={record.orderId}
          busy={busy}
          onDecline={(message) => decide(() => provider.declineWithdrawal(record.orderId, message))}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
