/** Writes the orders workbook (./ordersWorkbook.ts, xlsx) off the main thread: order lines (or their JSON text) in, the file's bytes out. */
import { ordersWorkbookBytes } from './ordersWorkbook';
import { linesOf, type WorkbookInput } from './ordersWorkbookInput';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkbookInput>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  try {
    const bytes = ordersWorkbookBytes(linesOf(event.data));
    scope.postMessage({ ok: true, bytes }, [bytes]);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
