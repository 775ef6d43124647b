import { describe, expect, it } from 'vitest';
import { createDataProvider, type DataProviderDeps } from '../../src/dataProvider';
import { EMBEDDED_FIELDS, LIST_EMBEDS, listsLeftAsTheyWere, listsShowing } from '../../src/dataProvider/endpoints';
import { ENDPOINTS } from '../../src/resources/registry';
import { ListCache, type Row } from '../../src/dataProvider/listCache';
import type { ChangedRows } from '../../src/dataProvider/rowChanges';

/** A request double answering from in-memory rows, counting the list reads per path. */
function shop() {
  const product = { _id: 'p1', name: 'Old name' };
  const reads: Record<string, number> = {};
  const request = async <T>(method: string, path: string): Promise<T> => {
    const key = path.replace(/^\//, '');
    if (method === 'GET') reads[key] = (reads[key] ?? 0) + 1;
    if (key === 'api/admin/getOrders') return { code: 200, orders: [{ _id: 'o1', productId: { ...product } }] } as T;
    if (key === 'api/admin/getAllActivityLogsData') return { code: 200, activityLogs: [] } as T;
    if (key === 'api/admin/getBrand') return { code: 200, brand: [] } as T;
    if (method === 'PUT' && key.startsWith('api/admin/updateProduct')) {
      product.name = 'New name';
      return { code: 200, msg: 'Product updated' } as T;
    }
    throw new Error(`unexpected ${method} ${key}`);
  };
  return { request: request as NonNullable<DataProviderDeps['request']>, reads };
}

describe('lists showing other entities', () => {
  it('every list named in the declaration is a whole list of the endpoint table, and so is every entity it shows', () => {
    for (const [list, shown] of Object.entries(LIST_EMBEDS)) {
      expect(ENDPOINTS[list]?.list.paging).toBe('client');
      if (shown !== 'everyChange') for (const entity of shown) expect(ENDPOINTS[entity]).toBeDefined();
    }
  });

  it('a product change drops the order list (it shows product names) and the activity log, not the brands', () => {
    expect(listsShowing('product')).toEqual(expect.arrayContaining(['product', 'orders', 'returnOrders', 'activityLogs']));
    expect(listsShowing('product')).not.toContain('brand');
    expect(listsShowing('brand')).toEqual(['brand', 'activityLogs']);
  });

  it('names the fields of an entity only for lists declared as showing it', () => {
    for (const [list, entities] of Object.entries(EMBEDDED_FIELDS)) {
      for (const entity of Object.keys(entities)) expect(listsShowing(entity)).toContain(list);
    }
  });

  it("leaves the order lists as they were after a user's block or type change, not after a rename or a removal", () => {
    const leftBy = (fields: object) => listsLeftAsTheyWere({ resource: 'users', rows: [['u1', fields]] }).sort();
    expect(leftBy({ isBlock: true })).toEqual(['orders', 'purchaseHistory']);
    expect(leftBy({ userType: 'streamer' })).toEqual(['orders', 'purchaseHistory']);
    // the activity log and the lists whose user fields are not declared wait for their new read
    expect(leftBy({ isBlock: true })).not.toContain('activityLogs');
    expect(leftBy({ isBlock: true })).not.toContain('withdrawals');
    expect(leftBy({ isBlock: true, username: 'renamed' })).toEqual([]);
    expect(listsLeftAsTheyWere({ resource: 'users', removed: ['u1'] })).toEqual([]);
    expect(listsLeftAsTheyWere({ resource: 'orders', rows: [['l1', { status: 'cancel' }]] })).toEqual([]);
  });

  it("tells the list store, after a user's block, that the order lists' drops are explained as well", async () => {
    const told: string[] = [];
    const dropped: string[] = [];
    const store = new ListCache();
    const cache = Object.assign(store, {
      invalidate: (resources: string | readonly string[]) => dropped.push(...(typeof resources === 'string' ? [resources] : resources)),
      changed: ({ resource, rows = [] }: ChangedRows) => told.push(`${resource}:${rows.length}`),
    });
    const request = (async () => ({ code: 200, block: true })) as unknown as NonNullable<DataProviderDeps['request']>;
    const provider = createDataProvider({ cache, request });
    await provider.blockUser('u1');
    expect(dropped).toEqual(expect.arrayContaining(['users', 'orders', 'purchaseHistory', 'withdrawals', 'activityLogs']));
    await provider.rowsChanged({ resource: 'users', rows: [['u1', { isBlock: true }]] });
    expect(told.sort()).toEqual(['orders:0', 'purchaseHistory:0', 'users:1']);
  });

  it('after renaming a product the order list is read again and shows the new name', async () => {
    const { request, reads } = shop();
    const provider = createDataProvider({ cache: new ListCache(), request });
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    const before = await provider.getList('orders', page);
    await provider.getList('brand', page);
    expect((before.data[0] as Row & { productId: { name: string } }).productId.name).toBe('Old name');
    await provider.saveProduct('p1', { name: 'New name' }, {});
    const after = await provider.getList('orders', page);
    await provider.getList('brand', page);
    expect((after.data[0] as Row & { productId: { name: string } }).productId.name).toBe('New name');
    expect(reads['api/admin/getOrders']).toBe(2);
    expect(reads['api/admin/getBrand']).toBe(1);
  });
});
