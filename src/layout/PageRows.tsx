/**
 * The rows of the admin's tables: react-admin's <DataTable> body, drawn with a plain `<td>` per
 * cell. react-admin's own body draws each cell as a memoised, themed MUI TableCell: five components
 * and a computed style per cell, about 1,900 components for a page of 10 users, and most of a page
 * turn's main-thread time. Here the cells take their look from one rule on the body (MUI's small
 * body cell: the same padding, border, font and colours, light and dark), and a row is its
 * checkbox, its cells and what the columns render.
 *
 * The columns stay react-admin's `DataTable.Col` declarations: a cell shows the column's
 * children, `render(record)`, `field`, or the record's value at `source`, like react-admin's, and
 * keeps its class names (`RaDataTable-rowCell`, `column-<source>`) and the columns hidden with a
 * columns button; a NumberCol's cell is right-aligned and shows the value as react-admin's
 * NumberField formats it. A column with its own style (`sx`, `cellSx`) or of another kind is drawn
 * by react-admin. A table whose rows do something on click (`rowClick`), expand, or have a
 * row style gets react-admin's own body. Every table of a list page (./PageList.tsx) has these rows:
 * react-admin's DataTable reads its body from the theme, which `PageRowsTheme` extends for the
 * list. (Not the admin's theme itself: the dashboard would then load the table code it never shows.)
 */
import { Children, createElement, isValidElement, memo, type ReactElement, type ReactNode } from 'react';
import { styled, TableBody, ThemeProvider, type Theme } from '@mui/material';
import clsx from 'clsx';
import {
  DataTable,
  DataTableBody,
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useDataTableStoreContext,
  useStore,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { fieldValue } from '../dataProvider/listEngine';
import { columnKey } from './columnKey';
import { PageHead } from './PageHead';
import { RowCheckbox, rowCheckboxStyle } from './RowCheckbox';

type Column = ReactElement<DataTableColumnProps>;

const ROW_CLASS = clsx('MuiTableRow-root', 'MuiTableRow-hover', DataTableClasses.row, DataTableClasses.selectable);
const CELL_CLASS = clsx('MuiTableCell-root', 'MuiTableCell-body', 'MuiTableCell-sizeSmall', DataTableClasses.rowCell);
const CHECKBOX_CELL_CLASS = clsx(
  'MuiTableCell-root',
  'MuiTableCell-body',
  'MuiTableCell-paddingCheckbox',
  'MuiTableCell-sizeSmall',
  'PageRows-checkboxCell',
);

/** MUI's TableRow (hover) and small body TableCell styles, once for the whole body. */
const Body = styled(TableBody)(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  const border = theme.vars
    ? theme.vars.palette.TableCell.border
    : theme.palette.mode === 'light'
      ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68);
  return {
    '& > tr.PageRows-row': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
    },
    '& > tr > td.PageRows-cell, & > tr > td.PageRows-checkboxCell': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    // MUI's right-aligned cell (a NumberCol's)
    '& > tr > td.PageRows-cell.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
    ...rowCheckboxStyle(theme),
  };
});

/** A NumberCol's props: its cells show the value as react-admin's NumberField formats it. */
type NumberColumnProps = DataTableColumnProps & { options?: Intl.NumberFormatOptions; locales?: string | string[] };

const isNumberColumn = (column: Column) => column.type === DataTable.NumberCol;

/**
 * Whether react-admin draws this column's cells. The light rows draw a DataTable.Col without an
 * alignment and a NumberCol (always right-aligned), unless the column has a style of its own;
 * react-admin draws every other column.
 */
function drawnByReactAdmin(column: Column): boolean {
  const { sx, cellSx, align } = column.props;
  const ours = column.type === DataTable.Col ? align === undefined : isNumberColumn(column);
  return !ours || sx !== undefined || cellSx !== undefined;
}

/**
 * A NumberCol cell's text, as react-admin's NumberField writes it: a numeric string is read as a
 * number, a number is formatted with the column's locales and options, no value is no text.
 */
function numberText(record: RaRecord, { source, options, locales }: NumberColumnProps): string | null {
  const value: unknown = source ? fieldValue(record, source) : undefined;
  if (value == null) return null;
  const number = typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  if (typeof number === 'boolean') return null; // React draws nothing for it
  return typeof number === 'number' ? number.toLocaleString(locales, options) : String(number);
}

function cellContent(column: Column, record: RaRecord): ReactNode {
  const { children, render, field, source } = column.props;
  if (children !== undefined) return children;
  if (render) return render(record);
  if (field) return createElement(field, { source });
  const value = source ? fieldValue(record, source) : undefined;
  return value == null ? null : String(value);
}

function Cell({ column, record }: { column: Column; record: RaRecord }) {
  if (drawnByReactAdmin(column)) return column;
  const { source, className, cellClassName } = column.props;
  if (isNumberColumn(column)) {
    const text = numberText(record, column.props);
    return (
      <td className={clsx(CELL_CLASS, 'PageRows-cell', 'MuiTableCell-alignRight', className, cellClassName, `column-${source}`)}>
        {text === null ? null : <span className="MuiTypography-root MuiTypography-body2">{text}</span>}
      </td>
    );
  }
  return <td className={clsx(CELL_CLASS, 'PageRows-cell', className, cellClassName, `column-${source}`)}>{cellContent(column, record)}</td>;
}

function Rows({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const columns = Children.toArray(children).filter(
    (child): child is Column => isValidElement(child) && !hidden.includes(columnKey((child as Column).props)),
  );
  return (
    <Body className={clsx('datatable-body', DataTableClasses.tbody)}>
      {data?.map((record, index) => (
        <RecordContextProvider value={record} key={record.id ?? `row${index}`}>
          <tr className={clsx(ROW_CLASS, 'PageRows-row', index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd)}>
            {hasBulkActions && handleToggleItem ? (
              <td className={CHECKBOX_CELL_CLASS}>
                <RowCheckbox />
              </td>
            ) : null}
            {columns.map((column, i) => (
              <Cell key={column.key ?? i} column={column} record={record} />
            ))}
          </tr>
        </RecordContextProvider>
      ))}
    </Body>
  );
}

/** A DataTable's body: the light rows, or react-admin's body where rows click, expand or carry a style. */
export const PageRows = memo(function PageRows({ children }: { children?: ReactNode }) {
  const { expand } = useDataTableConfigContext();
  const { rowClick } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  if (expand || rowClick !== false || rowSx) return <DataTableBody>{children}</DataTableBody>;
  return <Rows>{children}</Rows>;
});

/** The theme inside a list: the outer one, with these rows as every DataTable's body and PageHead as its header. */
function withPageRows(theme: Theme): Theme {
  const table = theme.components?.RaDataTable;
  return {
    ...theme,
    components: {
      ...theme.components,
      RaDataTable: { ...table, defaultProps: { ...table?.defaultProps, body: PageRows, head: PageHead } },
    },
  };
}

/** Draws the DataTables inside it with these rows and header. */
export function PageRowsTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withPageRows}>{children}</ThemeProvider>;
}
