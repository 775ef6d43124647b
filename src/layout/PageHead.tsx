/**
 * The header row of a list page's table, drawn again only when what it shows changes: the sort,
 * the columns, the page's rows for the select-all checkbox.
 *
 * react-admin's header cells read the table's callbacks, and react-admin builds those again
 * whenever the list's parameters change (its setSort and onSelect change with them): every page
 * turn, sort and search drew each header cell again with its sort button and tooltip. The calls
 * themselves don't change, so the header gets them as one value that stays, each calling the
 * list's latest (useEvent).
 */
import { memo, useMemo, type ComponentProps } from 'react';
import { DataTableCallbacksContext, DataTableHead, useDataTableCallbacksContext, useEvent, type Identifier } from 'react-admin';

export const PageHead = memo(function PageHead(props: ComponentProps<typeof DataTableHead>) {
  const { handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect, rowClick } = useDataTableCallbacksContext();
  const selectLatest = useEvent((ids: Identifier[]) => onSelect?.(ids));
  const canSelect = onSelect !== undefined;
  const callbacks = useMemo(
    () => ({ handleSort, handleToggleItem, isRowExpandable, isRowSelectable, onSelect: canSelect ? selectLatest : undefined, rowClick }),
    [handleSort, handleToggleItem, isRowExpandable, isRowSelectable, canSelect, selectLatest, rowClick],
  );
  return (
    <DataTableCallbacksContext.Provider value={callbacks}>
      <DataTableHead {...props} />
    </DataTableCallbacksContext.Provider>
  );
});
