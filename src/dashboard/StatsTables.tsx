/**
 * The dashboard's three tables (core §2): Top Boxes Opened (name, quantity), Box Open By User
 * (username, count) and Unboxed Items (name, sell price), from statsSummaryTable (at most 10 rows
 * each). A failed call shows a dash, never an error.
 */
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../domain/format';
import { displayBoxName } from '../domain/catalog';
import type { StatsTableReply } from '../domain/types/dashboard';

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface StatsTableProps<Row extends { _id: string }> {
  title: string;
  testId: string;
  rows: Row[] | undefined;
  loading: boolean;
  columns: Array<Column<Row>>;
}

function StatsTable<Row extends { _id: string }>({ title, testId, rows, loading, columns }: StatsTableProps<Row>) {
  const translate = useTranslate();
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
  let body: ReactNode;
  if (loading) body = message(<Skeleton />);
  else if (!rows) body = message('–');
  else if (rows.length === 0) body = message(translate('dashboard.tables.empty'));
  else {
    body = rows.map((row) => (
      <TableRow key={row._id}>
        {columns.map((column) => (
          <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
            {column.cell(row)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  return (
    <Card sx={{ flex: '1 1 300px', minWidth: 0 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

const count = new Intl.NumberFormat('en-IE');

export interface StatsTablesProps {
  tables: StatsTableReply | undefined;
  loading: boolean;
}

export const StatsTables = memo(function StatsTables({ tables, loading }: StatsTablesProps) {
  const translate = useTranslate();
  const name = translate('dashboard.tables.name');
  return (
    <>
      <StatsTable
        title={translate('dashboard.tables.topBoxes')}
        testId="table-top-boxes"
        rows={tables?.topBoxByQuantity}
        loading={loading}
        columns={[
          { label: name, cell: (row) => displayBoxName(row.name) },
          { label: translate('dashboard.tables.quantity'), cell: (row) => count.format(row.quantity), numeric: true },
        ]}
      />
      <StatsTable
        title={translate('dashboard.tables.boxOpenByUser')}
        testId="table-box-open-by-user"
        rows={tables?.boxOpenByUser}
        loading={loading}
        columns={[
          { label: translate('dashboard.tables.username'), cell: (row) => row.username },
          { label: translate('dashboard.tables.count'), cell: (row) => count.format(row.count), numeric: true },
        ]}
      />
      <StatsTable
        title={translate('dashboard.tables.unboxedItems')}
        testId="table-unboxed-items"
        rows={tables?.topItemsUnboxed}
        loading={loading}
        columns={[
          { label: name, cell: (row) => row.name },
          { label: translate('dashboard.tables.sellPrice'), cell: (row) => formatEuro(row.sellPrice), numeric: true },
        ]}
      />
    </>
  );
});
