/**
 * The list worker after an action (src/dataProvider/listService.ts `changed`): while the list is
 * read again, its pages come from the rows read before with the action's changes (a page turn, a
 * sort, a filter do not wait for the new read), marked `interim`; a whole read waits for the list,
 * and rows that may be wrong (an invalidation no `changed` explains) are never shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sliceList, type ListQuery, type Row } from '../../src/dataProvider/listEngine';
import { ListIndex } from '../../src/dataProvider/listIndex';
import { changeLookup } from '../../src/dataProvider/rowChanges';
import {
  indexWithChanges,
  ListService,
  type FromListWorker,
  type PageRequest,
  type WholeListPage,
} from '../../src/dataProvider/listService';

const lines: Row[] = Array.from({ length: 30 }, (_, i) => ({
  _id: `l${i}`,
  orderId: `o${Math.floor(i / 3)}`,
  status: i % 4 === 0 ? 'shipped' : 'processing',
  price: 100 - i,
}));
const withIds = (rows: Row[]) => rows.map((row) => ({ ...row, id: row._id }));
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

/** A server whose replies the test lets go one by one: `serve(rows)` answers the oldest waiting fetch. */
function heldServer() {
  const waiting: Array<(rows: Row[]) => void> = [];
  const fetcher = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push((rows) =>
          resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', orders: rows }), { headers: { etag: `"${rows.length}"` } })),
        );
      }),
  );
  return {
    fetcher: fetcher as unknown as typeof fetch,
    calls: () => fetcher.mock.calls.length,
    serve: async (rows: Row[]) => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.(rows);
    },
  };
}

let nextId = 1;
function ask(service: ListService, query: ListQuery, early = true, resource = 'orders'): Promise<WholeListPage> {
  const request: PageRequest = {
    kind: 'page',
    id: nextId++,
    resource,
    url: `http://api.test/${resource}`,
    method: 'GET',
    replyKey: 'orders',
    token: null,
    query,
    early,
  };
  return service.handle(request).then((reply?: FromListWorker) => {
    if (!reply?.ok) throw new Error('refused');
    return reply.page;
  });
}

/** A service that has read `lines` once. */
async function readOnce() {
  const server = heldServer();
  const service = new ListService({ fetcher: server.fetcher });
  const first = ask(service, {});
  await server.serve(lines);
  await first;
  return { server, service };
}

/** What a cancel of order o1 (lines l3, l4, l5) tells the worker, after the dataProvider's invalidate. */
async function cancelOrder(service: ListService, resources = ['orders']) {
  await service.handle({ kind: 'invalidate', resources });
  const rows = ['l3', 'l4', 'l5'].map((id) => [id, { status: 'cancel', reason: 'Out of stock' }] as const);
  await service.handle({ kind: 'changed', resource: 'orders', changes: { rows } });
}

const cancelled = withIds(lines).map((row) =>
  ['l3', 'l4', 'l5'].includes(row.id as string) ? { ...row, status: 'cancel', reason: 'Out of stock' } : row,
);

afterEach(() => vi.restoreAllMocks());

