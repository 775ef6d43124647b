/**
 * Money and date formats (core §9, operations §9): amounts in euro with exactly 2 decimals, dates
 * DD/MM/YYYY HH:mm in the browser's local time zone, invoice dates as "5 March 2026". English by
 * default (the server and the contract); the admin switches them to French with setFormatLocale
 * when its language changes ("1 234,50 €", "5 mars 2026"; the DD/MM/YYYY HH:mm dates are the same).
 */

export type FormatLocale = 'en' | 'fr';

let formatLocale: FormatLocale = 'en';

/** The language amounts and month names are written in; anything but 'fr' is English. */
export function setFormatLocale(locale: string): void {
  formatLocale = locale === 'fr' ? 'fr' : 'en';
}

const FRENCH_TWO_DECIMALS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const FRENCH_MONTHS = new Intl.DateTimeFormat('fr-FR', { month: 'long' });

export type DateInput = string | number | Date | null | undefined;

const TWO_DECIMALS = new Intl.NumberFormat('en-IE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * "€1,234.50": the sign goes before the symbol ("-€3.20"), an amount that rounds to zero has no
 * sign, and a missing or non-finite amount gives ''.
 */
function formatMoney(symbol: string, n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const french = formatLocale === 'fr';
  const digits = (french ? FRENCH_TWO_DECIMALS : TWO_DECIMALS).format(Math.abs(n));
  const sign = n < 0 && /[1-9]/.test(digits) ? '-' : '';
  return french ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
}

/** "€1,234.50" with exactly 2 decimals; '' for null, undefined, NaN or ±Infinity. */
export function formatEuro(n: number | null | undefined): string {
  return formatMoney('€', n);
}

/** "$1,234.50": the order invoice shows its amounts with a dollar sign (operations §2). */
export function formatDollar(n: number | null | undefined): string {
  return formatMoney('$', n);
}

/** A Date from a Date, an ISO string or epoch milliseconds; null when missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function datePart(d: Date): string {
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** "DD/MM/YYYY HH:mm" in local time; '' for null or invalid input. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${datePart(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}` : '';
}

/** "DD/MM/YYYY HH:mm:ss" in local time (return orders); '' for null or invalid input. */
export function formatDateTimeSeconds(value: DateInput): string {
  const d = toDate(value);
  return d ? `${datePart(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}` : '';
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "5 March 2026": day, full month name, year, in local time; '' for null or invalid input. */
export function formatInvoiceDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  const month = formatLocale === 'fr' ? FRENCH_MONTHS.format(d) : MONTHS[d.getMonth()];
  return `${d.getDate()} ${month} ${d.getFullYear()}`;
}
