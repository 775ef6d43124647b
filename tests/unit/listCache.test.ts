import { describe, expect, it, vi } from 'vitest';
import { ListCache, type Row } from '../../src/dataProvider/listCache';
import { filterAndSort, rowFilter, sliceList } from '../../src/dataProvider/listEngine';

const boxes: Row[] = [
  { id: 'a', name: 'Knife Case', price: 25, category: ['c1'], hideBox: false, createdAt: '2025-03-01T10:00:00Z' },
  { id: 'b', name: 'glove case', price: 4.99, category: ['c2'], hideBox: true, createdAt: '2025-01-15T10:00:00Z' },
  { id: 'c', name: 'Ancient Box', price: 250, category: ['c1', 'c2'], hideBox: false, createdAt: '2025-02-10T10:00:00Z' },
  { id: 'd', name: 'Budget box', price: 25, category: [], hideBox: false, createdAt: null },
  { id: 'e', name: 'Zeus Box', price: 600, category: ['c3'], hideBox: false },
];

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('sliceList paging', () => {
  it('returns the requested page and the total', () => {
    const page = sliceList(boxes, { pagination: { page: 2, perPage: 2 } });
    expect(ids(page.data)).toEqual(['c', 'd']);
    expect(page.total).toBe(5);
  });

  it('returns an empty page past the end', () => {
    expect(sliceList(boxes, { pagination: { page: 9, perPage: 2 } }).data).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts numbers numerically, ascending and descending', () => {
    expect(ids(filterAndSort(boxes, { sort: { field: 'price', order: 'ASC' } }))).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(ids(filterAndSort(boxes, { sort: { field: 'price', order: 'DESC' } }))).toEqual(['e', 'c', 'a', 'd', 'b']);
  });

  it('is stable: equal values keep their server order in both directions', () => {
    const asc = ids(filterAndSort(boxes, { sort: { field: 'price', order: 'ASC' } }));
    const desc = ids(filterAndSort(boxes, { sort: { field: 'price', order: 'DESC' } }));
    expect(asc.indexOf('a')).toBeLessThan(asc.indexOf('d'));
    expect(desc.indexOf('a')).toBeLessThan(desc.indexOf('d'));
  });

  it('sorts text case-insensitively', () => {
    expect(ids(filterAndSort(boxes, { sort: { field: 'name', order: 'ASC' } }))).toEqual(['c', 'd', 'b', 'a', 'e']);
  });

  it('sorts text as a reader would: digit runs as numbers, without accents or case; numbers and dates written as text by value', () => {
    const names = ['player10', 'Player2', 'player02b', 'player2a', 'élan', 'Elan2', 'a007', 'a7b', 'zed', 'a0', 'a1234567890123'];
    const rows: Row[] = names.map((name) => ({ id: name, name }));
    expect(ids(filterAndSort(rows, { sort: { field: 'name', order: 'ASC' } }))).toEqual([
      'a0',
      'a007',
      'a7b',
      'a1234567890123',
      'élan',
      'Elan2',
      'Player2',
      'player2a',
      'player02b',
      'player10',
      'zed',
    ]);
    const mixed: Row[] = ['10', ' 9', '-3.5', '2025-02-01T10:00:00Z', '2025-01-01T10:00:00Z'].map((value) => ({ id: value, value }));
    const numbers = filterAndSort(mixed.slice(0, 3), { sort: { field: 'value', order: 'ASC' } });
    expect(ids(numbers)).toEqual(['-3.5', ' 9', '10']);
    const dates = filterAndSort(mixed.slice(3), { sort: { field: 'value', order: 'ASC' } });
    expect(ids(dates)).toEqual(['2025-01-01T10:00:00Z', '2025-02-01T10:00:00Z']);
  });

  it('puts missing values last in both directions', () => {
    expect(ids(filterAndSort(boxes, { sort: { field: 'createdAt', order: 'ASC' } }))).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(ids(filterAndSort(boxes, { sort: { field: 'createdAt', order: 'DESC' } }))).toEqual(['a', 'c', 'b', 'd', 'e']);
  });

  it('does not change the input array', () => {
    const copy = [...boxes];
    filterAndSort(boxes, { sort: { field: 'price', order: 'DESC' } });
    expect(boxes).toEqual(copy);
  });
});

