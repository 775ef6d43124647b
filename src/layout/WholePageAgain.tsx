/**
 * A page answered before its whole list had come is read again from the whole list once that has
 * come, and put in react-query's cache in its place: a page cut from the list's first rows
 * (`partial`, ../dataProvider/earlyRows.ts) then gets its count, and one answered from the rows read
 * before an action while the list is read again (`interim`, ../dataProvider/listService.ts) what
 * others changed meanwhile. Set in the cache, it shows no loading spinner.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type FilterPayload, type SortPayload } from 'react-admin';
import { EARLY_ROWS, type WholeListMeta } from '../dataProvider/listCache';

export interface WholePageAgainProps {
  /** the list's permanent filter (<List filter>), part of react-admin's query */
  filter?: FilterPayload;
  /** <List queryOptions.meta>, part of react-admin's query */
  meta?: unknown;
}

export function WholePageAgain({ filter, meta }: WholePageAgainProps) {
  const list = useListContext();
  const { resource, page, perPage } = list;
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const shownFrom = (list.meta as Partial<WholeListMeta> | undefined)?.wholeList;
  const notWhole = !!shownFrom?.partial || !!shownFrom?.interim;
  // by value: react-admin's query for the page shown (useListController -> useGetList)
  const shown = JSON.stringify({ sort: list.sort, filter: { ...list.filterValues, ...filter }, meta });

  useEffect(() => {
    if (!notWhole) return;
    const query = JSON.parse(shown) as { sort: SortPayload; filter: FilterPayload; meta?: unknown };
    const params = { pagination: { page, perPage }, ...query };
    const queryKey = [resource, 'getList', params];
    dataProvider.getList(resource, { ...params, meta: { ...(query.meta as object), [EARLY_ROWS]: false } }).then(
      (whole) => queryClient.setQueryData(queryKey, { data: whole.data, total: whole.total, pageInfo: whole.pageInfo, meta: whole.meta }),
      // react-admin reads it again, and shows the failure
      () => queryClient.invalidateQueries({ queryKey, exact: true }),
    );
  }, [notWhole, resource, page, perPage, shown, dataProvider, queryClient]);

  return null;
}
