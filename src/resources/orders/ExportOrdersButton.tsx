/**
 * Export Excel: every order line of the current filter and sort (not just the page), through the
 * cached whole list, written by ./ordersWorkbook (xlsx, loaded on first use) in a Web Worker
 * (./writeOrdersWorkbook.ts); the button shows "Exporting…" with a spinner until the file is saved.
 * The lines come from the list worker as JSON text (ROWS_AS_JSON), handed on to the workbook's
 * worker unread: the page does not copy 100,000 records in and out.
 */
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { ROWS_AS_JSON, type WholeListMeta } from '../../dataProvider/listCache';
import { exportFileName } from '../../domain/orderExport';
import type { OrderLine } from '../../domain/types/profit';
import { useShopAction } from '../../layout/useShopAction';
import { orders } from '.';
import { writeOrdersWorkbook } from './writeOrdersWorkbook';
import type { WorkbookInput } from './ordersWorkbookInput';

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

/** Writes the lines to the file; false when there was nothing to export. */
async function exportLines(lines: WorkbookInput, count: number): Promise<boolean> {
  if (count === 0) return false;
  download(await writeOrdersWorkbook(lines), exportFileName(new Date()));
  return true;
}

export function ExportOrdersButton() {
  const translate = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const exporting = useShopAction({
    call: async (provider) => {
      const {
        data,
        total: count,
        meta,
      } = await provider.getList<OrderLine & { id: string }>(orders.name, {
        filter: filterValues,
        sort,
        pagination: { page: 1, perPage: Math.max(total ?? 0, 1_000_000) },
        meta: { [ROWS_AS_JSON]: true },
      });
      // the JSON text where the list worker holds the list; the records from the in-process store
      const rowsJson = (meta as WholeListMeta | undefined)?.rowsJson;
      return rowsJson === undefined ? exportLines(data, data.length) : exportLines(rowsJson, count ?? 0);
    },
    invalidates: [],
    quiet: true,
    success: (written) => (written ? null : { info: 'resources.orders.exportEmpty' }),
  });
  const busy = exporting.isPending;
  const run = () => exporting.run(undefined);

  return (
    <Button size="small" onClick={run} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}>
      {translate(busy ? 'resources.orders.exporting' : 'resources.orders.exportExcel')}
    </Button>
  );
}
