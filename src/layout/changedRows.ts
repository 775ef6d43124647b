/**
 * Rows a confirmed action changed, written into the records already read: react-admin's getList,
 * getManyReference, getMany and getOne queries of the resource, as react-admin's own update does
 * once the server has answered. A changed row shows its new state at once (its status chip, the
 * row menu's actions), while the lists it belongs to are read again: on a large shop a whole list
 * takes seconds to come back (100,000 order lines, 73 MB). The list read again then replaces these
 * records with the server's, filters and sorts included.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Identifier, RaRecord } from 'react-admin';

export interface ChangedRows {
  resource: string;
  /** each changed row's id, and the fields the action gave it */
  rows: ReadonlyArray<readonly [id: Identifier, fields: object]>;
}

type Changes = ReadonlyMap<Identifier, object>;

function changed(record: RaRecord, changes: Changes): RaRecord {
  const fields = changes.get(record.id);
  return fields ? { ...record, ...fields } : record;
}

function changedAll(records: readonly RaRecord[], changes: Changes): RaRecord[] | null {
  return records.some((record) => changes.has(record.id)) ? records.map((record) => changed(record, changes)) : null;
}

/** A page's reply, `{ data, total, ... }`, with its changed rows; the same object when none is on it. */
function pageWith<T extends { data?: unknown }>(page: T | undefined, changes: Changes): T | undefined {
  if (!page || !Array.isArray(page.data)) return page;
  const data = changedAll(page.data as RaRecord[], changes);
  return data ? { ...page, data } : page;
}

export function showChangedRows(queryClient: QueryClient, { resource, rows: changedRows }: ChangedRows): void {
  if (changedRows.length === 0) return;
  const rows: Changes = new Map(changedRows);
  for (const kind of ['getList', 'getManyReference']) {
    queryClient.setQueriesData<{ data?: unknown }>({ queryKey: [resource, kind] }, (page) => pageWith(page, rows));
  }
  queryClient.setQueriesData<RaRecord[]>({ queryKey: [resource, 'getMany'] }, (records) =>
    Array.isArray(records) ? (changedAll(records, rows) ?? records) : records,
  );
  queryClient.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne'] }, (record) =>
    record && typeof record === 'object' && 'id' in record ? changed(record, rows) : record,
  );
}
