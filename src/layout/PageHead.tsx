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
import { Children, isValidElement, memo, useMemo, type ComponentProps, type ReactNode } from 'react';
import {
  DataTable,
  DataTableCallbacksContext,
  DataTableHead,
  useDataTableCallbacksContext,
  useDataTableSortContext,
  useEvent,
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

export const PageHead = memo(function PageHead({ children, ...props }: ComponentProps<typeof DataTableHead>) {
  const { handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick } = useDataTableCallbacksContext();
  const selectLatest = useEvent((ids: Identifier[]) => onSelect?.(ids));
  const canSelect = onSelect !== undefined;
  const callbacks = useMemo(
    () => ({ handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect: canSelect ? selectLatest : undefined, rowClick }),
    [handleSort, handleToggleItem, isRowExpandable, isRowSelectable, canSelect, selectLatest, rowClick],
  );
  // one element while the columns stay, so that DataTableHead (memo) is not drawn again by a page turn
  const cells = useMemo(() => <HeadCells>{children}</HeadCells>, [children]);
  return (
    <DataTableCallbacksContext.Provider value={callbacks}>
      <DataTableHead {...props}>{cells}</DataTableHead>
    </DataTableCallbacksContext.Provider>
  );
});
