/**
 * A whole list's pages asked for before they are shown, so that a change draws its new rows in
 * the same render as the change itself (one React commit instead of two):
 * - the pages beside the one shown, once it has arrived (`NeighbourPages`): a page turn finds its
 *   rows in react-query's cache;
 * - a new sort (`ListAhead` gives the table a `setSort` that first asks for the sorted list's first
 *   page, then sorts): the header's arrow and the new rows are drawn together;
 * - new filters (./PageFilters.tsx gives the filter form a `setFilters` that does the same);
 * - the filters the admin may pick next: a filter's choices, once its menu is open
 *   (`useFirstPageAsked`, ./ChoiceFilter.tsx), so the pick finds its page already there;
 * - the page shown, once more, when it was cut from the list's first rows before the whole list
 *   had come (`partial`, ../dataProvider/earlyRows.ts): read from the whole list, it brings the count;
 *   or when it was answered from the rows read before an action, while the list is read again
 *   (`interim`, ../dataProvider/listService.ts): it brings what others changed meanwhile.
 * These pages are put into the cache without the app bar's loading spinner (`putPageAhead`). A
 * page that takes longer than SHOW_WAIT_MS does not hold the change back: it is applied then, and
 * react-admin reads it with its spinner and draws its rows when they come.
 * The pages stay as long as the rows they were cut from (wholeListStaleTime). Lists paged by the
 * server are left alone: each of their pages is a request to the server.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ListContextProvider,
  useDataProvider,
  useEvent,
  useListContext,
  removeEmpty,
  type DataProvider,
  type FilterPayload,
  type GetListParams,
  type SortPayload,
} from 'react-admin';
import { EARLY_ROWS, wholeListStaleTime, type WholeListMeta } from '../dataProvider/listCache';
import { useListParamsNow } from './listParamsNow';

/** The longest a sort or a filter waits for its first page before it is applied anyway (ms). */
const SHOW_WAIT_MS = 120;

export interface ListAheadProps {
  /** the list's permanent filter (<List filter>), part of react-admin's query */
  filter?: FilterPayload;
  /** <List queryOptions.meta>, part of react-admin's query */
  meta?: unknown;
}

/** react-admin's own query for a page of a list (useListController -> useGetList): its key, and how it is read. */
function pageQuery(dataProvider: DataProvider, resource: string, params: GetListParams) {
  return {
    queryKey: [resource, 'getList', params],
    queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  };
}

