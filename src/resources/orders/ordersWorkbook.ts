/**
 * The orders workbook. This module imports xlsx and is itself loaded with a dynamic import() only
 * when the admin clicks Export Excel, so xlsx stays out of the main bundle.
 */
import { utils, write, type WorkBook } from 'xlsx';
import { EXPORT_SHEET_NAME, exportRows } from '../../domain/orderExport';
import type { OrderLine } from '../../domain/types/profit';

/** Sheet OrdersList with the spec's columns; every text cell is a plain string cell (never a formula). */
export function buildOrdersWorkbook(lines: readonly OrderLine[]): WorkBook {
  const sheet = utils.aoa_to_sheet(exportRows(lines));
  sheet['!cols'] = [{ wch: 14 }, { wch: 18 }, { wch: 48 }, { wch: 32 }, { wch: 10 }, { wch: 10 }, { wch: 17 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, EXPORT_SHEET_NAME);
  return book;
}

/** The .xlsx file's bytes. */
export function ordersWorkbookBytes(lines: readonly OrderLine[]): ArrayBuffer {
  return write(buildOrdersWorkbook(lines), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