describe('filters', () => {
  it('q matches any text field, case-insensitively', () => {
    expect(ids(boxes.filter(rowFilter({ q: 'CASE' })))).toEqual(['a', 'b']);
    expect(ids(boxes.filter(rowFilter({ q: '  box ' })))).toEqual(['c', 'd', 'e']);
  });

  it('a field filter is an exact match', () => {
    expect(ids(boxes.filter(rowFilter({ price: 25 })))).toEqual(['a', 'd']);
    expect(ids(boxes.filter(rowFilter({ hideBox: true })))).toEqual(['b']);
    expect(ids(boxes.filter(rowFilter({ name: 'Knife' })))).toEqual([]);
  });

  it('a list value means one of; a list field matches when it holds the value', () => {
    expect(ids(boxes.filter(rowFilter({ id: ['a', 'e'] })))).toEqual(['a', 'e']);
    expect(ids(boxes.filter(rowFilter({ category: 'c2' })))).toEqual(['b', 'c']);
  });

  it('range suffixes compare values (the box price filter)', () => {
    expect(ids(boxes.filter(rowFilter({ price_gte: 5, price_lt: 25 })))).toEqual([]);
    expect(ids(boxes.filter(rowFilter({ price_gte: 25, price_lte: 250 })))).toEqual(['a', 'c', 'd']);
    expect(ids(boxes.filter(rowFilter({ price_gt: 500 })))).toEqual(['e']);
    expect(ids(boxes.filter(rowFilter({ createdAt_gte: '2025-02-01' })))).toEqual(['a', 'c']);
  });

  it('ignores empty values', () => {
    expect(boxes.filter(rowFilter({ q: '', price: undefined, category: [] }))).toHaveLength(5);
  });

  it('combines filters, sort and page', () => {
    const page = sliceList(boxes, {
      filter: { q: 'box', hideBox: false },
      sort: { field: 'price', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(ids(page.data)).toEqual(['e', 'c']);
    expect(page.total).toBe(3);
  });
});

describe('ListCache', () => {
  it('loads a resource once and serves every page from memory', async () => {
    const cache = new ListCache();
    const load = vi.fn(async () => boxes);
    const first = await cache.getList('box', load, { pagination: { page: 1, perPage: 2 } });
    const second = await cache.getList('box', load, { pagination: { page: 3, perPage: 2 } });
    expect(ids(first.data)).toEqual(['a', 'b']);
    expect(ids(second.data)).toEqual(['e']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent readers', async () => {
    const cache = new ListCache();
    const load = vi.fn(async () => boxes);
    await Promise.all([cache.rows('box', load), cache.rows('box', load), cache.rows('box', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after invalidate (a mutation) and after clear (logout)', async () => {
    const cache = new ListCache();
    const load = vi.fn(async () => boxes);
    await cache.rows('box', load);
    cache.invalidate('box');
    expect(cache.has('box')).toBe(false);
    await cache.rows('box', load);
    cache.clear();
    await cache.rows('box', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('invalidates one resource only', async () => {
    const cache = new ListCache();
    await cache.rows('box', async () => boxes);
    await cache.rows('brand', async () => []);
    cache.invalidate('brand');
    expect(cache.has('box')).toBe(true);
    expect(cache.has('brand')).toBe(false);
  });

  it('does not keep a failed load', async () => {
    const cache = new ListCache();
    await expect(cache.rows('box', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('box')).toBe(false);
    await expect(cache.rows('box', async () => boxes)).resolves.toHaveLength(5);
  });

  it('loads again once the rows are older than maxAgeMs', async () => {
    let now = 0;
    const cache = new ListCache({ maxAgeMs: 1000, now: () => now });
    const load = vi.fn(async () => boxes);
    await cache.rows('box', load);
    now = 1000;
    await cache.rows('box', load);
    now = 1001;
    await cache.rows('box', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with 100,000 rows, getList returns 10 rows and the total', async () => {
    const rows: Row[] = Array.from({ length: 100_000 }, (_, index) => ({
      id: `u${index}`,
      username: `user${index}`,
      email: `user${index}@example.com`,
      wallet: (index * 7919) % 1000,
      isBlock: index % 10 === 0,
    }));
    const cache = new ListCache();
    const load = vi.fn(async () => rows);
    const page = await cache.getList('users', load, {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'wallet', order: 'DESC' },
      filter: { isBlock: false },
    });
    expect(page.data).toHaveLength(10);
    expect(page.total).toBe(90_000);
    const wallets = page.data.map((row) => row.wallet as number);
    expect([...wallets].sort((a, b) => b - a)).toEqual(wallets);

    const search = await cache.getList('users', load, { pagination: { page: 1, perPage: 10 }, filter: { q: 'user99999' } });
    expect(search.data.map((row) => row.id)).toEqual(['u99999']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
