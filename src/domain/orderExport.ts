/**
 * The orders Excel export (operations §9): file "order-" + the current date and time, sheet
 * OrdersList, the spec's seven columns, one row per order line of the current filter. Text cells
 * that a spreadsheet could take for a formula are escaped (see escapeFormula).
 */
import type { OrderLine, ShippingAddress } from './types/profit';
import { formatDateTime } from './format';

export const EXPORT_SHEET_NAME = 'OrdersList';

export const EXPORT_COLUMNS = [
  'Order Number',
  'Customer Name',
  'Customer Address',
  'Ordered Item',
  'Order Quantity',
  'Items Price',
  'Date/Time',
] as const;

export type ExportCell = string | number;

/** Characters that make a spreadsheet read a cell as a formula or a command (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it is written: one that begins with =, +, -, @, tab or carriage return gets a
 * leading apostrophe, so the spreadsheet shows it as text and never evaluates it. The exporter
 * also writes every text cell as a string cell, never as a formula.
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One line of the address: street, city, state, zip, country; empty parts left out. */
export function addressLine(address: Partial<ShippingAddress> | null | undefined): string {
  if (!address) return '';
  const parts = [address.addressLine1, address.addressLine2, address.city, address.state, address.zipCode, address.country];
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(', ');
}

/** The sheet's rows: the header, then one row per line (text escaped, numbers kept as numbers). */
export function exportRows(lines: readonly OrderLine[]): ExportCell[][] {
  const rows: ExportCell[][] = [[...EXPORT_COLUMNS]];
  for (const line of lines) {
    rows.push([
      escapeFormula(line.orderId?.orderid ?? ''),
      escapeFormula(line.userId?.username ?? ''),
      escapeFormula(addressLine(line.orderId?.shippingAddress)),
      escapeFormula(line.productId?.name ?? ''),
      Number(line.quantity) || 0,
      Number(line.price) || 0,
      formatDateTime(line.createdAt),
    ]);
  }
  return rows;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** "order-2026-03-05_14-07-09.xlsx": "order-" plus the current local date and time. */
export function exportFileName(now: Date): string {
  const date = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  const time = `${pad2(now.getHours())}-${pad2(now.getMinutes())}-${pad2(now.getSeconds())}`;
  return `order-${date}_${time}.xlsx`;
}
