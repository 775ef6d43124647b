/**
 * Rows a confirmed action changed or removed, as the admin learns them from the server's answer:
 * each changed row's id with the fields the action gave it, and the ids of the rows it removed.
 * They are written into the records already read, on both sides of the list worker: react-admin's
 * cached pages (../layout/changedRows.ts) and the worker's whole list while it is read again
 * (./listService.ts). One rule for both: `withChanges`.
 */
export type RowId = string | number;

export interface RowChanges {
  /** each changed row's id, and the fields the action gave it */
  rows?: ReadonlyArray<readonly [id: RowId, fields: object]>;
  /** the ids of the rows the action removed */
  removed?: readonly RowId[];
}

/** The changes of one resource's rows. */
export interface ChangedRows extends RowChanges {
  resource: string;
}

/** Whether the changes name any row. */
export function namesRows({ rows = [], removed = [] }: RowChanges): boolean {
  return rows.length > 0 || removed.length > 0;
}

/** A lookup of the changes, made once for many lists of rows. */
export interface ChangeLookup {
  fields: ReadonlyMap<RowId, object>;
  removed: ReadonlySet<RowId>;
}

export function changeLookup({ rows = [], removed = [] }: RowChanges): ChangeLookup {
  return { fields: new Map(rows), removed: new Set(removed) };
}

/**
 * The rows with the changes made: a changed row is a new object with its new fields, a removed one
 * is left out, the others are the same objects in the same order. Null when no row is touched.
 */
export function withChanges<T extends { id: RowId }>(rows: readonly T[], changes: ChangeLookup): T[] | null {
  if (!rows.some((row) => changes.fields.has(row.id) || changes.removed.has(row.id))) return null;
  const kept = changes.removed.size === 0 ? [...rows] : rows.filter((row) => !changes.removed.has(row.id));
  for (let at = 0; at < kept.length; at += 1) {
    const fields = changes.fields.get(kept[at].id);
    if (fields) kept[at] = { ...kept[at], ...fields };
  }
  return kept;
}
