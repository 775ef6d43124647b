/**
 * The shell every table page shares (core §2 "List behaviour"): the breadcrumb and title above
 * react-admin's <List>, 10 rows a page (the dataProvider slices its cached whole list), and a
 * pagination without a page-size choice. Screens pass the rest of <List>'s props and their grid.
 * A list the server refuses (403, or any failed read) shows the server's message, as the detail
 * pages do, and no count: a refused list never looks like an empty one.
 */
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { List, Pagination, useListContext, type ListProps } from 'react-admin';
import { TABLE_PAGE_SIZE } from '../domain/lists';
import { useServerText } from '../i18n/useServerText';
import { Breadcrumb } from './Breadcrumb';

export interface PageListProps extends Omit<ListProps, 'title' | 'perPage' | 'pagination' | 'children'> {
  /** the translated title, shown in the breadcrumb and the app bar */
  title: string;
  children: ReactNode;
}

/** What a failed list read shows instead of its rows: the server's message (e.g. the permission notice), in the admin's language. */
export function ListError() {
  const { error } = useListContext();
  const serverText = useServerText();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error?.message ? serverText(error.message) : null}
    </Alert>
  );
}

/** The pagination of a table, absent when the read failed (no "1-10 of 10" over nothing). */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions?: number[] }) {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
}

export function PageList({ title, children, ...listProps }: PageListProps) {
  return (
    <Box>
      <Breadcrumb title={title} />
      <List
        title={title}
        perPage={TABLE_PAGE_SIZE}
        pagination={<ListPagination rowsPerPageOptions={[TABLE_PAGE_SIZE]} />}
        error={<ListError />}
        {...listProps}
      >
        {children}
      </List>
    </Box>
  );
}
