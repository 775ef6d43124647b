/** Helpers shared by the profit routes. */
import { z } from 'zod';

/** The body of the bulk deletes: the selected ids. */
export const idsBody = z.object({ ids: z.array(z.string().trim().min(1).max(200)).min(1).max(10_000) });

/** A timestamptz as the API shows it (ISO 8601, UTC). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
