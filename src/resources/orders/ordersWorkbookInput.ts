/** What the orders workbook is written from: the lines, or the list worker's JSON text of them (WholeListPage.rowsJson). */
import type { OrderLine } from '../../domain/types/profit';

export type WorkbookInput = readonly OrderLine[] | string;

export function linesOf(input: WorkbookInput): readonly OrderLine[] {
  return typeof input === 'string' ? (JSON.parse(input) as OrderLine[]) : input;
}