describe('the list worker while a list is read again after an action', () => {
  it.each<[string, ListQuery]>([
    ['the page shown', { pagination: { page: 1, perPage: 10 } }],
    ['the next page', { pagination: { page: 2, perPage: 10 } }],
    ['a sort', { sort: { field: 'price', order: 'ASC' }, pagination: { page: 1, perPage: 10 } }],
    ['a filter by the changed field', { filter: { status: 'processing' }, pagination: { page: 1, perPage: 10 } }],
    ['a search', { filter: { q: 'out of' }, pagination: { page: 1, perPage: 10 } }],
  ])('answers %s at once from the rows before, with the changes, marked interim', async (_name, query) => {
    const { server, service } = await readOnce();
    await cancelOrder(service);
    const page = await ask(service, query);
    const expected = sliceList(cancelled, query);
    expect(page.interim).toBe(true);
    expect(page.freshUntil).toBe(0);
    expect(page.data).toEqual(expected.data);
    expect(page.total).toBe(expected.total);
    expect(server.calls()).toBe(2); // the list is being read again meanwhile
  });

  it('fills a page from the rows after a removed one, and counts it out of the total', async () => {
    const { service } = await readOnce();
    await service.handle({ kind: 'invalidate', resources: ['orders'] });
    await service.handle({ kind: 'changed', resource: 'orders', changes: { removed: ['l0', 'l1'] } });
    const page = await ask(service, { pagination: { page: 1, perPage: 10 } });
    expect(ids(page.data)).toEqual(ids(withIds(lines).slice(2, 12)));
    expect(page.total).toBe(28);
  });

  it("gives the server's rows once they have come, and a whole read waits for them", async () => {
    const { server, service } = await readOnce();
    await cancelOrder(service);
    const whole = ask(service, { pagination: { page: 1, perPage: 10 } }, false);
    expect((await ask(service, { pagination: { page: 1, perPage: 10 } })).interim).toBe(true);
    const fromServer = lines.slice(1).map((row) => ({ ...row, status: 'delivered' }));
    await server.serve(fromServer);
    const read = await whole;
    expect(read.interim).toBeUndefined();
    expect(read.total).toBe(29);
    const after = await ask(service, { pagination: { page: 1, perPage: 10 } });
    expect(after.interim).toBeUndefined();
    expect(after.data.every((row) => row.status === 'delivered')).toBe(true);
  });

  it('keeps a second action made while the list is read, and reads it again for it', async () => {
    const { server, service } = await readOnce();
    await cancelOrder(service);
    await ask(service, {}); // the read again starts
    await service.handle({ kind: 'invalidate', resources: ['orders'] });
    await service.handle({ kind: 'changed', resource: 'orders', changes: { rows: [['l9', { status: 'delivered' }]] } });
    const page = await ask(service, { filter: { status: ['cancel', 'delivered'] } });
    expect(page.interim).toBe(true);
    expect(ids(page.data)).toEqual(['l3', 'l4', 'l5', 'l9']);
    // the read started before the second action does not end the interim rows: a third read is asked
    await server.serve(lines);
    await vi.waitFor(() => expect(server.calls()).toBe(3));
    expect((await ask(service, { filter: { status: 'delivered' } })).interim).toBe(true);
    await server.serve(lines);
    const read = await ask(service, {}, false);
    expect(read.interim).toBeUndefined();
  });

  it('keeps the rows with a second action when the read under way ends before another page is asked for', async () => {
    const { server, service } = await readOnce();
    await cancelOrder(service);
    await ask(service, {}); // the read again starts
    const whole = ask(service, {}, false); // answered when that read has ended
    await service.handle({ kind: 'invalidate', resources: ['orders'] });
    await service.handle({ kind: 'changed', resource: 'orders', changes: { rows: [['l9', { status: 'delivered' }]] } });
    await server.serve(lines); // from before the second action
    expect((await whole).interim).toBeUndefined();
    const page = await ask(service, { filter: { status: 'delivered' } });
    expect(page.interim).toBe(true);
    expect(ids(page.data)).toEqual(['l9']);
  });

  it('waits for the new read when a change came without its rows (an edit)', async () => {
    const { server, service } = await readOnce();
    await service.handle({ kind: 'invalidate', resources: ['orders'] }); // an edit: no `changed` follows
    await cancelOrder(service);
    let answered = false;
    const page = ask(service, { pagination: { page: 1, perPage: 10 } }).then((reply) => {
      answered = true;
      return reply;
    });
    await vi.waitFor(() => expect(server.calls()).toBe(2));
    expect(answered).toBe(false);
    await server.serve(lines);
    expect((await page).interim).toBeUndefined();
  });

  it('answers nothing interim after a clear (logout, Refresh)', async () => {
    const { server, service } = await readOnce();
    await cancelOrder(service);
    await service.handle({ kind: 'clear' });
    const page = ask(service, {});
    await server.serve(lines);
    expect((await page).interim).toBeUndefined();
  });
});

describe("the rows with an action's changes (indexWithChanges)", () => {
  it.each([true, false])('search as the plain rules do, their search text prepared before: %s', (prepared) => {
    const index = new ListIndex(withIds(lines));
    if (prepared) index.prepareSearch(lines.length);
    const next = indexWithChanges(index, changeLookup({ rows: [['l12', { reason: 'Out of stock' }]], removed: ['l2', 'l7'] }));
    const expected = withIds(lines)
      .filter((row) => row.id !== 'l2' && row.id !== 'l7')
      .map((row) => (row.id === 'l12' ? { ...row, reason: 'Out of stock' } : row));
    for (const q of ['out of', 'l1', 'l7', 'o4', 'processing', '88']) {
      expect(next?.slice({ filter: { q } })).toEqual(sliceList(expected, { filter: { q } }));
    }
    expect(indexWithChanges(index, changeLookup({ removed: ['nobody'] }))).toBeNull();
  });
});
