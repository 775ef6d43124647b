/** What names a column among the hidden ones of the columns button (react-admin's rule: its source, else its label). */
import type { DataTableColumnProps } from 'react-admin';

export const columnKey = ({ source, label }: DataTableColumnProps) => String(source ?? label);