/** Pages being read ahead, by their query: a page asked for again before it has come is read once. */
const onTheWay = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * A page read ahead into react-query's cache without a fetching state: react-admin's loading
 * indicator (the app bar's refresh button) counts every query being fetched, so a page asked for
 * ahead would flash its spinner after each page turn, sort and search (two more commits). A page
 * still fresh in the cache is not asked for again (null: it is at hand), nor one already on its way.
 */
function putPageAhead(queryClient: QueryClient, dataProvider: DataProvider, resource: string, params: GetListParams): Promise<void> | null {
  const { queryKey, queryFn } = pageQuery(dataProvider, resource, params);
  const state = queryClient.getQueryState(queryKey);
  if (state?.data !== undefined && wholeListStaleTime({ queryKey, state }) > 0) return null;
  let reads = onTheWay.get(queryClient);
  if (!reads) {
    reads = new Map();
    onTheWay.set(queryClient, reads);
  }
  const key = hashKey(queryKey);
  const pending = reads.get(key);
  if (pending) return pending;
  // a read that fails at once fails the promise, as an awaited one did
  const read = Promise.resolve()
    .then(queryFn)
    .then((page) => {
      queryClient.setQueryData(queryKey, page);
    })
    .finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

/** What a list shows now, for the pages ahead of it. */
function useListQuery({ filter, meta }: ListAheadProps) {
  const list = useListContext();
  const wholeList = !!(list.meta as Partial<WholeListMeta> | undefined)?.wholeList;
  const query = { sort: list.sort, filter: { ...list.filterValues, ...filter }, meta };
  return { list, wholeList, query };
}

export function NeighbourPages(props: ListAheadProps) {
  const { list, wholeList, query } = useListQuery(props);
  const { resource, page, perPage, total, isPending, isFetching } = list;
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const settled = wholeList && !isPending && !isFetching && total !== undefined;
  const shown = JSON.stringify(query);
  const shownFrom = (list.meta as Partial<WholeListMeta> | undefined)?.wholeList;
  const notWhole = !!shownFrom?.partial || !!shownFrom?.interim;

  // a page cut from the list's first rows (its count unknown), or from the rows before an action, is
  // read again from the whole list once that has come
  useEffect(() => {
    if (!notWhole) return;
    const { sort, filter, meta } = JSON.parse(shown) as { sort: SortPayload; filter: FilterPayload; meta?: unknown };
    const params = { pagination: { page, perPage }, sort, filter, meta };
    const { queryKey } = pageQuery(dataProvider, resource, params);
    const { queryFn } = pageQuery(dataProvider, resource, { ...params, meta: { ...(meta as object), [EARLY_ROWS]: false } });
    queryFn().then(
      (whole) => queryClient.setQueryData(queryKey, whole),
      // react-admin reads it again, and shows the failure
      () => queryClient.invalidateQueries({ queryKey, exact: true }),
    );
  }, [notWhole, resource, page, perPage, shown, dataProvider, queryClient]);

  useEffect(() => {
    if (!settled || total === undefined) return;
    const { sort, filter, meta } = JSON.parse(shown) as { sort: SortPayload; filter: FilterPayload; meta?: unknown };
    const pages = Math.ceil(total / perPage);
    for (const neighbour of [page + 1, page - 1]) {
      if (neighbour < 1 || neighbour > pages) continue;
      putPageAhead(queryClient, dataProvider, resource, { pagination: { page: neighbour, perPage }, sort, filter, meta })?.catch(() => {
        // a failed page ahead is asked for again, by react-admin, when it is shown
      });
    }
  }, [settled, resource, page, perPage, total, shown, dataProvider, queryClient]);

  return null;
}

/** What a list changes to: a sort or filters (react-admin then shows the first page). */
export interface NextParams {
  sort?: SortPayload;
  filter?: FilterPayload;
}

/**
 * `read(next)`: the list's first page under `next` (the sort, or the filters as react-admin will
 * keep them) put in the cache; null when it is there already, and for a list paged by the server.
 */
function useFirstPageRead(props: ListAheadProps): (next: NextParams) => Promise<void> | null {
  const { list, wholeList, query } = useListQuery(props);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useEvent((next: NextParams) => {
    if (!wholeList) return null;
    const filter = next.filter ? { ...(removeEmpty(next.filter) as FilterPayload), ...props.filter } : query.filter;
    const params = { pagination: { page: 1, perPage: list.perPage }, sort: next.sort ?? query.sort, filter, meta: query.meta };
    return putPageAhead(queryClient, dataProvider, list.resource, params);
  });
}

/**
 * `ahead(next, apply)`: asks for the list's first page under `next`, then calls `apply`, which
 * makes the change: react-admin finds that page in the cache and draws it with the change. `apply`
 * runs after SHOW_WAIT_MS at the latest, and at once (in the caller's handler, so that the change is
 * drawn with what the handler draws) when the page is at hand and for a list paged by the server.
 */
export function useFirstPageAhead(props: ListAheadProps): (next: NextParams, apply: () => void) => void {
  const read = useFirstPageRead(props);
  return useEvent((next: NextParams, apply: () => void) => {
    const reading = read(next);
    if (!reading) {
      apply();
      return;
    }
    let applied = false;
    const once = () => {
      if (applied) return;
      applied = true;
      apply();
    };
    const timer = setTimeout(once, SHOW_WAIT_MS);
    // a failed read is shown by react-admin's own, once applied; a late one (SHOW_WAIT_MS) shows
    // react-admin's spinner then, as its own read
    void reading
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        once();
      });
  });
}

/**
 * `askAhead(next)`: the list's first page under `next` put in the cache, for a change the admin is
 * about to make (a filter's choices shown: ./ChoiceFilter.tsx). A failed read is left to react-admin's
 * own, if the change is made.
 */
export function useFirstPageAsked(props: ListAheadProps): (next: NextParams) => void {
  const read = useFirstPageRead(props);
  return useEvent((next: NextParams) => {
    void read(next)?.catch(() => undefined);
  });
}

/** The list's children with a `setSort` that asks for the sorted first page before sorting (see above). */
export function ListAhead({ children, ...props }: ListAheadProps & { children: ReactNode }) {
  const list = useListContext();
  const ahead = useFirstPageAhead(props);
  // the sort applied to the list's latest parameters (they may have changed meanwhile)
  const { setSort: sortNow } = useListParamsNow();
  const setSort = useEvent((sort: SortPayload) => ahead({ sort }, () => sortNow(sort)));
  const value = useMemo(() => ({ ...list, setSort }), [list, setSort]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
