/**
 * The shell every table page shares (core §2 "List behaviour"): the breadcrumb and title above
 * react-admin's <List>, 10 rows a page (the dataProvider slices its cached whole list), and
 * react-admin's pagination without a page-size choice. Screens pass the rest of <List>'s
 * props and their grid.
 * A big list opens on its first rows, before the rest of its reply has come
 * (../dataProvider/earlyRows.ts); its count follows.
 * The list's parameters are kept in its URL by listInUrl.ts, not by react-admin's router sync.
 * A whole list's pages stay in react-query's cache as long as their rows, and the pages beside the
 * one shown, and the first page of a new sort or search, are asked for ahead (./ListAhead.tsx), so
 * a page turn, a sort or a search is one render; each change is written in the handler that makes
 * it (./listParamsNow.ts), so a page at hand is drawn with the click. Its tables draw their rows
 * with plain cells (./PageRows.tsx).
 * A list the server refuses (403, or any failed read) shows the server's message, as the detail
 * pages do, and no count: a refused list never looks like an empty one.
 */
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { List, Pagination, useListContext, useResourceContext, type ListProps } from 'react-admin';
import { TABLE_PAGE_SIZE } from '../domain/lists';
import { useServerText } from '../i18n/useServerText';
import { Breadcrumb } from './Breadcrumb';
import { useListInUrl } from './listInUrl';
import { ListAhead, NeighbourPages } from './ListAhead';
import { ListParamsKeyContext } from './listParamsNow';
import { PageRowsTheme } from './PageRows';
import { PageFilters } from './PageFilters';
import { EARLY_ROWS, wholeListStaleTime } from '../dataProvider/listCache';

export interface PageListProps extends Omit<ListProps, 'title' | 'perPage' | 'pagination' | 'children'> {
  /** the translated title, shown in the breadcrumb and the app bar */
  title: string;
  /** false for a list below a page's own breadcrumb (a tab of the purchase history) */
  breadcrumb?: boolean;
  children: ReactNode;
}

/** What a failed list read shows instead of its rows: the server's message (e.g. the permission notice), in the admin's language. */
function ListError() {
  const { error } = useListContext();
  const serverText = useServerText();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error?.message ? serverText(error.message) : null}
    </Alert>
  );
}

const NO_PAGE_SIZES: number[] = [];

/** react-admin's pagination, absent when the read failed (no count over nothing). */
function PagePagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={NO_PAGE_SIZES} />;
}

export function PageList({ title, breadcrumb = true, children, filters, ...listProps }: PageListProps) {
  const resource = useResourceContext(listProps);
  // the parameters in the store and the URL, kept in step without a router navigation (listInUrl.ts);
  // a list that opts out of the URL (disableSyncWithLocation) keeps its own choice
  const ownSync = !listProps.disableSyncWithLocation;
  const storeKey = ownSync ? (listProps.storeKey ?? `${resource}.listParams`) : false;
  useListInUrl(storeKey);
  // where react-admin's list keeps its parameters, for the changes made at once (listParamsNow.ts)
  const paramsKey = ownSync ? storeKey : (listProps.storeKey ?? false);
  // a page may come from the list's first rows before the whole list (NeighbourPages reads it whole next)
  const meta = { ...(listProps.queryOptions?.meta as object | undefined), [EARLY_ROWS]: true };
  // react-admin's query for a page is these and the list's parameters: the pages asked for ahead use them
  const ahead = { filter: listProps.filter, meta };
  return (
    <Box>
      {breadcrumb ? <Breadcrumb title={title} /> : null}
      <PageRowsTheme>
        <ListParamsKeyContext.Provider value={paramsKey}>
          <List
            title={title}
            perPage={TABLE_PAGE_SIZE}
            pagination={<PagePagination />}
            error={<ListError />}
            {...listProps}
            filters={Array.isArray(filters) ? <PageFilters filters={filters} {...ahead} /> : filters}
            // a whole list's page stays as long as its rows (the dataProvider says until when)
            queryOptions={{ staleTime: wholeListStaleTime, ...listProps.queryOptions, meta }}
            disableSyncWithLocation
            storeKey={paramsKey}
          >
            <ListAhead {...ahead}>{children}</ListAhead>
            <NeighbourPages {...ahead} />
          </List>
        </ListParamsKeyContext.Provider>
      </PageRowsTheme>
    </Box>
  );
}
