/** Helpers shared by the profit routes. */

/** A timestamptz as the API shows it (ISO 8601, UTC). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
