/**
 * Rows a confirmed action changed or removed, written into the records already read: react-admin's
 * getList, getManyReference, getMany and getOne queries of the resource, as react-admin's own update
 * and delete do once the server has answered. A changed row shows its new state at once (its status
 * chip, the row menu's actions), a removed one goes, while the lists they belong to are read again:
 * on a large shop a whole list takes seconds to come back (100,000 order lines, 73 MB). The list read
 * again then replaces these records with the server's, filters, sorts and pages included.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { changeLookup, namesRows, withChanges, type ChangeLookup, type ChangedRows } from '../dataProvider/rowChanges';

export type { ChangedRows } from '../dataProvider/rowChanges';

/** A page's reply, `{ data, total, ... }`, with its rows changed; the same object when none is on it. */
function pageWith<T extends { data?: unknown; total?: unknown }>(page: T | undefined, changes: ChangeLookup): T | undefined {
  if (!page || !Array.isArray(page.data)) return page;
  const before = page.data as RaRecord[];
  const data = withChanges(before, changes);
  if (!data) return page;
  const gone = before.length - data.length;
  return { ...page, data, ...(typeof page.total === 'number' ? { total: page.total - gone } : {}) };
}

export function showChangedRows(queryClient: QueryClient, changed: ChangedRows): void {
  if (!namesRows(changed)) return;
  const { resource } = changed;
  const changes = changeLookup(changed);
  for (const kind of ['getList', 'getManyReference']) {
    queryClient.setQueriesData<{ data?: unknown; total?: unknown }>({ queryKey: [resource, kind] }, (page) => pageWith(page, changes));
  }
  queryClient.setQueriesData<RaRecord[]>({ queryKey: [resource, 'getMany'] }, (records) =>
    Array.isArray(records) ? (withChanges(records, changes) ?? records) : records,
  );
  queryClient.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne'] }, (record) => {
    if (!record || typeof record !== 'object' || !('id' in record)) return record;
    const fields = changes.fields.get(record.id);
    return fields && !changes.removed.has(record.id) ? { ...record, ...fields } : record;
  });
}
