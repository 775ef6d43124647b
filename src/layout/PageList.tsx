/**
 * The shell every table page shares (core §2 "List behaviour"): the breadcrumb and title above
 * react-admin's <List>, 10 rows a page (the dataProvider slices its cached whole list), and a
 * pagination without a page-size choice. Screens pass the rest of <List>'s props and their grid.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { List, Pagination, type ListProps } from 'react-admin';
import { TABLE_PAGE_SIZE } from '../domain/lists';
import { Breadcrumb } from './Breadcrumb';

export interface PageListProps extends Omit<ListProps, 'title' | 'perPage' | 'pagination' | 'children'> {
  /** the translated title, shown in the breadcrumb and the app bar */
  title: string;
  children: ReactNode;
}

export function PageList({ title, children, ...listProps }: PageListProps) {
  return (
    <Box>
      <Breadcrumb title={title} />
      <List title={title} perPage={TABLE_PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={[TABLE_PAGE_SIZE]} />} {...listProps}>
        {children}
      </List>
    </Box>
  );
}
