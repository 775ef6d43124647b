/**
 * Export Excel: every order line of the current filter and sort (not just the page), through the
 * cached whole list, written by ./ordersWorkbook (xlsx, loaded on first use) in a Web Worker
 * (./writeOrdersWorkbook.ts); the button shows "Exporting…" with a spinner until the file is saved.
 */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { exportFileName } from '../../domain/orderExport';
import type { OrderLine } from '../../domain/types/profit';
import { PROFIT_TOAST } from '../../layout/notifyOptions';
import { writeOrdersWorkbook } from './writeOrdersWorkbook';

function download(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportOrdersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await provider.getList<OrderLine & { id: string }>('orders', {
        filter: filterValues,
        sort,
        pagination: { page: 1, perPage: Math.max(total ?? 0, 1_000_000) },
      });
      if (data.length === 0) {
        notify('profit.orders.exportEmpty', { type: 'info', ...PROFIT_TOAST });
        return;
      }
      download(await writeOrdersWorkbook(data), exportFileName(new Date()));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', ...PROFIT_TOAST });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" onClick={run} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}>
      {translate(busy ? 'profit.orders.exporting' : 'profit.orders.exportExcel')}
    </Button>
  );
}
