/**
 * Helpers of the fake profit and dashboard routes: the database's ordering (ORDER BY over several
 * columns, text in byte order like the ids), its exact numeric sums (money kept in cents), and the
 * jsonb address as the server reads it.
 */
import type { ShippingAddress } from '../../../../../server/db/schema';

type Key = string | number | Date | null;
/** One ORDER BY column: the value of a row and its direction. */
export type OrderBy<R> = [(row: R) => Key, 'asc' | 'desc'];

function compareKeys(a: Key, b: Key): number {
  // PostgreSQL puts NULL last ascending, first descending
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A copy of `rows` ordered as `ORDER BY` the given columns would. */
export function orderRows<R>(rows: readonly R[], ...columns: ReadonlyArray<OrderBy<R>>): R[] {
  return [...rows].sort((left, right) => {
    for (const [value, direction] of columns) {
      const order = compareKeys(value(left), value(right));
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return 0;
  });
}

/** A numeric(…,2) value in whole cents, as the database stores it. */
export const cents = (value: number): number => Math.round(Number(value) * 100);

/** The exact sum of numeric(…, scale) values (e.g. 2 for money, 8 for coin amounts). */
export function exactSum(values: readonly number[], scale = 2): number {
  const unit = 10 ** scale;
  return values.reduce((sum, value) => sum + Math.round(Number(value) * unit), 0) / unit;
}

/** jsonb comes back parsed; a text value (a snapshot's) is parsed as the server's driver fallback does. */
export function addressOf(value: unknown): ShippingAddress | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as ShippingAddress;
}

/** A Map of rows by id (the joins of the queries). */
export function byId<R extends { id: string }>(rows: readonly R[]): Map<string, R> {
  return new Map(rows.map((row) => [row.id, row]));
}
