/** The rows a confirmed action changed or removed, written into react-admin's queries already read. */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { showChangedRows } from '../../src/layout/changedRows';

const ann = { id: 'u1', name: 'Ann', isBlock: false };
const bob = { id: 'u2', name: 'Bob', isBlock: false };
const cid = { id: 'u3', name: 'Cid', isBlock: false };

function clientWith() {
  const client = new QueryClient();
  client.setQueryData(['users', 'getList', { page: 1 }], { data: [ann, bob], total: 3 });
  client.setQueryData(['users', 'getList', { page: 2 }], { data: [cid], total: 3 });
  client.setQueryData(['users', 'getMany', { ids: ['u1', 'u3'] }], [ann, cid]);
  client.setQueryData(['users', 'getOne', { id: 'u1' }], ann);
  client.setQueryData(['team', 'getList', { page: 1 }], { data: [{ ...ann }], total: 1 });
  return client;
}

describe('showChangedRows', () => {
  it('gives the changed rows their new fields wherever they were read, and leaves the rest as they were', () => {
    const client = clientWith();
    const page2 = client.getQueryData(['users', 'getList', { page: 2 }]);
    const team = client.getQueryData(['team', 'getList', { page: 1 }]);
    showChangedRows(client, { resource: 'users', rows: [['u1', { isBlock: true }]] });
    expect(client.getQueryData(['users', 'getList', { page: 1 }])).toEqual({ data: [{ ...ann, isBlock: true }, bob], total: 3 });
    expect(client.getQueryData(['users', 'getMany', { ids: ['u1', 'u3'] }])).toEqual([{ ...ann, isBlock: true }, cid]);
    expect(client.getQueryData(['users', 'getOne', { id: 'u1' }])).toEqual({ ...ann, isBlock: true });
    // a page without the row, and another resource's row of the same id, are the same objects
    expect(client.getQueryData(['users', 'getList', { page: 2 }])).toBe(page2);
    expect(client.getQueryData(['team', 'getList', { page: 1 }])).toBe(team);
  });

  it("takes removed rows off the pages that held them, and as many off those pages' totals", () => {
    const client = clientWith();
    showChangedRows(client, { resource: 'users', removed: ['u1', 'u3'] });
    expect(client.getQueryData(['users', 'getList', { page: 1 }])).toEqual({ data: [bob], total: 2 });
    expect(client.getQueryData(['users', 'getList', { page: 2 }])).toEqual({ data: [], total: 2 });
    expect(client.getQueryData(['users', 'getMany', { ids: ['u1', 'u3'] }])).toEqual([]);
  });
});
