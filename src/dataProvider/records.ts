/**
 * A whole list's rows as react-admin reads them: each server row with its react-admin `id`. Apart
 * from the list rules (./listEngine.ts), which the admin loads with its first list, as the
 * dataProvider needs these from the start.
 */
export type Row = Record<string, unknown>;

/** A server row as react-admin wants it: `id` from the server's `_id` (both kept). */
export function recordOf(row: Row): Row & { id: string | number } {
  return { ...row, id: (row._id ?? row.id) as string | number };
}

/** The object rows of a reply's list, each with its react-admin `id`. */
export function recordsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null).map(recordOf) : [];
}
