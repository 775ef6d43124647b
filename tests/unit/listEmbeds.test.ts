import { describe, expect, it } from 'vitest';
import { createDataProvider, type DataProviderDeps } from '../../src/dataProvider';
import { LIST_EMBEDS, listsShowing } from '../../src/dataProvider/endpoints';
import { ENDPOINTS } from '../../src/resources/registry';
import { ListCache, type Row } from '../../src/dataProvider/listCache';

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

  it('after renaming a product the order list is read again and shows the new name', async () => {
    const { request, reads } = shop();
    const provider = createDataProvider({ endpoints: ENDPOINTS, cache: new ListCache(), request });
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
