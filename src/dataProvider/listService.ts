/**
 * The list worker's side (ARCHITECTURE.md "The dataProvider"): it fetches a whole list itself
 * (URL and bearer token come in each message; the 20 s timeout and the envelope rules are
 * ./httpCore.ts), parses it, keeps it with its indexes (./listEngine.ts), and answers each page
 * request with the page and the total. A re-read sends If-None-Match: on 304 the parsed rows and
 * their indexes are reused. While a big list is still coming, a page its first rows answer may be
 * sent before it, when the request allows (./earlyRows.ts). After an action whose changed rows
 * the admin sends (`changed`, ./rowChanges.ts), the list's rows as they were, with those changes,
 * answer its pages while it is read again (`interim`). It runs in ./lists.worker.ts, or in-process
 * where there is no Worker.
 */
import type { EarlyLimits, EarlyRows } from './earlyRows';
import { ApiFailure, fetchEnvelope } from './httpCore';
import { rowText, type ListQuery, type ListSlice, type Row } from './listEngine';
import { recordsOf } from './records';
import { ListIndex } from './listIndex';
import { changeLookup, withChanges, type ChangeLookup, type RowChanges, type RowId } from './rowChanges';

/** A page request: the whole list's call and the query of one page. */
export interface PageRequest {
  kind: 'page';
  id: number;
  resource: string;
  /** the absolute URL of the whole-list call */
  url: string;
  method: string;
  replyKey: string;
  token: string | null;
  query: ListQuery;
  /** false: answer from the whole list only (true: a page the first rows answer comes before it, ./earlyRows.ts) */
  early: boolean;
  /** the page's rows as JSON text (`rowsJson`) rather than as records: see WholeListPage */
  rowsAsJson?: boolean;
}

/** One page of a whole list, with the time its rows are read again (epoch ms): until then the page stays what it is. */
export interface WholeListPage extends ListSlice<Row> {
  freshUntil: number;
  /**
   * a page cut from the list's first rows while the rest was on its way (./earlyRows.ts): its
   * rows are the whole list's, its `total` is only its own rows (the count comes with the list)
   */
  partial?: boolean;
  /**
   * a page answered while the list is read again after an action, from the rows read before with
   * the changes the admin sent since (`changed`): its total is the whole list's, its rows may miss
   * what others changed meanwhile. It is read again whole (../layout/ListAhead.tsx).
   */
  interim?: boolean;
  /** from the admin's store (./listCache.ts): how many drops it had seen when the page was asked for */
  version?: number;
  /**
   * The page's rows as JSON text, when asked for (`rowsAsJson`); `data` is then empty. An export of
   * 100,000 order lines passes them from this worker to the one writing the file: as records, the
   * main thread copied them in and out (structured clone, most of a second each way at 100,000
   * lines); as text it only hands a string on.
   */
  rowsJson?: string;
}

export type ToListWorker =
  | PageRequest
  | { kind: 'invalidate'; resources: string[] }
  /** the rows an action changed (after its invalidate): the rows read before answer with them meanwhile */
  | { kind: 'changed'; resource: string; changes: RowChanges }
  | { kind: 'clear' };

export type FromListWorker =
  { id: number; ok: true; page: WholeListPage } | { id: number; ok: false; error: { message: string; status: number; body: unknown } };

/** Anything messages travel through: a Worker's global scope, a MessagePort, a Worker. */
export interface MessageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface ListServiceOptions {
  /** Rows older than this are fetched again (with If-None-Match) on the next read. Default 60 s. */
  maxAgeMs?: number;
  now?: () => number;
  fetcher?: typeof fetch;
  /** how much of a list's start is read for an early page (./earlyRows.ts) */
  early?: EarlyLimits;
}

/**
 * A list's rows as the admin last had them, with the changes of its actions since, while it is read
 * again. `unexplained` counts the invalidations no `changed` has followed yet (an edit's, or a
 * change of another resource the list shows): while any is left, these rows may be wrong, and the
 * pages wait for the new read.
 */
interface Interim {
  index: ListIndex;
  unexplained: number;
}

interface Entry {
  loadedAt: number;
  stale: boolean;
  promise: Promise<ListIndex>;
  /** set once `promise` has settled */
  settled: boolean;
  /** the rows, once read */
  index?: ListIndex;
  /** the list's first rows, read as its body comes in (undefined when it gives none) */
  early: Promise<EarlyRows | undefined>;
  /** the last good copy and its ETag, for a 304 */
  kept?: { etag: string; index: ListIndex };
}

export class ListService {
  private readonly entries = new Map<string, Entry>();
  private readonly interims = new Map<string, Interim>();
  /** each resource's latest rows, prepared ahead while idle */
  private readonly prepared = new Map<string, ListIndex>();
  /** the indexes whose preparation is under way */
  private readonly preparing = new Set<ListIndex>();
  /** when a page was last asked for (the lists are quiet QUIET_MS after it) */
  private lastAsked = 0;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly fetcher?: typeof fetch;
  private readonly earlyLimits?: EarlyLimits;

