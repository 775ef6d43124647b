import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { EndpointTable } from '../../src/dataProvider/endpoints';
import { ListCache } from '../../src/dataProvider/listCache';
import { installFakeFetch } from './fakeFetch';

const table: EndpointTable = {
  brand: {
    list: { method: 'GET', path: 'api/admin/getBrand', replyKey: 'brand', paging: 'client' },
    one: { method: 'GET', path: 'api/admin/getBrandDetailById/{id}', replyKey: 'brandData' },
    create: { method: 'POST', path: '/api/admin/createBrand', multipart: true },
    update: { method: 'PUT', path: '/api/admin/updateBrand/{id}' },
    delete: { method: 'DELETE', path: 'api/admin/deleteBrand/{id}' },
    deleteMany: { method: 'PUT', path: 'api/admin/deleteSelectedBrand' },
  },
  rarity: {
    list: { method: 'GET', path: 'api/admin/getRarity', replyKey: 'rarity', paging: 'client' },
  },
  product: {
    list: {
      method: 'POST',
      path: 'api/admin/getProduct',
      replyKey: 'product',
      paging: 'server',
      totalKey: 'totalProductsCount',
      body: ({ pagination }) => ({ skip: ((pagination?.page ?? 1) - 1) * (pagination?.perPage ?? 10), limit: pagination?.perPage ?? 10 }),
    },
  },
};

const brands = [
  { _id: 'b1', name: 'Acme', createdAt: '2025-01-01' },
  { _id: 'b2', name: 'Zenith', createdAt: '2025-02-01' },
  { _id: 'b3', name: 'Bolt', createdAt: '2025-03-01' },
];

beforeEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function setup() {
  const fake = installFakeFetch({
    'GET /api/admin/getBrand': { body: { code: 200, msg: 'ok', brand: brands } },
    'GET /api/admin/getRarity': { body: { code: 200, msg: 'ok', rarity: [{ _id: 'r1', name: 'Rare', color: '#f00' }] } },
    'GET /api/admin/getBrandDetailById/b2': { body: { code: 200, msg: 'ok', brandData: brands[1] } },
    'POST /api/admin/createBrand': { body: { code: 200, msg: 'Brand created', data: { _id: 'b4' } } },
    'PUT /api/admin/updateBrand/b1': { body: { code: 200, msg: 'Brand updated' } },
    'DELETE /api/admin/deleteBrand/b1': { body: { code: 200, msg: 'Successfully Deleted' } },
    'PUT /api/admin/deleteSelectedBrand': { body: { code: 200, msg: 'Your selected items deleted' } },
    'POST /api/admin/getProduct': { body: { code: 200, msg: 'ok', product: [{ _id: 'p1', name: 'AK' }], totalProductsCount: 31 } },
  });
  const dataProvider = createDataProvider({ endpoints: table, cache: new ListCache() });
  return { fake, dataProvider };
}

