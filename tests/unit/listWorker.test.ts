/**
 * The list worker's protocol, both sides of the boundary: the main thread's WorkerLists talking
 * over a real MessageChannel (structured clone) to the worker's serveLists/ListService, which
 * fetches the whole list itself. The answers must equal the in-process rules (sliceList) case by
 * case, and the indexes (ListIndex) must never change an answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { getToken, setToken } from '../../src/dataProvider/http';
import { rowText, sliceList, type ListQuery, type Row } from '../../src/dataProvider/listEngine';
import { ListIndex } from '../../src/dataProvider/listIndex';
import { WorkerLists } from '../../src/dataProvider/listClient';
import { ListService, serveLists, type MessageEndpoint } from '../../src/dataProvider/listService';
import { createDataProvider } from '../../src/dataProvider';
import { ROWS_AS_JSON, type WholeListMeta } from '../../src/dataProvider/listCache';

const boxes: Row[] = [
  { _id: 'a', name: 'Knife Case', price: 25, category: ['c1'], hideBox: false, createdAt: '2025-03-01T10:00:00Z' },
  { _id: 'b', name: 'glove case', price: 4.99, category: ['c2'], hideBox: true, createdAt: '2025-01-15T10:00:00Z' },
  { _id: 'c', name: 'Ancient Box', price: 250, category: ['c1', 'c2'], hideBox: false, createdAt: '2025-02-10T10:00:00Z' },
  { _id: 'd', name: 'Budget box', price: 25, category: [], hideBox: false, createdAt: null },
  { _id: 'e', name: 'Zeus Box', price: 600, category: ['c3'], hideBox: false },
];
const withIds = boxes.map((row) => ({ ...row, id: row._id }));

const cases: ListQuery[] = [
  { pagination: { page: 2, perPage: 2 } },
  { pagination: { page: 9, perPage: 2 } },
  { sort: { field: 'price', order: 'ASC' } },
  { sort: { field: 'price', order: 'DESC' } },
  { sort: { field: 'name', order: 'ASC' } },
  { sort: { field: 'createdAt', order: 'ASC' } },
  { sort: { field: 'createdAt', order: 'DESC' } },
  { filter: { q: 'CASE' } },
  { filter: { q: '  box ' } },
  { filter: { price: 25 } },
  { filter: { hideBox: true } },
  { filter: { name: 'Knife' } },
  { filter: { id: ['a', 'e'] } },
  { filter: { category: 'c2' } },
  { filter: { price_gte: 25, price_lte: 250 } },
  { filter: { createdAt_gte: '2025-02-01' } },
  { filter: { q: '', price: undefined, category: [] } },
  { filter: { q: 'box', hideBox: false }, sort: { field: 'price', order: 'DESC' }, pagination: { page: 1, perPage: 2 } },
];

const BASE = 'http://api.test/api/admin/getBox';

function fakeFetcher(rows: () => Row[], etag = '"v1"') {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    seen.push({ url: String(url), headers });
    if (headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', boxes: rows() }), { status: 200, headers: { etag } });
  });
  return { fetcher: fetcher as unknown as typeof fetch, seen, calls: fetcher };
}

/** The two ends of a real MessageChannel: the worker's service on one, WorkerLists on the other. */
function overChannel(service: ListService): WorkerLists {
  const channel = new MessageChannel();
  serveLists(channel.port1 as unknown as MessageEndpoint, service);
  channel.port1.start();
  return new WorkerLists(() => {
    channel.port2.start();
    return channel.port2 as unknown as MessageEndpoint;
  });
}

const source = { call: { method: 'GET', path: BASE, replyKey: 'boxes' }, load: () => Promise.reject(new Error('not used')) };
const ids = (rows: Row[]) => rows.map((row) => row.id);

afterEach(() => localStorage.clear());