  constructor({ maxAgeMs = 60_000, now = Date.now, fetcher, early }: ListServiceOptions = {}) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    this.fetcher = fetcher;
    this.earlyLimits = early;
  }

  async handle(message: ToListWorker): Promise<FromListWorker | undefined> {
    if (message.kind === 'invalidate') {
      for (const resource of new Set(message.resources)) this.invalidate(resource);
      return undefined;
    }
    if (message.kind === 'changed') {
      this.changed(message.resource, message.changes);
      return undefined;
    }
    if (message.kind === 'clear') {
      this.entries.clear();
      this.prepared.clear();
      this.interims.clear();
      return undefined;
    }
    this.lastAsked = this.now();
    try {
      const entry = this.entry(message);
      // rows asked for as text are the whole list's (an early page is records, for the screen)
      const early = message.early && !message.rowsAsJson;
      const interim = early && !entry.settled ? this.interims.get(message.resource) : undefined;
      if (interim && interim.unexplained === 0) {
        return { id: message.id, ok: true, page: { ...interim.index.slice(message.query), freshUntil: 0, interim: true } };
      }
      const first = early ? await this.earlyPage(entry, message.query) : undefined;
      if (first) return { id: message.id, ok: true, page: { data: first, total: first.length, freshUntil: 0, partial: true } };
      const index = await entry.promise;
      const page = index.slice(message.query);
      // a first sort by a column leaves its whole order to build
      this.prepareWhileIdle(message.resource, index);
      const rows = message.rowsAsJson ? { data: [], rowsJson: JSON.stringify(page.data) } : {};
      return { id: message.id, ok: true, page: { ...page, ...rows, freshUntil: entry.loadedAt + this.maxAgeMs } };
    } catch (error) {
      const failure = error instanceof ApiFailure ? error : new ApiFailure(error instanceof Error ? error.message : String(error), 0, null);
      return { id: message.id, ok: false, error: { message: failure.message, status: failure.status, body: failure.body } };
    }
  }

  private invalidate(resource: string): void {
    const entry = this.entries.get(resource);
    if (!entry) return;
    entry.stale = true;
    const interim = this.interims.get(resource);
    // the rows read last: this entry's, or while it is read again (its age was up), the copy kept for a 304
    const index = entry.index ?? entry.kept?.index;
    if (interim) interim.unexplained += 1;
    else if (index) this.interims.set(resource, { index, unexplained: 1 });
  }

  private changed(resource: string, changes: RowChanges): void {
    const interim = this.interims.get(resource);
    if (!interim || interim.unexplained === 0) return;
    interim.unexplained -= 1;
    interim.index = indexWithChanges(interim.index, changeLookup(changes)) ?? interim.index;
  }

  /**
   * The page from the list's first rows, when they come before the whole list and answer it
   * (./earlyRows.ts); undefined otherwise. A list that ended within its first rows is read whole.
   */
  private async earlyPage(entry: Entry, query: ListQuery): Promise<Row[] | undefined> {
    if (entry.settled) return undefined;
    const first = await Promise.race([entry.promise.then(noRows, noRows), entry.early]);
    if (!first || first.complete || entry.settled) return undefined;
    const { earlySlice } = await earlyCode(); // loaded: it read the rows
    return earlySlice(first, query);
  }

  private entry(request: PageRequest): Entry {
    const entry = this.entries.get(request.resource);
    if (entry && !entry.stale && this.now() - entry.loadedAt <= this.maxAgeMs) return entry;
    // the first rows, read from a copy of a 200 reply's body; none after a 304 or a failure
    const code = earlyCode(); // fetched beside the list
    code.catch(noRows); // a chunk that cannot load: no early page
    let giveEarly: (early: Promise<EarlyRows | undefined> | undefined) => void = noRows;
    const early = new Promise<EarlyRows | undefined>((resolve) => (giveEarly = resolve));
    const fresh: Entry = {
      loadedAt: this.now(),
      stale: false,
      settled: false,
      promise: Promise.resolve(null as unknown as ListIndex),
      early,
      kept: entry?.kept,
    };
    const readEarly = (response: Response) => {
      // a small reply comes whole about as soon as its first rows: no early page, and no count coming
      // after (a reply of unknown length may be large)
      const length = response.headers.get('content-length');
      if (length !== null && Number(length) < EARLY_MIN_BYTES) return giveEarly(undefined);
      const copy = response.clone().body;
      if (!copy) return giveEarly(undefined);
      giveEarly(code.then(({ readEarlyRows }) => readEarlyRows(copy, request.replyKey, this.earlyLimits)).catch(noRows));
    };
    fresh.promise = this.load(request, entry?.kept, readEarly).then(({ index, etag }) => {
      fresh.kept = etag ? { etag, index } : undefined;
      fresh.index = index;
      return index;
    });
    const settle = () => {
      fresh.settled = true;
      giveEarly(undefined);
      // the list read again replaces the rows kept meanwhile, unless it was dropped again while read
      if (this.entries.get(request.resource) === fresh && !fresh.stale) this.interims.delete(request.resource);
    };
    fresh.promise.then(settle, settle);
    this.entries.set(request.resource, fresh);
    // a failed load is not kept: the next read asks again
    fresh.promise.catch(() => {
      if (this.entries.get(request.resource) === fresh) this.entries.delete(request.resource);
    });
    return fresh;
  }

  /**
   * Prepares a list's search text at once, and the orders of the columns it was sorted by once the
   * lists are quiet, a few ms per task (ListIndex.prepare), so that a first search finds the text
   * ready and the next pages of a sort are slices. Sorting waits: it would slow the page's own
   * drawing of the rows just shown, on a machine of two cores. Stops when the rows were replaced
   * or dropped, and when all is prepared (a page asked for starts it again).
   */
  private prepareWhileIdle(resource: string, index: ListIndex): void {
    if (this.preparing.has(index)) return;
    this.preparing.add(index);
    const step = () => {
      const wait = this.lastAsked + QUIET_MS - this.now();
      const end = performance.now() + PREPARE_MS;
      const done = this.prepared.get(resource) !== index || index.prepare(() => performance.now() < end, wait <= 0);
      if (!done) setTimeout(step, PREPARE_GAP_MS);
      else if (wait > 0 && this.prepared.get(resource) === index) setTimeout(step, wait);
      else this.preparing.delete(index);
    };
    setTimeout(step, 0);
  }

  private async load(
    request: PageRequest,
    kept: Entry['kept'],
    onResponse: (response: Response) => void,
  ): Promise<{ index: ListIndex; etag?: string }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    if (kept) headers['If-None-Match'] = kept.etag;
    const answered = await fetchEnvelope<Record<string, unknown>>(
      request.url,
      // no-store: the 304 comes to us, and the parsed copy is reused instead of parsing the body again
      { method: request.method, headers, cache: 'no-store' },
      { allowNotModified: !!kept, onResponse },
      this.fetcher ?? fetch,
    );
    if (!answered) return kept as NonNullable<typeof kept>;
    const index = new ListIndex(recordsOf(answered.reply[request.replyKey]));
    this.prepared.set(request.resource, index);
    this.prepareWhileIdle(request.resource, index);
    return { index, etag: answered.response.headers.get('etag') ?? undefined };
  }
}

