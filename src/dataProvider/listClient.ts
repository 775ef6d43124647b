/**
 * The main thread's side of the list worker: `WorkerLists` asks ./lists.worker.ts for one page
 * of a whole list and gets back that page and the total, nothing more. Where `Worker` does not
 * exist (jsdom tests) the same service (./listService.ts) runs in-process behind the same
 * messages, structured-cloned like a real boundary; its code is loaded then, so the admin's own
 * scripts go without it. A failure comes back as react-admin's HttpError with the server's status
 * and msg; a 401 drops the stored token, as ./http.ts does. A worker that cannot start (its script
 * refused or broken) is replaced by the in-process service, and the requests waiting on it are
 * asked again there.
 */
import { HttpError } from 'react-admin';
import { apiUrl, clearToken, getToken } from './http';
import type { ListQuery } from './listEngine';
import type { WholeListSource, WholeLists } from './listCache';
import type { ChangedRows } from './rowChanges';
import type { FromListWorker, MessageEndpoint, ToListWorker, WholeListPage } from './listService';

/** A Worker-like pair of ends for the in-process fallback: what one end posts, the other receives. */
async function inProcessEndpoint(): Promise<MessageEndpoint> {
  const { ListService, serveLists } = await import('./listService');
  const service = new ListService();
  const toMain: Array<(event: MessageEvent) => void> = [];
  const toWorker: Array<(event: MessageEvent) => void> = [];
  const deliver = (listeners: typeof toMain, message: unknown) => {
    const data: unknown = structuredClone(message);
    queueMicrotask(() => listeners.forEach((listener) => listener({ data } as MessageEvent)));
  };
  serveLists(
    { postMessage: (message) => deliver(toMain, message), addEventListener: (_type, listener) => toWorker.push(listener) },
    service,
  );
  return { postMessage: (message) => deliver(toWorker, message), addEventListener: (_type, listener) => toMain.push(listener) };
}

/** The list worker when the platform has Workers; the in-process service otherwise. */
export function defaultListEndpoint(): MessageEndpoint | Promise<MessageEndpoint> {
  if (typeof Worker === 'undefined') return inProcessEndpoint();
  return new Worker(new URL('./lists.worker.ts', import.meta.url), { type: 'module', name: 'lists' });
}

/** The absolute URL of an API path (a worker resolves nothing against the page). */
function absoluteUrl(path: string): string {
  const url = apiUrl(path);
  return typeof location === 'undefined' ? url : new URL(url, location.href).href;
}

export class WorkerLists implements WholeLists {
  /** the endpoint once asked for (every message goes through it, in the order sent) */
  private endpoint?: Promise<MessageEndpoint>;
  /** the endpoint attached last */
  private current?: MessageEndpoint;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { request: ToListWorker; resolve: (page: WholeListPage) => void; reject: (error: unknown) => void }
  >();

  /** `connect` gives the endpoint on first use (the worker starts with the first list). */
  constructor(private readonly connect: () => MessageEndpoint | Promise<MessageEndpoint> = defaultListEndpoint) {}

  private port(): Promise<MessageEndpoint> {
    this.endpoint ??= Promise.resolve(this.connect()).then((endpoint) => this.attach(endpoint));
    return this.endpoint;
  }

  /** Posts a message once the endpoint is there; a message about lists (a drop) only when one was asked for. */
  private post(message: ToListWorker): void {
    if (message.kind !== 'page' && !this.endpoint) return;
    void this.port().then((endpoint) => endpoint.postMessage(message));
  }

  private attach(endpoint: MessageEndpoint): MessageEndpoint {
    this.current = endpoint;
    endpoint.addEventListener('message', (event) => this.settle(event.data as FromListWorker));
    if (typeof Worker !== 'undefined' && endpoint instanceof Worker) {
      endpoint.addEventListener('error', () => {
        if (this.current !== endpoint) return;
        endpoint.terminate();
        this.current = undefined;
        this.endpoint = inProcessEndpoint().then((replacement) => {
          this.attach(replacement);
          for (const { request } of this.pending.values()) replacement.postMessage(request);
          return replacement;
        });
      });
    }
    return endpoint;
  }

  private settle(reply: FromListWorker): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) {
      waiting.resolve(reply.page);
      return;
    }
    const { message, status, body } = reply.error;
    if (status === 401) clearToken();
    waiting.reject(new HttpError(message, status, body));
  }

  page(resource: string, source: WholeListSource, query: ListQuery, early = false, rowsAsJson = false): Promise<WholeListPage> {
    const id = this.nextId++;
    const request: ToListWorker = {
      kind: 'page',
      id,
      resource,
      url: absoluteUrl(source.call.path),
      method: source.call.method,
      replyKey: source.call.replyKey,
      token: getToken(),
      query: { pagination: query.pagination, sort: query.sort, filter: query.filter },
      early,
      ...(rowsAsJson ? { rowsAsJson } : {}),
    };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { request, resolve, reject });
      this.post(request);
    });
  }

  invalidate(resources: string | readonly string[]): void {
    this.post({ kind: 'invalidate', resources: typeof resources === 'string' ? [resources] : [...resources] });
  }

  changed({ resource, rows, removed }: ChangedRows): void {
    this.post({ kind: 'changed', resource, changes: { rows, removed } });
  }

  clear(): void {
    this.post({ kind: 'clear' });
  }
}
