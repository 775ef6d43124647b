/**
 * The tables of the user profile's tabs (operations §2 "Users"): Transactions, Total Box, Cart Items
 * and the login history. Client-side pages of 10 rows.
 */
import { useState, type ReactNode } from 'react';
import { Avatar, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assetUrl } from '../../../dataProvider/http';
import { useTablePaginationTexts } from '../../../layout/tablePaginationTexts';

export const PROFILE_PAGE_SIZE = 10;

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

export function PagedTable<T extends { _id: string }>({ rows, columns, label }: { rows: T[]; columns: Array<Column<T>>; label: string }) {
  const translate = useTranslate();
  const paginationTexts = useTablePaginationTexts();
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / PROFILE_PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const shown = rows.slice(current * PROFILE_PAGE_SIZE, (current + 1) * PROFILE_PAGE_SIZE);
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('resources.users.profile.noRows')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row._id}>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={current}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={PROFILE_PAGE_SIZE}
        rowsPerPageOptions={[PROFILE_PAGE_SIZE]}
        {...paginationTexts}
      />
    </>
  );
}

export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <Avatar variant="rounded" src={assetUrl(src)} alt={alt} sx={{ width: 40, height: 40 }}>
      {alt.slice(0, 1)}
    </Avatar>
  );
}
