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
import { ListIndex, type ListQuery, type ListSlice, type Row } from './listEngine';
import { WorkerLists } from './listClient';
import { onTokenChange } from './http';
import { onTransportChange, usesServer } from './transport';

export { fieldValue, filterAndSort, pageOf, rowFilter, sliceList, ListIndex } from './listEngine';
export type { ListQuery, ListSlice, Row, SortSpec } from './listEngine';

/** Where a whole list comes from: the spec's call (for the worker) and a loader (in-process). */
export interface WholeListSource {
  call: { method: string; path: string; replyKey: string };
  load: () => Promise<Row[]>;
}

/** What the dataProvider, the custom methods and the app bar need of a whole-list store. */
export interface WholeLists {
  /** One page of a resource's whole list, with the total after the filter. */
  page(resource: string, source: WholeListSource, query: ListQuery): Promise<ListSlice<Row>>;
  /** Drops a resource's rows (after any create, update or delete of it); several at once too. */
  invalidate(resources: string | readonly string[]): void;
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

  private index(resource: string, load: () => Promise<Row[]>): Promise<ListIndex> {
    const entry = this.entries.get(resource);
    if (entry && this.now() - entry.loadedAt <= this.maxAgeMs) return entry.promise;
    const promise = load().then((rows) => new ListIndex(rows));
    const fresh: CacheEntry = { loadedAt: this.now(), promise };
    this.entries.set(resource, fresh);
    // a failed load is not kept: the next read asks again
    promise.catch(() => {
      if (this.entries.get(resource) === fresh) this.entries.delete(resource);
    });
    return promise;
  }

  /** All rows of a resource: from the cache, or from `load` (one request even when called concurrently). */
  async rows(resource: string, load: () => Promise<Row[]>): Promise<Row[]> {
    return (await this.index(resource, load)).rows as Row[];
  }

  /** A page of a resource's rows for react-admin's getList. */
  async getList(resource: string, load: () => Promise<Row[]>, query: ListQuery): Promise<ListSlice<Row>> {
    return (await this.index(resource, load)).slice(query);
  }

  page(resource: string, source: WholeListSource, query: ListQuery): Promise<ListSlice<Row>> {
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

  constructor() {
    onTransportChange(() => {
      this.store?.clear();
      this.store = null;
    });
    // another admin (or none) holds other permissions: nothing read with the old token is kept
    onTokenChange(() => this.store?.clear());
  }

  private active(): WholeLists {
    this.store ??= usesServer() ? new WorkerLists() : new ListCache();
    return this.store;
  }

  page(resource: string, source: WholeListSource, query: ListQuery): Promise<ListSlice<Row>> {
    return this.active().page(resource, source, query);
  }

  invalidate(resources: string | readonly string[]): void {
    this.store?.invalidate(resources);
  }

  clear(): void {
    this.store?.clear();
  }
}

export const listCache: WholeLists = new AdminLists();