describe('the list worker protocol', () => {
  it.each(cases.map((query) => [JSON.stringify(query), query] as const))('answers %s as the in-process rules do', async (_name, query) => {
    const { fetcher } = fakeFetcher(() => boxes);
    const lists = overChannel(new ListService({ fetcher }));
    const expected = sliceList(withIds, query);
    const page = await lists.page('box', source, query);
    expect(ids(page.data)).toEqual(ids(expected.data));
    expect(page.total).toBe(expected.total);
  });

  it('fetches once with the bearer token, then serves every page from the worker', async () => {
    setToken('tok-1');
    const { fetcher, seen } = fakeFetcher(() => boxes);
    const lists = overChannel(new ListService({ fetcher }));
    await lists.page('box', source, { pagination: { page: 1, perPage: 2 } });
    const last = await lists.page('box', source, { pagination: { page: 3, perPage: 2 }, sort: { field: 'name', order: 'DESC' } });
    expect(ids(last.data)).toEqual(['c']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: BASE, headers: { authorization: 'Bearer tok-1' } });
  });

  it("says with each page until when its rows stay: their read time plus the store's age limit", async () => {
    let now = 1_000;
    const { fetcher, seen } = fakeFetcher(() => boxes);
    const lists = overChannel(new ListService({ fetcher, maxAgeMs: 500, now: () => now }));
    expect((await lists.page('box', source, {})).freshUntil).toBe(1_500);
    now = 1_400;
    expect((await lists.page('box', source, { pagination: { page: 2, perPage: 2 } })).freshUntil).toBe(1_500);
    now = 1_600; // older than the limit: read again (a 304 here), and fresh from the new read
    expect((await lists.page('box', source, {})).freshUntil).toBe(2_100);
    expect(seen).toHaveLength(2);
  });

  it('after a mutation reads again with If-None-Match and keeps its parsed rows on 304', async () => {
    const { fetcher, seen } = fakeFetcher(() => boxes);
    const lists = overChannel(new ListService({ fetcher }));
    await lists.page('box', source, {});
    lists.invalidate('box');
    const again = await lists.page('box', source, { filter: { q: 'zeus' } });
    expect(ids(again.data)).toEqual(['e']);
    expect(seen).toHaveLength(2);
    expect(seen[1].headers['if-none-match']).toBe('"v1"');
  });

  it('shows the changed rows after an invalidate when the server has new ones', async () => {
    let rows = boxes;
    let version = 1;
    const fetcher = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, msg: 'ok', boxes: rows }), { headers: { etag: `"v${version}"` } }),
    );
    const lists = overChannel(new ListService({ fetcher: fetcher as unknown as typeof fetch }));
    expect((await lists.page('box', source, {})).total).toBe(5);
    rows = boxes.slice(1);
    version = 2;
    lists.invalidate(['box', 'brand']);
    expect((await lists.page('box', source, {})).total).toBe(4);
    lists.clear();
    expect((await lists.page('box', source, {})).total).toBe(4);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('turns a refused reply into an HttpError with the server status and msg; 401 drops the token', async () => {
    setToken('old');
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ code: 401, msg: 'Session expired' })));
    const lists = overChannel(new ListService({ fetcher: fetcher as unknown as typeof fetch }));
    const failure = await lists.page('box', source, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ message: 'Session expired', status: 401 });
    expect(getToken()).toBeNull();
  });

  it('does not keep a failed load: the next read asks again', async () => {
    let down = true;
    const fetcher = vi.fn(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ code: 200, msg: 'ok', boxes }));
    });
    const lists = overChannel(new ListService({ fetcher: fetcher as unknown as typeof fetch }));
    await expect(lists.page('box', source, {})).rejects.toMatchObject({ status: 0 });
    down = false;
    expect((await lists.page('box', source, {})).total).toBe(5);
  });

  it('serves the dataProvider of the admin: getList, getOne, getMany and getManyReference', async () => {
    const { fetcher } = fakeFetcher(() => boxes);
    const table = { box: { list: { method: 'GET' as const, path: BASE, replyKey: 'boxes', paging: 'client' as const } } };
    const dataProvider = createDataProvider({ endpoints: table, cache: overChannel(new ListService({ fetcher })) });
    const list = await dataProvider.getList('box', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'price', order: 'DESC' },
      filter: {},
    });
    expect(ids(list.data)).toEqual(['e', 'c']);
    expect((await dataProvider.getOne('box', { id: 'd' })).data).toMatchObject({ name: 'Budget box' });
    await expect(dataProvider.getOne('box', { id: 'zz' })).rejects.toMatchObject({ status: 404 });
    expect(ids((await dataProvider.getMany('box', { ids: ['e', 'a'] })).data)).toEqual(['a', 'e']);
    expect((await dataProvider.getMany('box', { ids: [] })).data).toEqual([]);
    const refs = await dataProvider.getManyReference('box', {
      target: 'category',
      id: 'c1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(ids(refs.data)).toEqual(['c', 'a']);
    expect(refs.total).toBe(2);
  });

  it('gives the rows of a page as JSON text when asked (for an export), the same rows as the records', async () => {
    const { fetcher } = fakeFetcher(() => boxes);
    const table = { box: { list: { method: 'GET' as const, path: BASE, replyKey: 'boxes', paging: 'client' as const } } };
    const dataProvider = createDataProvider({ endpoints: table, cache: overChannel(new ListService({ fetcher })) });
    const params = { pagination: { page: 1, perPage: 1_000_000 }, sort: { field: 'price', order: 'DESC' as const }, filter: { q: 'box' } };
    const records = await dataProvider.getList('box', params);
    const asText = await dataProvider.getList('box', { ...params, meta: { [ROWS_AS_JSON]: true } });
    expect(asText.data).toEqual([]);
    expect(asText.total).toBe(records.total);
    const rowsJson = (asText.meta as WholeListMeta).rowsJson ?? '[]';
    expect(JSON.parse(rowsJson)).toEqual(records.data);
    expect(ids(records.data)).toEqual(['e', 'c', 'd']);
    // without the flag, no text comes
    expect((records.meta as WholeListMeta | undefined)?.rowsJson).toBeUndefined();
  });
});

