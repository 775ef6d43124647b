/** The catalog's endpoint rows and custom methods through createDataProvider with a fake request. */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { ENDPOINTS } from '../../src/resources/registry';
import { ListCache } from '../../src/dataProvider/listCache';
import { productListBody } from '../../src/resources/product/productListBody';
import type { httpRequest } from '../../src/dataProvider/http';

function provider(reply: Record<string, unknown> = {}) {
  const request = vi.fn(async () => ({ code: 200, msg: 'ok', ...reply })) as unknown as typeof httpRequest & ReturnType<typeof vi.fn>;
  return { dp: createDataProvider({ endpoints: ENDPOINTS, request, cache: new ListCache() }), request };
}

describe('catalog dataProvider', () => {
  it('pages products on the server: skip = page index x limit, filters passed, total from totalProductsCount', async () => {
    expect(productListBody({ pagination: { page: 3, perPage: 12 }, filter: { rarity: 'r1', category: '', other: 'x' } })).toEqual({
      skip: 24,
      limit: 12,
      rarity: 'r1',
    });
    const { dp, request } = provider({ product: [{ _id: 'p1', name: 'A' }], totalProductsCount: 40 });
    const page = await dp.getList('product', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'id', order: 'ASC' },
      filter: { category: 'c1' },
    });
    expect(page).toEqual({ data: [{ _id: 'p1', id: 'p1', name: 'A' }], total: 40 });
    expect(request).toHaveBeenCalledWith(
      'POST',
      'api/admin/getProduct',
      expect.objectContaining({ body: { skip: 12, limit: 12, category: 'c1' } }),
    );
  });

  it('sends a category as multipart, the chosen image as the file; a removed image as ""', async () => {
    const { dp, request } = provider({ categoryData: { _id: 'c9', name: 'New' } });
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const created = await dp.create('category', {
      data: { name: 'New', categoryType: 'box', image: { rawFile: file, src: 'blob:x', title: 'a.png' } },
    });
    expect(created.data).toMatchObject({ id: 'c9', name: 'New' });
    const form = (request.mock.calls[0][2] as { formData: FormData }).formData;
    expect(request.mock.calls[0][0]).toBe('POST');
    expect(request.mock.calls[0][1]).toBe('/api/admin/createCategory');
    expect(form.get('name')).toBe('New');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.get('image')).toBeNull();
    await dp.update('category', { id: 'c9', data: { id: 'c9', name: 'New', image: null }, previousData: { id: 'c9' } });
    expect((request.mock.calls[1][2] as { formData: FormData }).formData.get('image')).toBe('');
  });

  it('creates a rarity through craeteRarity with name and color only', async () => {
    const { dp, request } = provider({ rarityData: { _id: 'r9', name: 'Mythic', color: '#ff00ff' } });
    await dp.create('rarity', { data: { name: 'Mythic', color: '#ff00ff', extra: 1 } });
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/api/admin/craeteRarity',
      expect.objectContaining({ body: { name: 'Mythic', color: '#ff00ff' } }),
    );
  });

  it('bulk deletes with {ids} on the deleteSelected call', async () => {
    const { dp, request } = provider();
    await dp.deleteMany('box', { ids: ['a', 'b'] });
    expect(request).toHaveBeenCalledWith('PUT', 'api/admin/deleteSelectedBox', expect.objectContaining({ body: { ids: ['a', 'b'] } }));
  });

  it('saves a box as multipart with chooseProduct and category as JSON, and searches with game id 730', async () => {
    const { dp, request } = provider({ products: [], count: 0, specialTagList: [], latestColor: null });
    await dp.saveBox(null, {
      file: new File([new Uint8Array([1])], 'b.png'),
      name: 'B',
      price: 10,
      category: ['c1'],
      chooseProduct: [{ pid: 'p1', chance: 100, sellPrice: 1, purchasePrice: 1 }],
      hideBox: false,
      enableBox: true,
      boxProfit: 5,
      description: '',
      specialTag: '',
      color: '',
    });
    const form = (request.mock.calls[0][2] as { formData: FormData }).formData;
    expect(request.mock.calls[0][1]).toBe('/api/admin/createBox');
    expect(JSON.parse(String(form.get('chooseProduct')))).toEqual([{ pid: 'p1', chance: 100, sellPrice: 1, purchasePrice: 1 }]);
    expect(JSON.parse(String(form.get('category')))).toEqual(['c1']);
    expect(form.get('itemsCount')).toBe('1');
    await dp.searchProducts({ title: 'x', min: undefined, skip: 12, limit: 12 });
    expect(request).toHaveBeenLastCalledWith(
      'POST',
      'api/admin/getSearchProducts',
      expect.objectContaining({ body: { gameId: 730, title: 'x', skip: 12, limit: 12 } }),
    );
  });
});
