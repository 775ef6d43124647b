/**
 * A header cell of a list page's table (./PageHead.tsx): react-admin's DataTableHeadCell, the
 * column's title with a sort button and its tooltip, drawn again only when its own column's sort
 * changes. It is given its column's order (`sorted`) rather than reading the table's sort.
 */
import { memo } from 'react';
import { TableCell, TableSortLabel, Tooltip } from '@mui/material';
import clsx from 'clsx';
import {
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type SortPayload,
} from 'react-admin';
import { columnKey } from './columnKey';

type Order = SortPayload['order'];
const opposite: Record<Order, Order> = { ASC: 'DESC', DESC: 'ASC' };

export interface PageHeadCellProps {
  /** the column's declaration (DataTable.Col's or NumberCol's props: a NumberCol's format is its cells', not the header's) */
  column: DataTableColumnProps & { options?: unknown; locales?: unknown };
  align: DataTableColumnProps['align'];
  /** whether the table can be sorted at all */
  sortable: boolean;
  /** the order the table is sorted in by this column, when it is */
  sorted?: Order;
}

export const PageHeadCell = memo(function PageHeadCell({ column, align, sortable, sorted }: PageHeadCellProps) {
  const {
    cellSx: _cellSx,
    cellClassName: _cellClassName,
    field: _field,
    render: _render,
    children: _children,
    options: _options,
    locales: _locales,
    className,
    disableSort,
    headerClassName,
    source,
    label,
    sortByOrder,
    ...rest
  } = column;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const { handleSort } = useDataTableCallbacksContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hidden.includes(columnKey(column))) return null;
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  // a click sorts the other way when the table is sorted by this column, else in the column's own order
  const next = sorted ? opposite[sorted] : (sortByOrder ?? 'ASC');
  let content = title;
  if (handleSort && sortable && !disableSort && source) {
    const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
    const tooltip = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
      order: translate(`ra.sort.${next}`),
      _: translate('ra.action.sort'),
    });
    content = (
      <Tooltip title={tooltip} placement={align === 'right' ? 'bottom-end' : 'bottom-start'} enterDelay={300}>
        <TableSortLabel
          active={sorted !== undefined}
          direction={(sorted ?? next) === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder ?? 'ASC'}
          onClick={handleSort}
        >
          {title}
        </TableSortLabel>
      </Tooltip>
    );
  }
  return (
    <TableCell
      className={clsx(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)}
      variant="head"
      {...rest}
      align={align}
    >
      {content}
    </TableCell>
  );
});
