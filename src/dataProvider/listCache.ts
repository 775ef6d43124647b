/**
 * Whole-list cache (ARCHITECTURE.md "The dataProvider"): most list endpoints of the spec return
 * every row at once and the admin pages them on the client (page size 10). The rows are fetched
 * once per resource and kept; every getList page, sort and filter is a slice of them, so
 * react-admin renders 10 rows, never 100,000. Any mutation of a resource drops its entry.
 *
 * The admin's store (`listCache`) keeps the rows in a Web Worker (./listClient.ts): the fetch,
 * the JSON parse, the filter, sort and paging happen there and only the page crosses back. The
 * rules are ./listEngine.ts. `ListCache` below is the same engine in-process, over a loader
 * function (tests and callers that bring their own request).
 */
import type { ListQuery, Row } from './listEngine';
import type { ListIndex } from './listIndex';
import { WorkerLists } from './listClient';
import { onTokenChange, onTransportChange, usesServer } from './http';
import type { WholeListPage } from './listService';
import type { ChangedRows } from './rowChanges';

export type { ListQuery, ListSlice, Row, SortSpec } from './listEngine';

/** Where a whole list comes from: the spec's call (for the worker) and a loader (in-process). */
export interface WholeListSource {
  call: { method: string; path: string; replyKey: string };
  load: () => Promise<Row[]>;
}

/** What the dataProvider, the custom methods and the app bar need of a whole-list store. */
export interface WholeLists {
  /**
   * One page of a resource's whole list, with the total after the filter and how long its rows
   * stay. `early`: a page the list's first rows answer may come before the whole list, marked
   * `partial` (./earlyRows.ts; the worker's store only). `rowsAsJson`: the rows as JSON text
   * (WholeListPage.rowsJson), from the worker's store only; the in-process store gives records.
   */
  page(resource: string, source: WholeListSource, query: ListQuery, early?: boolean, rowsAsJson?: boolean): Promise<WholeListPage>;
  /** Drops a resource's rows (after any create, update or delete of it); several at once too. */
  invalidate(resources: string | readonly string[]): void;
  /**
   * The rows an action changed, told after its invalidate: the worker's store answers the list's
   * pages from the rows it had, with these changes, while it reads the list again (`interim`,
   * ./listService.ts). The in-process store reads its lists again at once and needs none.
   */
  changed?(changes: ChangedRows): void;
  /** Drops everything (logout, the app bar's Refresh). */
  clear(): void;
}

interface CacheEntry {
  loadedAt: number;
  promise: Promise<ListIndex>;
}

export interface ListCacheOptions {
  /** Rows older than this are fetched again on the next read. Default 60 s. */
  maxAgeMs?: number;
  now?: () => number;
}

/** The in-process store: one entry per resource. */
export class ListCache implements WholeLists {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor({ maxAgeMs = 60_000, now = Date.now }: ListCacheOptions = {}) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  private entry(resource: string, load: () => Promise<Row[]>): CacheEntry {
    const entry = this.entries.get(resource);
    if (entry && this.now() - entry.loadedAt <= this.maxAgeMs) return entry;
    // the indexes' code is loaded with the first list: the admin's own scripts go without it
    const promise = Promise.all([load(), import('./listIndex')]).then(([rows, { ListIndex }]) => new ListIndex(rows));
    const fresh: CacheEntry = { loadedAt: this.now(), promise };
    this.entries.set(resource, fresh);
    // a failed load is not kept: the next read asks again
    promise.catch(() => {
      if (this.entries.get(resource) === fresh) this.entries.delete(resource);
    });
    return fresh;
  }

  /** All rows of a resource: from the cache, or from `load` (one request even when called concurrently). */
  async rows(resource: string, load: () => Promise<Row[]>): Promise<Row[]> {
    return (await this.entry(resource, load).promise).rows as Row[];
  }

  /** A page of a resource's rows for react-admin's getList. */
  async getList(resource: string, load: () => Promise<Row[]>, query: ListQuery): Promise<WholeListPage> {
    const entry = this.entry(resource, load);
    return { ...(await entry.promise).slice(query), freshUntil: entry.loadedAt + this.maxAgeMs };
  }

