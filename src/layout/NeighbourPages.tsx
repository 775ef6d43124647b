/**
 * The pages beside the one a whole list shows (the next and the previous), asked for once it has
 * arrived: a page turn then finds its rows in react-query's cache and draws them in the same render
 * as its new page number, instead of a render for the number and another for the rows. They stay as
 * long as the rows they were cut from (wholeListStaleTime). Lists paged by the server are left
 * alone: each of their pages is a request to the server.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type FilterPayload } from 'react-admin';
import { wholeListStaleTime, type WholeListMeta } from '../dataProvider/listCache';

export interface NeighbourPagesProps {
  /** the list's permanent filter (<List filter>), part of react-admin's query */
  filter?: FilterPayload;
  /** <List queryOptions.meta>, part of react-admin's query */
  meta?: unknown;
}

export function NeighbourPages({ filter, meta }: NeighbourPagesProps) {
  const { resource, page, perPage, sort, filterValues, total, isPending, isFetching, meta: replyMeta } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const wholeList = !!(replyMeta as Partial<WholeListMeta> | undefined)?.wholeList;
  const settled = wholeList && !isPending && !isFetching && total !== undefined;
  // react-admin's own query for a page (useListController -> useGetList), one value for the effect
  const query = JSON.stringify({ sort, filter: { ...filterValues, ...filter }, meta });

  useEffect(() => {
    if (!settled || total === undefined) return;
    const {
      sort: pageSort,
      filter: pageFilter,
      meta: pageMeta,
    } = JSON.parse(query) as { sort: typeof sort; filter: FilterPayload; meta?: unknown };
    const pages = Math.ceil(total / perPage);
    for (const neighbour of [page + 1, page - 1]) {
      if (neighbour < 1 || neighbour > pages) continue;
      const params = { pagination: { page: neighbour, perPage }, sort: pageSort, filter: pageFilter, meta: pageMeta };
      void queryClient.prefetchQuery({
        queryKey: [resource, 'getList', params],
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total: all, pageInfo, meta: reply }) => ({ data, total: all, pageInfo, meta: reply })),
        staleTime: wholeListStaleTime,
      });
    }
  }, [settled, resource, page, perPage, total, query, dataProvider, queryClient]);

  return null;
}
