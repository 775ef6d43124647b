/**
 * A number as a `numeric(p, scale)` column stores it (server/db/migrations: money is numeric(14,2),
 * a box's profit numeric(9,2), a chance numeric(9,4)). The server sends a number to the database as
 * its shortest decimal text ("1.005"), which PostgreSQL rounds to the column's scale half away from
 * zero on those decimal digits (1.01), not on the binary value (1.005 is 1.00499... in binary).
 */
export function storedNumeric(value: number, scale: number): number {
  if (!Number.isFinite(value)) return value;
  const [digits, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = digits.split('.');
  let all = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  const decimals = all.slice(point);
  if (decimals.length <= scale) return value;
  const units = Number(all.slice(0, point + scale)) + (decimals[scale] >= '5' ? 1 : 0);
  const rounded = units / 10 ** scale;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Money columns: numeric(…, 2). */
export const storedMoney = (value: number): number => storedNumeric(value, 2);
