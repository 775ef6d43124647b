import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeSeconds, formatDollar, formatEuro, formatInvoiceDate } from '../../src/domain/format';

describe('amounts are euro with exactly two decimals', () => {
  it.each([
    [1234.5, '€1,234.50'],
    [0, '€0.00'],
    [7, '€7.00'],
    [0.1 + 0.2, '€0.30'],
    [999.999, '€1,000.00'],
    [1234567.891, '€1,234,567.89'],
    [-1234.5, '-€1,234.50'],
    [-0.5, '-€0.50'],
  ])('%s is shown as %s', (n, text) => {
    expect(formatEuro(n)).toBe(text);
  });

  it('an amount that rounds to zero carries no minus sign', () => {
    expect(formatEuro(-0)).toBe('€0.00');
    expect(formatEuro(-0.001)).toBe('€0.00');
  });

  it.each([NaN, Infinity, -Infinity, null, undefined])('%s gives an empty text', (n) => {
    expect(formatEuro(n)).toBe('');
  });

  it('invoice amounts use a dollar sign with the same digits', () => {
    expect(formatDollar(1234.5)).toBe('$1,234.50');
    expect(formatDollar(-3.2)).toBe('-$3.20');
  });
});

describe('dates are DD/MM/YYYY HH:mm in local time', () => {
  // Built from local components, so the assertions hold in every time zone.
  const local = new Date(2026, 2, 5, 9, 7, 3);

  it('formats a Date', () => {
    expect(formatDateTime(local)).toBe('05/03/2026 09:07');
  });

  it('formats an ISO string in local time', () => {
    expect(formatDateTime(local.toISOString())).toBe('05/03/2026 09:07');
  });

  it('formats epoch milliseconds', () => {
    expect(formatDateTime(local.getTime())).toBe('05/03/2026 09:07');
  });

  it('pads midnight and uses a 24-hour clock', () => {
    expect(formatDateTime(new Date(2025, 11, 31, 0, 0))).toBe('31/12/2025 00:00');
    expect(formatDateTime(new Date(2025, 0, 1, 23, 59))).toBe('01/01/2025 23:59');
  });

  it('adds seconds where the screen shows them (return orders)', () => {
    expect(formatDateTimeSeconds(local)).toBe('05/03/2026 09:07:03');
    expect(formatDateTimeSeconds(local.toISOString())).toBe('05/03/2026 09:07:03');
  });

  it.each([null, undefined, '', 'not a date', new Date(NaN)])('invalid input %s gives an empty text', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDateTimeSeconds(value)).toBe('');
    expect(formatInvoiceDate(value)).toBe('');
  });
});

describe('invoice date is day, full month name, year', () => {
  it.each([
    [new Date(2026, 2, 5, 12), '5 March 2026'],
    [new Date(2025, 0, 31, 12), '31 January 2025'],
    [new Date(2024, 11, 1, 0, 0), '1 December 2024'],
  ])('%s is shown as %s', (date, text) => {
    expect(formatInvoiceDate(date)).toBe(text);
    expect(formatInvoiceDate(date.toISOString())).toBe(text);
  });
});
