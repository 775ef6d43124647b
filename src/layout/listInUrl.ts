/**
 * A table page's parameters (sort, order, page, filter) in its URL, as react-admin keeps them, but
 * without a router navigation per change.
 *
 * react-admin's own location sync turns each sort, page turn or filter into a react-router
 * navigation: every component that reads the location (the layout, the menu, the route guard)
 * renders again, and the list renders twice more as the store catches up with the URL. Measured
 * on the users list at 100,000 rows, that was about 40% of a page turn's main-thread time.
 *
 * Here the list runs with `disableSyncWithLocation` and keeps its parameters in react-admin's
 * store (the same key, `<resource>.listParams`, so a list still opens as it was left), and:
 * - a URL that carries parameters (a link, a reload, Back and Forward) is written into the store
 *   before the list reads it, as react-admin does;
 * - each change of the parameters is written to the URL with the History API, one entry per
 *   change as before (so Back returns to the previous sort or page), while react-router is not
 *   told: nothing but the list renders.
 */
import { useEffect, useRef, useState } from 'react';
import { parseQueryFromLocation, useStoreContext, type ListParams, type Store } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** The query keys react-admin's lists use, in the order it writes them. */
const LIST_KEYS = ['displayedFilters', 'filter', 'order', 'page', 'perPage', 'sort'] as const;

/** The list parameters a URL's query carries (none when it carries none). */
export function listParamsOfSearch(search: string): Partial<ListParams> {
  const parsed: Record<string, unknown> = parseQueryFromLocation({ search });
  const params: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    const value = parsed[key];
    if (value === undefined || value === null) continue;
    params[key] = key === 'page' || key === 'perPage' ? Number(value) : value;
  }
  return params as Partial<ListParams>;
}

/** `search` with its list parameters replaced by `params`' (other query keys are kept). */
export function searchWithListParams(search: string, params: Partial<ListParams>): string {
  const others = new URLSearchParams(search);
  for (const key of LIST_KEYS) others.delete(key);
  const parts: string[] = [];
  for (const key of LIST_KEYS) {
    const value: unknown = params[key];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${key}=${encodeURIComponent(text)}`);
  }
  const rest = others.toString();
  const query = [rest, ...parts].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

interface HistoryState {
  idx?: number;
  [key: string]: unknown;
}

/** A new history entry for `url`, numbered after the current one as react-router numbers its own. */
function pushUrl(url: string): void {
  const state = (window.history.state ?? {}) as HistoryState;
  const next: HistoryState = { ...state, idx: (state.idx ?? 0) + 1, key: Math.random().toString(36).slice(2, 10) };
  window.history.pushState(next, '', url);
}

/**
 * Shows `params` in the URL of the page at `pathname` (nothing if the browser is elsewhere by now):
 * a new history entry when `push`, else in place. A new page scrolls to the top, as react-admin's did.
 */
function showInUrl(pathname: string, params: Partial<ListParams> | undefined, push: boolean): void {
  if (!params || window.location.pathname !== pathname) return;
  const search = searchWithListParams(window.location.search, params);
  if (search === window.location.search) return;
  const url = `${pathname}${search}${window.location.hash}`;
  if (!push) {
    window.history.replaceState(window.history.state, '', url);
    return;
  }
  const pageBefore = listParamsOfSearch(window.location.search).page;
  pushUrl(url);
  if (params.page !== undefined && params.page !== pageBefore) window.scrollTo(0, 0);
}

interface Sync {
  /** true while the URL's parameters are being written into the store (their echo is no new entry) */
  adopting: boolean;
}

/** The URL's list parameters into the store; a URL without any shows the stored ones instead. */
function syncFromUrl(store: Store, storeKey: string | false, sync: Sync): void {
  if (!storeKey) return;
  const fromUrl = listParamsOfSearch(window.location.search);
  if (Object.keys(fromUrl).length === 0) {
    showInUrl(window.location.pathname, store.getItem<Partial<ListParams>>(storeKey), false);
    return;
  }
  sync.adopting = true;
  try {
    store.setItem(storeKey, fromUrl);
  } finally {
    sync.adopting = false;
  }
}

/**
 * Keeps the list stored under `storeKey` and the URL in step (see above). Call it in the component
 * that renders the list, before it: the URL's parameters are in the store by the list's first render.
 * `storeKey` false: the list keeps no parameters in the URL (nothing to do).
 */
export function useListInUrl(storeKey: string | false): void {
  const store = useStoreContext();
  const location = useLocation();
  // before the list's first render: the URL it was opened with
  const [sync] = useState<Sync>(() => {
    const created = { adopting: false };
    syncFromUrl(store, storeKey, created);
    return created;
  });

  // a later navigation that keeps this list on screen (Back / Forward between its pages, a link to it)
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    syncFromUrl(store, storeKey, sync);
  }, [location, store, storeKey, sync]);

  // every change of the parameters, into the URL: a new entry, unless it came from the URL itself
  useEffect(() => {
    if (!storeKey) return;
    const pathname = window.location.pathname;
    return store.subscribe(storeKey, (params: Partial<ListParams> | undefined) => showInUrl(pathname, params, !sync.adopting));
  }, [store, storeKey, sync]);
}
