/**
 * The header row of a list page's table, drawn again only when what it shows changes: the sort,
 * the columns, the page's rows for the select-all checkbox. A sort draws again only the cells whose
 * arrow changes (the column sorted before and the one sorted now).
 *
 * react-admin's header cells read the table's callbacks, and react-admin builds those again
 * whenever the list's parameters change (its setSort and onSelect change with them): every page
 * turn, sort and search drew each header cell again with its sort button and tooltip. The calls
 * themselves don't change, so the header gets them as one value that stays, each calling the
 * list's latest (useEvent).
 *
 * react-admin's cells also read the whole sort, so a sort drew every cell again. Here a DataTable.Col
 * or NumberCol is drawn by PageHeadCell, which is told its own column's order only. An unsorted
 * cell's arrow, shown on hover, points the way a click would sort (react-admin's pointed the way
 * of the sorted column, whatever a click did). Other columns are drawn by react-admin.
 */
import { Children, isValidElement, memo, useMemo, type ChangeEvent, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Checkbox, TableCell, TableHead, TableRow } from '@mui/material';
import clsx from 'clsx';
import {
  DataTable,
  DataTableCallbacksContext,
  DataTableClasses,
  DataTableHead,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableSortContext,
  useEvent,
  useTranslate,
  type DataTableColumnProps,
  type Identifier,
} from 'react-admin';
import { PageHeadCell } from './PageHeadCell';

/** The table's columns, each of our two kinds drawn by PageHeadCell with its own column's order. */
function HeadCells({ children }: { children?: ReactNode }) {
  const sort = useDataTableSortContext();
  return Children.map(children, (child) => {
    if (!isValidElement<DataTableColumnProps>(child)) return child;
    const number = child.type === DataTable.NumberCol;
    if (child.type !== DataTable.Col && !number) return child;
    const { source } = child.props;
    const sorted = sort && source !== undefined && sort.field === source ? sort.order : undefined;
    return (
      <PageHeadCell
        key={child.key}
        column={child.props}
        align={number ? 'right' : child.props.align}
        sortable={sort !== undefined}
        sorted={sorted}
      />
    );
  });
}

const stopClick = (event: MouseEvent) => event.stopPropagation();

/** MUI's Checkbox as react-admin's select-all draws it, drawn again only when it is checked or not. */
const SelectAllBox = memo(function SelectAllBox({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useMemo(() => ({ 'aria-label': label }), [label]);
  return (
    <Checkbox slotProps={{ input }} className="select-all" color="primary" checked={checked} onChange={onChange} onClick={stopClick} />
  );
});

/**
 * The select-all checkbox of the page shown: react-admin's SelectPageCheckbox (the same label,
 * state and selection), whose MUI Checkbox is drawn again only when its state changes, not at each
 * page turn or sort (its seven components a time).
 */
function SelectPage() {
  const data = useDataTableDataContext();
  const { isRowSelectable, onSelect } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const selectable = (data ?? []).filter((record) => !isRowSelectable || isRowSelectable(record)).map((record) => record.id);
  const checked = !!selectedIds && selectedIds.length > 0 && selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  const onChange = useEvent((event: ChangeEvent<HTMLInputElement>) => {
    if (!onSelect || !selectedIds || !data) return;
    onSelect(
      event.target.checked
        ? selectedIds.concat(selectable.filter((id) => !selectedIds.includes(id)))
        : // only the rows of the page shown are unselected
          selectedIds.filter((id) => !data.some((record) => record.id === id)),
    );
  });
  return <SelectAllBox checked={checked} label={translate('ra.action.select_all', { _: 'Select all' })} onChange={onChange} />;
}

/**
 * react-admin's header row (DataTableHead: the same elements and classes), without an expand
 * column, with the select-all checkbox above.
 */
const HeadRow = memo(function HeadRow({ className, sx, children }: ComponentProps<typeof DataTableHead>) {
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className={clsx(className, DataTableClasses.thead)} sx={sx}>
      <TableRow className={clsx(DataTableClasses.row, DataTableClasses.headerRow)}>
        {hasBulkActions && handleToggleItem ? (
          <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
            <SelectPage />
          </TableCell>
        ) : null}
        {children}
      </TableRow>
    </TableHead>
  );
});

export const PageHead = memo(function PageHead({ children, ...props }: ComponentProps<typeof DataTableHead>) {
  const { handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick } = useDataTableCallbacksContext();
  const { expand } = useDataTableConfigContext();
  const selectLatest = useEvent((ids: Identifier[]) => onSelect?.(ids));
  const canSelect = onSelect !== undefined;
  const callbacks = useMemo(
    () => ({ handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect: canSelect ? selectLatest : undefined, rowClick }),
    [handleSort, handleToggleItem, isRowExpandable, isRowSelectable, canSelect, selectLatest, rowClick],
  );
  // one element while the columns stay, so that the header row (memo) is not drawn again by a page turn
  const cells = useMemo(() => <HeadCells>{children}</HeadCells>, [children]);
  return (
    <DataTableCallbacksContext.Provider value={callbacks}>
      {expand ? <DataTableHead {...props}>{cells}</DataTableHead> : <HeadRow {...props}>{cells}</HeadRow>}
    </DataTableCallbacksContext.Provider>
  );
});
