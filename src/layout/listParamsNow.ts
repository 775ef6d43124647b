/**
 * A table page's parameters changed at once: a sort or new filters are written to
 * react-admin's store in the handler that makes them, so they are drawn in the same render as
 * what the handler draws itself (a status picked: the field, its closing menu, and the rows).
 *
 * react-admin's list makes each change a tick later (`changeParams` waits for a timer, to merge
 * the changes of one tick), so a pick drew the field and its menu in the click, then the rows in
 * a task of their own, and the browser drew a frame for each. The page lists keep their
 * parameters in the store under a key of their own (./PageList.tsx, ./listInUrl.ts), which
 * react-admin's list reads them from; here they are written with react-admin's own reducer, from
 * the parameters the list shows and those written since.
 */
import { createContext, useContext } from 'react';
import {
  queryReducer,
  removeEmpty,
  SET_FILTER,
  SET_SORT,
  useEvent,
  useListContext,
  useStoreContext,
  type FilterPayload,
  type ListControllerResult,
  type ListParams,
  type SortPayload,
} from 'react-admin';

/** The store key of the page list's parameters (./PageList.tsx); false outside one, or for a list that keeps none. */
export const ListParamsKeyContext = createContext<string | false>(false);

/** The parameters a list shows, as react-admin's list keeps them. */
function shownParams(list: ListControllerResult): ListParams {
  return {
    sort: list.sort.field,
    order: list.sort.order,
    page: list.page,
    perPage: list.perPage,
    filter: list.filterValues,
    displayedFilters: list.displayedFilters,
  };
}

export interface ParamsNow {
  setFilters: (filter: FilterPayload, displayedFilters?: Record<string, boolean>) => void;
  setSort: (sort: SortPayload) => void;
}

/**
 * The list's setters, changing its parameters at once; react-admin's own (a tick later) for a
 * list that keeps no parameters in the store.
 */
export function useListParamsNow(): ParamsNow {
  const storeKey = useContext(ListParamsKeyContext);
  const store = useStoreContext();
  const list = useListContext();
  const change = useEvent((action: Parameters<typeof queryReducer>[1], later: () => void) => {
    if (!storeKey) return later();
    // what was written since the list last drew is in the store, and not yet in the list
    const written = store.getItem<Partial<ListParams>>(storeKey) ?? {};
    store.setItem(storeKey, queryReducer({ ...shownParams(list), ...written }, action));
  });
  const setFilters = useEvent((filter: FilterPayload, displayedFilters?: Record<string, boolean>) =>
    change({ type: SET_FILTER, payload: { filter: removeEmpty(filter), displayedFilters } }, () =>
      list.setFilters(filter, displayedFilters),
    ),
  );
  const setSort = useEvent((sort: SortPayload) => change({ type: SET_SORT, payload: sort }, () => list.setSort(sort)));
  return { setFilters, setSort };
}
