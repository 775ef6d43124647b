/** The purchase history's last column: the user's crypto deposits (ccpaymenttransactions/{userId}), each with its invoice. */
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatEuro } from '../../domain/format';
import type { PurchaseRow } from '../../domain/types/profit';
import { PageState } from '../../layout/PageState';
import { useLoaded } from '../../layout/useLoaded';
import { linkTo } from '../../layout/descriptor';
import { deposits } from '.';

function UserDeposits({ userId }: { userId: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.purchaseHistory.${key}`);
  const loaded = useLoaded(['userDeposits', userId], (provider, signal) => provider.getUserDeposits(userId, signal));
  if (loaded.status !== 'ready') return <PageState loaded={loaded} missing="" />;
  if (loaded.value.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('orderId')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
          <TableCell align="right">{t('coinAmount')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell>{t('date')}</TableCell>
          <TableCell>{t('invoice')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loaded.value.map((deposit) => (
          <TableRow key={deposit._id}>
            <TableCell>{deposit.orderId}</TableCell>
            <TableCell align="right">{formatEuro(deposit.amount)}</TableCell>
            <TableCell align="right">
              {deposit.currencyAmount} {deposit.coinSymbol}
            </TableCell>
            <TableCell>{deposit.status}</TableCell>
            <TableCell>{formatDateTime(deposit.createdAt)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={linkTo(deposits, 'show', deposit._id)}>
                {t('invoice')}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function UserDepositsButton() {
  const record = useRecordContext<PurchaseRow & { id: string }>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('resources.purchaseHistory.userDeposits')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby={`deposits-${record._id}`}>
        <DialogTitle id={`deposits-${record._id}`}>
          {translate('resources.purchaseHistory.userDepositsTitle', { username: record.userId.username })}
        </DialogTitle>
        <DialogContent>{open ? <UserDeposits userId={record.userId._id} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('resources.purchaseHistory.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
