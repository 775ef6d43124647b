/** Writes the orders workbook (./ordersWorkbook.ts, xlsx) off the main thread: order lines in, the file's bytes out. */
import type { OrderLine } from '../../domain/types/profit';
import { ordersWorkbookBytes } from './ordersWorkbook';

interface WorkerScope {
  onmessage: ((event: MessageEvent<OrderLine[]>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  try {
    const bytes = ordersWorkbookBytes(event.data);
    scope.postMessage({ ok: true, bytes }, [bytes]);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