/**
 * A list's rows with an action's changes, or null when none of its rows is changed. The search text
 * of the rows it did not change is kept, so a search after the action does not build it again; the
 * column orders are built again, as the changed fields may be sorted by.
 */
export function indexWithChanges(index: ListIndex, changes: ChangeLookup): ListIndex | null {
  const rows = withChanges(index.rows as ReadonlyArray<Row & { id: RowId }>, changes);
  if (!rows) return null;
  const texts = index.searchTexts();
  if (!texts) return new ListIndex(rows);
  const kept: string[] = [];
  index.rows.forEach((row, position) => {
    const id = row.id as RowId;
    if (changes.removed.has(id)) return;
    kept.push(changes.fields.has(id) ? rowText(rows[kept.length]) : texts[position]);
  });
  return new ListIndex(rows, kept);
}

const noRows = (): undefined => undefined;

/** The early rows' code (./earlyRows.ts), loaded with the first list read: the admin's own first scripts go without it. */
const earlyCode = () => import('./earlyRows');

/** A reply smaller than this on the wire (Content-Length) is read whole before any page is answered. */
const EARLY_MIN_BYTES = 256 * 1024;

/** The worker's time per task spent preparing ahead: a page asked for meanwhile waits this long at most. */
const PREPARE_MS = 8;

/**
 * The pause between two of those tasks (ms): without it the worker held one of a two-core machine's
 * cores while it prepared, and the page's next step shared the other with the browser. A search
 * asked before the preparing is done builds the rest at once.
 */
const PREPARE_GAP_MS = 24;

/** How long no page must have been asked for before a column's whole order is built (ms). */
const QUIET_MS = 500;

/** Serves the list protocol on an endpoint (the worker's global scope, a MessagePort in tests). */
export function serveLists(endpoint: MessageEndpoint, service: ListService = new ListService()): void {
  endpoint.addEventListener('message', (event: MessageEvent) => {
    void service.handle(event.data as ToListWorker).then((reply) => {
      if (reply) endpoint.postMessage(reply);
    });
  });
}