describe('createDataProvider', () => {
  it('getList pages, sorts and filters the whole list, with id from _id', async () => {
    const { fake, dataProvider } = setup();
    const page = await dataProvider.getList('brand', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page.data.map((row) => row.id)).toEqual(['b1', 'b3']);
    expect(page.data[0]).toMatchObject({ id: 'b1', _id: 'b1', name: 'Acme' });
    expect(page.total).toBe(3);
    await dataProvider.getList('brand', { pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'z' } });
    expect(fake.calls.filter((call) => call.path === '/api/admin/getBrand')).toHaveLength(1);
  });

  it('getList of a server-paged resource sends the page and reads the total', async () => {
    const { fake, dataProvider } = setup();
    const page = await dataProvider.getList('product', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(JSON.parse(String(fake.calls[0].body))).toEqual({ skip: 20, limit: 10 });
    expect(page).toEqual({ data: [{ _id: 'p1', id: 'p1', name: 'AK' }], total: 31 });
  });

  it('getOne uses the detail call, or finds the record in the whole list', async () => {
    const { dataProvider } = setup();
    await expect(dataProvider.getOne('brand', { id: 'b2' })).resolves.toMatchObject({ data: { id: 'b2', name: 'Zenith' } });
    await expect(dataProvider.getOne('rarity', { id: 'r1' })).resolves.toMatchObject({ data: { id: 'r1', color: '#f00' } });
    await expect(dataProvider.getOne('rarity', { id: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('getMany and getManyReference read the whole list', async () => {
    const { dataProvider } = setup();
    const many = await dataProvider.getMany('brand', { ids: ['b3', 'b1'] });
    expect(many.data.map((row) => row.id).sort()).toEqual(['b1', 'b3']);
    const reference = await dataProvider.getManyReference('brand', {
      target: 'name',
      id: 'Bolt',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(reference.data.map((row) => row.id)).toEqual(['b3']);
  });

  it('create sends multipart when the row says so, and drops the cached list', async () => {
    const { fake, dataProvider } = setup();
    await dataProvider.getList('brand', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const created = await dataProvider.create('brand', { data: { name: 'Nova', image: { rawFile: new Blob(['x']), src: 'blob:x' } } });
    expect(created.data).toMatchObject({ id: 'b4', name: 'Nova' });
    const createCall = fake.calls.find((call) => call.path === '/api/admin/createBrand');
    expect(createCall?.body).toBeInstanceOf(FormData);
    expect((createCall?.body as FormData).get('name')).toBe('Nova');
    await dataProvider.getList('brand', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(fake.calls.filter((call) => call.path === '/api/admin/getBrand')).toHaveLength(2);
  });

  it('update sends JSON without id and _id to the path with the id', async () => {
    const { fake, dataProvider } = setup();
    const updated = await dataProvider.update('brand', {
      id: 'b1',
      data: { id: 'b1', _id: 'b1', name: 'Acme 2' },
      previousData: { id: 'b1', name: 'Acme' },
    });
    expect(updated.data).toMatchObject({ id: 'b1', name: 'Acme 2' });
    expect(JSON.parse(String(fake.calls[0].body))).toEqual({ name: 'Acme 2' });
  });

  it('delete and deleteMany call their endpoints', async () => {
    const { fake, dataProvider } = setup();
    await expect(dataProvider.delete('brand', { id: 'b1', previousData: { id: 'b1' } })).resolves.toEqual({ data: { id: 'b1' } });
    await expect(dataProvider.deleteMany('brand', { ids: ['b1', 'b2'] })).resolves.toEqual({ data: ['b1', 'b2'] });
    expect(JSON.parse(String(fake.calls[1].body))).toEqual({ ids: ['b1', 'b2'] });
  });

  it('rejects a resource without a row, and an operation without an endpoint, clearly', async () => {
    const { dataProvider } = setup();
    await expect(
      dataProvider.getList('posts', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('Unknown resource "posts": no endpoints are declared for it.');
    await expect(dataProvider.create('rarity', { data: { name: 'x' } })).rejects.toThrow(
      'The resource "rarity" has no endpoint for create.',
    );
  });

  it('passes the server msg of a failure on', async () => {
    const { fake, dataProvider } = setup();
    fake.routes.set('DELETE /api/admin/deleteBrand/b2', {
      status: 403,
      body: { code: 403, msg: 'You do not have permission to delete brand' },
    });
    await expect(dataProvider.delete('brand', { id: 'b2' })).rejects.toMatchObject({
      message: 'You do not have permission to delete brand',
      status: 403,
    });
  });
});

describe('decideReturnRequest reads resultData (operations §7)', () => {
  it('a 200 envelope whose resultData.code is not 200 is an error carrying resultData.msg', async () => {
    installFakeFetch({
      'PUT /api/admin/adminActioninUserReturnRequest/r1': {
        body: { code: 200, msg: 'ok', resultData: { code: 400, msg: 'Return window has closed' } },
      },
    });
    const dataProvider = createDataProvider({ endpoints: table, cache: new ListCache() });
    await expect(dataProvider.decideReturnRequest('r1', 'approved')).rejects.toMatchObject({
      message: 'Return window has closed',
      status: 400,
    });
  });

  it('resultData.code 200 resolves with resultData.msg', async () => {
    installFakeFetch({
      'PUT /api/admin/adminActioninUserReturnRequest/r2': {
        body: { code: 200, msg: 'ok', resultData: { code: 200, msg: 'Return request updated' } },
      },
    });
    const dataProvider = createDataProvider({ endpoints: table, cache: new ListCache() });
    await expect(dataProvider.decideReturnRequest('r2', 'rejected')).resolves.toEqual({ msg: 'Return request updated' });
  });
});
