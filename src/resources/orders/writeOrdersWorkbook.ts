/**
 * The orders workbook's bytes, written in a Web Worker (./ordersWorkbook.worker.ts) so that 100,000
 * lines never freeze the page; in-process where there is no Worker (jsdom tests). Either way xlsx
 * is loaded only here, on the export button's click. The lines come as records, or as the list
 * worker's JSON text of them (the main thread then only hands the text on: WholeListPage.rowsJson).
 */
import { linesOf, type WorkbookInput } from './ordersWorkbookInput';

type WorkerReply = { ok: true; bytes: ArrayBuffer } | { ok: false; message: string };

export async function writeOrdersWorkbook(lines: WorkbookInput): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') {
    const { ordersWorkbookBytes } = await import('./ordersWorkbook');
    return ordersWorkbookBytes(linesOf(lines));
  }
  const worker = new Worker(new URL('./ordersWorkbook.worker.ts', import.meta.url), { type: 'module', name: 'orders-export' });
  try {
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(lines);
    });
    if (!reply.ok) throw new Error(reply.message);
    return reply.bytes;
  } finally {
    worker.terminate();
  }
}
