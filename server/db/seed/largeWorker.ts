/**
 * Worker thread of the large seed (./large.ts, `parallel`): generates the users, orders, order lines
 * and box openings, then the dashboard roll-ups when asked (./largeRows.ts), and hands each batch
 * to the main thread as binary COPY rows, which it COPYs while this thread generates the next one.
 * Protocol:
 * - ← {kind: 'rows'} with what to generate from;
 * - → {kind: 'copy'} per batch, ← {kind: 'copied'} once it is loaded (or {kind: 'failed'});
 * - → {kind: 'written'} once a table's batches are all sent: the main thread builds its indexes
 *   after loading them, while this thread generates the next table's rows;
 * - → {kind: 'loaded'} once the loaded tables' batches are all sent: the main thread builds their
 *   keys and indexes next. The roll-ups' batches are sent from then on without waiting for each
 *   to be loaded: this thread computes them while the database builds the indexes, and the main
 *   thread loads them in order after;
 * - → {kind: 'log'}, in order with the batches; → {kind: 'done'} at the end.
 */
import { parentPort } from 'node:worker_threads';
import type { Database } from '../schema.js';
import { CopyPipe, type CopyData } from './bulk.js';
import { writeLargeRows, type LargeRowsInput } from './largeRows.js';

export type ToMain =
  | { kind: 'copy'; table: string; columns: readonly string[]; rows: CopyData }
  | { kind: 'written'; tables: ReadonlyArray<keyof Database> }
  | { kind: 'loaded' }
  | { kind: 'log'; message: string }
  | { kind: 'done' };
export type ToWorker = { kind: 'rows'; input: LargeRowsInput } | { kind: 'copied' } | { kind: 'failed' };

const port = parentPort;
if (!port) throw new Error('largeWorker.ts runs as a worker thread');
// a batch's bytes move to the main thread (transferred, not copied)
const send = (message: ToMain) => port.postMessage(message, message.kind === 'copy' ? [message.rows.buffer] : []);

let waiting: { resolve: () => void; reject: (err: Error) => void } | undefined;
let given: (input: LargeRowsInput) => void = () => undefined;
const rows = new Promise<LargeRowsInput>((resolve) => (given = resolve));
port.on('message', (message: ToWorker) => {
  if (message.kind === 'rows') return given(message.input);
  const w = waiting;
  waiting = undefined;
  if (message.kind === 'copied') w?.resolve();
  else w?.reject(new Error('the main thread could not load a batch'));
});

/** After `loaded`: batches are queued at the main thread instead of waited for one by one. */
let queueing = false;
// until then the pipe keeps one batch at the main thread while the next one is generated here
const copy = new CopyPipe((table, columns, rows) => {
  if (queueing) {
    send({ kind: 'copy', table, columns, rows });
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    waiting = { resolve, reject };
    send({ kind: 'copy', table, columns, rows });
  });
});
const out = {
  copy,
  log: (message: string) => send({ kind: 'log', message }),
  written: (tables: ReadonlyArray<keyof Database>) => {
    send({ kind: 'written', tables });
    return Promise.resolve();
  },
  loaded: () => {
    queueing = true;
    send({ kind: 'loaded' });
    return Promise.resolve();
  },
};
// the thread starts before the load; what it generates from comes once the load begins
await writeLargeRows(await rows, out);
send({ kind: 'done' });
