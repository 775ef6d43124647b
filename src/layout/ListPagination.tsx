/**
 * The pagination of a list page's table (./PageList.tsx): react-admin's <Pagination>, 10 rows a
 * page and no page-size choice, drawn again only when what it shows changes.
 *
 * react-admin hands its pagination new `setPage` and `setPerPage` functions at every change of the
 * list's parameters (they close over them), so a sort or a filter that leaves the page, the count
 * and the row total as they were still drew the whole pagination again: MUI's TablePagination and
 * its nine page buttons, about 70 components. Here the pagination reads a context that changes with
 * its figures only, whose functions do not change: a page turn is written at once
 * (./listParamsNow.ts), a page size through the list's current setter.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { ListPaginationContext, Pagination, useListContext, useListPaginationContext, type ListPaginationContextValue } from 'react-admin';
import { TABLE_PAGE_SIZE } from '../domain/lists';
import { useListParamsNow } from './listParamsNow';

const PAGE_SIZES = [TABLE_PAGE_SIZE];

/** The list's pagination context, the same object until a figure it shows changes; its functions act on the list's latest parameters. */
function useSteadyPagination(): ListPaginationContextValue {
  const current = useListPaginationContext();
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  // a page turn is made at once (./listParamsNow.ts), and drawn in the click
  const { setPage } = useListParamsNow();
  const setPerPage = useCallback((perPage: number) => latest.current.setPerPage(perPage), []);
  const { isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource } = current;
  return useMemo(
    () => ({ isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, setPage, setPerPage }),
    [isLoading, isPending, hasPreviousPage, hasNextPage, page, perPage, total, resource, setPage, setPerPage],
  );
}

/** The table's pagination, absent when the read failed (no "1-10 of 10" over nothing). */
export function ListPagination() {
  const { error } = useListContext();
  const pagination = useSteadyPagination();
  if (error) return null;
  return (
    <ListPaginationContext.Provider value={pagination}>
      <Pagination rowsPerPageOptions={PAGE_SIZES} />
    </ListPaginationContext.Provider>
  );
}