describe('without Worker (jsdom)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the same service in-process, over the global fetch', async () => {
    expect(typeof Worker).toBe('undefined');
    const { fetcher } = fakeFetcher(() => boxes);
    vi.stubGlobal('fetch', fetcher);
    const lists = new WorkerLists();
    const page = await lists.page('box', source, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 3 } });
    expect(ids(page.data)).toEqual(['c', 'd', 'b']);
    expect(page.total).toBe(5);
  });
});

describe('a worker that cannot start', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is replaced by the in-process service and the waiting request is answered', async () => {
    class BrokenWorker extends EventTarget {
      postMessage(): void {
        queueMicrotask(() => this.dispatchEvent(new Event('error')));
      }
      terminate(): void {}
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const { fetcher } = fakeFetcher(() => boxes);
    vi.stubGlobal('fetch', fetcher);
    const lists = new WorkerLists(() => new BrokenWorker() as unknown as MessageEndpoint);
    const page = await lists.page('box', source, { sort: { field: 'price', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
    expect(ids(page.data)).toEqual(['e', 'c']);
  });
});

describe('the indexes', () => {
  const words = ['alpha', 'Beta', 'gamma', 'Élan', 'player2', 'player10', '', '42', '7'];
  const rows: Row[] = Array.from({ length: 400 }, (_, i) => ({
    id: `r${i}`,
    word: words[(i * 7) % words.length],
    amount: i % 11 === 0 ? null : ((i * 37) % 50) / 2,
    mixed: i % 3 === 0 ? (i * 13) % 17 : `t${(i * 5) % 9}`,
    when: i % 13 === 0 ? undefined : new Date(Date.UTC(2025, 0, 1 + ((i * 3) % 60))).toISOString(),
    flag: i % 4 === 0,
  }));
  const queries: ListQuery[] = [];
  for (const field of ['word', 'amount', 'mixed', 'when', 'flag', 'id']) {
    for (const order of ['ASC', 'DESC']) {
      for (const filter of [{}, { q: 'a' }, { flag: true }, { amount_gte: 10 }, { word: ['alpha', 'Beta'] }]) {
        queries.push({ sort: { field, order }, filter, pagination: { page: 2, perPage: 25 } });
      }
    }
  }

  it('search the same rows whether their text was prepared ahead in slices, partly, or not at all', () => {
    const searches = ['a', 'élan', 'PLAYER1', '42', 't3'].map((q) => ({ filter: { q }, sort: { field: 'word', order: 'ASC' } }));
    for (const ahead of [0, 7, 399, 400]) {
      const index = new ListIndex(rows);
      if (ahead) index.prepareSearch(ahead);
      for (const query of searches)
        expect(ids(index.slice(query).data), `${ahead} ${query.filter.q}`).toEqual(ids(sliceList(rows, query).data));
    }
    const sliced = new ListIndex(rows);
    let slices = 0;
    while (!sliced.prepareSearch(50)) slices += 1;
    expect(slices).toBe(7);
  });

  it("a row's search text is its fields lower-cased one by one, letters of any script", () => {
    const row = { id: 'x', a: 'ΟΔΟΣ', b: 'Σ', c: 'İstanbul', d: 'ÉLAN', n: 3.5, none: null, flag: true };
    const fieldByField = ['x', 'ΟΔΟΣ', 'Σ', 'İstanbul', 'ÉLAN', 3.5].map((v) => `${String(v).toLowerCase()}\u0001`).join('');
    expect(rowText(row)).toBe(fieldByField);
  });

  it('give the same pages when their column orders were prepared ahead, wholly or partly', () => {
    for (const budget of [3, 40, Infinity]) {
      const index = new ListIndex(rows);
      let steps = 0;
      // `budget` steps of preparation, then the questions (the rest is built on demand)
      index.prepare(() => steps++ < budget);
      for (const query of queries) {
        const expected = sliceList(rows, query);
        const actual = index.slice(query);
        expect(ids(actual.data), `${budget} ${JSON.stringify(query)}`).toEqual(ids(expected.data));
        expect(actual.total).toBe(expected.total);
      }
    }
  });

  it("give a sort's first pages, picked from its column's keys before the order is built, as the plain rules do", () => {
    const pages = [
      { page: 1, perPage: 10 },
      { page: 9, perPage: 50 },
      { page: 30, perPage: 25 },
      { page: 3, perPage: 400 },
    ];
    for (const { sort, filter } of queries.filter((_, i) => i % 3 === 0)) {
      for (const pagination of pages) {
        const query = { sort, filter, pagination };
        const expected = sliceList(rows, query);
        const actual = new ListIndex(rows).slice(query);
        expect(ids(actual.data), JSON.stringify(query)).toEqual(ids(expected.data));
        expect(actual.total).toBe(expected.total);
      }
    }
  });

  it("give a sort's pages one after another, forth and back, as the plain rules do (each beside the one before)", () => {
    for (const { sort, filter } of queries.filter((_, i) => i % 2 === 0)) {
      const index = new ListIndex(rows);
      for (const page of [1, 2, 3, 4, 5, 7, 6, 2, 1]) {
        const query = { sort, filter, pagination: { page, perPage: 10 } };
        const expected = sliceList(rows, query);
        const actual = index.slice(query);
        expect(ids(actual.data), JSON.stringify(query)).toEqual(ids(expected.data));
        expect(actual.total).toBe(expected.total);
      }
    }
  });

  it('prepare ahead in short steps: the search text, then the whole order of each column sorted by, then say so', () => {
    const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `n${(i * 7919) % 10_000}`, at: (i * 31) % 997 }));
    const index = new ListIndex(many);
    // one step per call, as the worker's idle tasks do with a few ms each
    const tasksUntilDone = () => {
      let calls = 1;
      for (let steps = 0; !index.prepare(() => steps++ < 1); steps = 0) calls += 1;
      return calls;
    };
    // the search text, 1,000 rows a step; no column was sorted by yet
    expect(tasksUntilDone()).toBe(10);
    const byName = index.slice({ sort: { field: 'name', order: 'DESC' }, pagination: { page: 1, perPage: 3 } });
    expect(byName.data.map((row) => row.name)).toEqual(['n9999', 'n9998', 'n9997']);
    // the name column's keys are read: its sort is left, in short steps
    expect(tasksUntilDone()).toBeGreaterThan(5);
    expect(index.prepare(() => true)).toBe(true);
    const deep = { sort: { field: 'name', order: 'ASC' }, pagination: { page: 900, perPage: 10 } };
    expect(ids(index.slice(deep).data)).toEqual(ids(sliceList(many, deep).data));
  });

  it('give the same pages as the plain rules, in any order of questions', () => {
    const index = new ListIndex(rows);
    for (const query of [...queries, ...queries.slice().reverse()]) {
      const expected = sliceList(rows, query);
      const actual = index.slice(query);
      expect(ids(actual.data), JSON.stringify(query)).toEqual(ids(expected.data));
      expect(actual.total).toBe(expected.total);
    }
  });
});