  page(resource: string, source: WholeListSource, query: ListQuery): Promise<WholeListPage> {
    return this.getList(resource, source.load, query);
  }

  has(resource: string): boolean {
    return this.entries.has(resource);
  }

  /** Drops the rows of one or more resources (after any create, update or delete that they show). */
  invalidate(resources: string | readonly string[]): void {
    for (const resource of typeof resources === 'string' ? [resources] : resources) this.entries.delete(resource);
  }

  /** Drops everything (logout, the app bar's Refresh). */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * The admin's one store, shared by the dataProvider, the logout and Refresh: rows in the list worker
 * while calls go to the server; in-process while another transport (QA mode's fake shop) answers,
 * since the worker fetches from the server itself.
 */
class AdminLists implements WholeLists {
  private store: WholeLists | null = null;
  /** counts every drop (an invalidation or a clear); a page carries the count it was asked at */
  private drops = 0;
  private readonly droppedAt = new Map<string, number>();
  private clearedAt = 0;

  constructor() {
    onTransportChange(() => {
      this.clear();
      this.store = null;
    });
    // another admin (or none) holds other permissions: nothing read with the old token is kept
    onTokenChange(() => this.clear());
  }

  private active(): WholeLists {
    this.store ??= usesServer() ? new WorkerLists() : new ListCache();
    return this.store;
  }

  async page(resource: string, source: WholeListSource, query: ListQuery, early = false, rowsAsJson = false): Promise<WholeListPage> {
    const version = this.drops;
    return { ...(await this.active().page(resource, source, query, early, rowsAsJson)), version };
  }

  /** Whether nothing of the resource's rows was dropped since a page of `version` was asked for. */
  keptSince(resource: string, version: number): boolean {
    return this.clearedAt <= version && (this.droppedAt.get(resource) ?? 0) <= version;
  }

  invalidate(resources: string | readonly string[]): void {
    this.drops += 1;
    for (const resource of typeof resources === 'string' ? [resources] : resources) this.droppedAt.set(resource, this.drops);
    this.store?.invalidate(resources);
  }

  changed(changes: ChangedRows): void {
    this.store?.changed?.(changes);
  }

  clear(): void {
    this.drops += 1;
    this.clearedAt = this.drops;
    this.store?.clear();
  }
}

export const listCache = new AdminLists();

/**
 * What the dataProvider keeps in a whole-list page's reply (its `meta`) for wholeListStaleTime;
 * `partial` for a page cut from the list's first rows, `interim` for one answered from the rows read
 * before an action (WholeListPage): ../layout/ListAhead.tsx reads either whole next.
 */
export interface WholeListMeta {
  /** from the admin's store only */
  wholeList?: { version: number; freshUntil: number; partial?: boolean; interim?: boolean };
  /** the rows as JSON text, when asked for with ROWS_AS_JSON and the worker holds the list (`data` is then empty) */
  rowsJson?: string;
}

/**
 * In getList's `meta`, true: a page the list's first rows answer may come before the whole list
 * (WholeLists.page `early`). The list pages ask so (../layout/PageList.tsx), as they read such a
 * page again whole; any other caller gets whole-list pages only.
 */
export const EARLY_ROWS = 'earlyRows';

/** getList's `meta` flag: the rows as JSON text (WholeListMeta.rowsJson), for a file another worker writes. */
export const ROWS_AS_JSON = 'rowsAsJson';

/**
 * react-query's staleTime for react-admin's getList of a whole list: a page stays as long as the
 * rows it was cut from, so a page asked for again (a page turn back, a prefetched next page, a
 * return to the list) is drawn from react-query's cache, with no second render when the same
 * rows arrive again. Stale at once when the rows were dropped since (a create, update or delete,
 * Refresh, another token) or when the store reads them again; 0 for a page of another kind.
 */
export function wholeListStaleTime(query: { queryKey: readonly unknown[]; state: { data?: unknown } }): number {
  const fresh = (query.state.data as { meta?: Partial<WholeListMeta> } | undefined)?.meta?.wholeList;
  const resource = query.queryKey[0];
  if (!fresh || typeof resource !== 'string' || !listCache.keptSince(resource, fresh.version)) return 0;
  return Math.max(0, fresh.freshUntil - Date.now());
}
