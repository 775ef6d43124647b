/**
 * Contract: the warehouse lists (categories, brands, rarity levels) and the select lists through the
 * dataProvider, on the server and on the fake shop: lists (sorts, search, filters, pages), details,
 * create / update / delete / bulk delete with image uploads, and every refusal a user meets (400
 * texts, 403 without the permission, 404 for a missing id, 409 while products or boxes use a row).
 */
import { describe, expect } from 'vitest';
import type { GetListParams, RaRecord } from 'react-admin';
import { contract, refusal, useBackends, type Backend } from './harness';
import { SUPER_ADMIN } from '../helpers';
import { bigPng, notAnImage, pngImage } from '../../fixtures/images';

const both = useBackends();

const TEAM_PASSWORD = 'Team@12345';
const MISSING_ID = '000000000000000000000000';

const asSuper = (backend: Backend) => backend.signIn(SUPER_ADMIN.email, SUPER_ADMIN.password);
/** readWarehouse and its children, write on categories/brands/rarities, delete only on categories */
const asWarehouse = (backend: Backend) => backend.signIn('warehouse@example.com', TEAM_PASSWORD);
/** readCategory only */
const asCategoryReader = (backend: Backend) => backend.signIn('category@example.com', TEAM_PASSWORD);
/** readDashboard only */
const asViewer = (backend: Backend) => backend.signIn('viewer@example.com', TEAM_PASSWORD);

type Resource = 'category' | 'brand' | 'rarity';

/** A file input's value as react-admin's ImageInput gives it. */
function picked(bytes: Buffer, name = 'tile.png', type = 'image/png') {
  return { rawFile: new File([new Uint8Array(bytes)], name, { type }), src: 'blob:picked', title: name };
}

const names = (rows: readonly RaRecord[]) => rows.map((row) => String(row.name));

async function list(backend: Backend, resource: Resource, params: Partial<GetListParams>) {
  const { data, total } = await backend.dataProvider.getList(resource, {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
    ...params,
  });
  return { names: names(data), total: total ?? 0, rows: data };
}

/** A record without what differs between two backends by nature: its new id and its creation time. */
function stable(record: RaRecord) {
  const { id: _id, _id: _apiId, createdAt: _createdAt, ...rest } = record;
  return rest;
}

/** The category, brand and rarity the newest product uses (the box form's product search, newest first). */
async function usedRows(backend: Backend) {
  const { products } = await backend.dataProvider.searchProducts({ skip: 0, limit: 1 });
  const [product] = products;
  if (!product?.brandId || !product.rarityLevel) throw new Error('the newest seeded product has a brand and a rarity');
  return { category: product.categoryId[0], brand: product.brandId, rarity: product.rarityLevel._id };
}

describe('categories', () => {
  contract('the category list sorts by name both ways, searches, filters by type and pages', both, async (backend) => {
    await asSuper(backend);
    const ascending = await list(backend, 'category', { sort: { field: 'name', order: 'ASC' } });
    const descending = await list(backend, 'category', { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 5 } });
    const newest = await list(backend, 'category', {});
    const search = await list(backend, 'category', { filter: { q: 'boxes' } });
    const boxType = await list(backend, 'category', { filter: { categoryType: 'box' }, sort: { field: 'name', order: 'ASC' } });
    expect(ascending.names).toEqual([...ascending.names].sort((a, b) => a.localeCompare(b)));
    expect(descending.names).toHaveLength(5);
    expect(search.total).toBeGreaterThan(0);
    expect(boxType.rows.every((row) => row.categoryType === 'box')).toBe(true);
    return { ascending, descending: descending.names, newest: newest.rows, search: search.names, boxType: boxType.names };
  });

  contract("a category's detail is the list's row; a missing id is a 404", both, async (backend) => {
    await asSuper(backend);
    const { rows } = await list(backend, 'category', {});
    const one = await backend.dataProvider.getOne('category', { id: rows[0].id });
    expect(one.data).toEqual(rows[0]);
    const missing = await refusal(backend.dataProvider.getOne('category', { id: MISSING_ID }));
    expect(missing).toEqual({ status: 404, message: 'This category does not exist' });
    return { one: one.data, missing };
  });

  contract('a category is created with its image, renamed keeping it, its image removed, then deleted', both, async (backend) => {
    await asSuper(backend);
    const image = picked(pngImage(40, 30));
    const created = await backend.dataProvider.create('category', {
      data: { name: 'QA Crates', categoryType: 'box', description: 'For QA', dontShowInStore: true, image },
    });
    expect(created.data).toMatchObject({ name: 'QA Crates', categoryType: 'box', dontShowInStore: true });
    expect(String(created.data.image)).toMatch(/^data:image\/png;base64,/);
    const id = created.data.id;
    const renamed = await backend.dataProvider.update('category', {
      id,
      data: { ...created.data, name: 'QA Crates 2', image: created.data.image },
      previousData: created.data,
    });
    expect(renamed.data.image).toBe(created.data.image);
    const cleared = await backend.dataProvider.update('category', {
      id,
      data: { ...renamed.data, image: null },
      previousData: renamed.data,
    });
    expect(cleared.data.image).toBeNull();
    const read = await backend.dataProvider.getOne('category', { id });
    const listed = (await list(backend, 'category', {})).names;
    expect(listed[0]).toBe('QA Crates 2');
    await backend.dataProvider.delete('category', { id, previousData: read.data });
    const gone = await refusal(backend.dataProvider.getOne('category', { id }));
    expect(gone.status).toBe(404);
    return { created: stable(created.data), renamed: stable(renamed.data), read: stable(read.data), listed, gone };
  });

  contract('a category form is refused: blank name, unknown type, bad images, bad image address, missing id', both, async (backend) => {
    await asSuper(backend);
    const create = (data: Record<string, unknown>) => refusal(backend.dataProvider.create('category', { data: { name: 'QA', ...data } }));
    const blank = await create({ name: '   ' });
    const type = await create({ categoryType: 'crate' });
    const text = await create({ image: picked(notAnImage, 'fake.png') });
    const big = await create({ image: picked(bigPng(1_100_000), 'big.png') });
    const wide = await create({ image: picked(pngImage(1001, 10), 'wide.png') });
    const address = await create({ image: 'javascript:alert(1)' });
    const missing = await refusal(
      backend.dataProvider.update('category', { id: MISSING_ID, data: { name: 'QA' }, previousData: { id: MISSING_ID } }),
    );
    const missingAndBlank = await refusal(
      backend.dataProvider.update('category', { id: MISSING_ID, data: { name: '' }, previousData: { id: MISSING_ID } }),
    );
    expect(blank).toEqual({ status: 400, message: 'name: This field is required' });
    expect(type.status).toBe(400);
    expect(text.status).toBe(415);
    expect(big.status).toBe(413);
    expect(wide.status).toBe(400);
    expect(address.message).toMatch(/^image: /);
    expect(missing.status).toBe(404);
    expect(missingAndBlank.status).toBe(400);
    const after = await list(backend, 'category', { filter: { name: 'QA' } });
    expect(after.total).toBe(0);
    return { blank, type, text, big, wide, address, missing, missingAndBlank };
  });

  contract('a category in use is not deleted (one or in a selection); unused ones go together', both, async (backend) => {
    await asSuper(backend);
    const { category } = await usedRows(backend);
    const one = await refusal(backend.dataProvider.delete('category', { id: category, previousData: { id: category } }));
    expect(one.status).toBe(409);
    expect(one.message).toMatch(/^This category is used by \d+ product\(s\) and \d+ box\(es\)/);
    const made = await Promise.all(
      ['QA Bulk A', 'QA Bulk B'].map((name) => backend.dataProvider.create('category', { data: { name, categoryType: 'product' } })),
    );
    const ids = made.map((row) => row.data.id);
    const mixed = await refusal(backend.dataProvider.deleteMany('category', { ids: [...ids, category] }));
    expect(mixed.status).toBe(409);
    const kept = (await list(backend, 'category', { filter: { q: 'QA Bulk' } })).total;
    const deleted = await backend.dataProvider.deleteMany('category', { ids });
    const left = (await list(backend, 'category', { filter: { q: 'QA Bulk' } })).total;
    const none = await refusal(backend.dataProvider.deleteMany('category', { ids: [] }));
    expect({ kept, left, deleted: deleted.data?.length }).toEqual({ kept: 2, left: 0, deleted: 2 });
    expect(none.status).toBe(400);
    return { one, mixed, kept, left, none };
  });

  contract('category permissions: a reader cannot write or delete, a viewer cannot read the detail', both, async (backend) => {
    await asCategoryReader(backend);
    const { rows } = await list(backend, 'category', {});
    const id = rows[0].id;
    const read = (await backend.dataProvider.getOne('category', { id })).data.name;
    const create = await refusal(backend.dataProvider.create('category', { data: { name: 'QA' } }));
    const update = await refusal(backend.dataProvider.update('category', { id, data: { name: 'QA' }, previousData: { id } }));
    const remove = await refusal(backend.dataProvider.delete('category', { id, previousData: { id } }));
    const removeMany = await refusal(backend.dataProvider.deleteMany('category', { ids: [id] }));
    await asViewer(backend);
    const viewerList = (await list(backend, 'category', {})).total;
    const viewerDetail = await refusal(backend.dataProvider.getOne('category', { id }));
    for (const refused of [create, update, remove, removeMany, viewerDetail]) expect(refused.status).toBe(403);
    return { read, create, update, remove, removeMany, viewerList, viewerDetail };
  });
});

describe('brands', () => {
  contract('the brand list sorts by name both ways, searches and pages', both, async (backend) => {
    await asSuper(backend);
    const ascending = await list(backend, 'brand', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 5 } });
    const descending = await list(backend, 'brand', { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 3 } });
    const newest = await list(backend, 'brand', { pagination: { page: 1, perPage: 100 } });
    const oldest = await list(backend, 'brand', { sort: { field: 'createdAt', order: 'ASC' } });
    const search = await list(backend, 'brand', { filter: { q: 'official a' } });
    expect(ascending.names).toEqual([...ascending.names].sort((a, b) => a.localeCompare(b)));
    expect(descending.names).toHaveLength(3);
    expect(newest.total).toBeGreaterThan(5);
    return { ascending: ascending.names, descending: descending.names, newest: newest.rows, oldest: oldest.names, search: search.names };
  });

  contract("a brand's detail; a missing id is a 404", both, async (backend) => {
    await asSuper(backend);
    const { rows } = await list(backend, 'brand', { sort: { field: 'name', order: 'ASC' } });
    const one = await backend.dataProvider.getOne('brand', { id: rows[1].id });
    expect(one.data).toEqual(rows[1]);
    const missing = await refusal(backend.dataProvider.getOne('brand', { id: MISSING_ID }));
    expect(missing).toEqual({ status: 404, message: 'This brand does not exist' });
    return { one: one.data, missing };
  });

  contract('a brand is created with an image address, given a new image file, then deleted', both, async (backend) => {
    await asWarehouse(backend);
    const created = await backend.dataProvider.create('brand', {
      data: { name: ' QA Brand ', description: 'Made for QA', image: '/uploads/0123456789abcdef01234567.png' },
    });
    expect(created.data).toMatchObject({ name: 'QA Brand', image: '/uploads/0123456789abcdef01234567.png' });
    const id = created.data.id;
    const reimaged = await backend.dataProvider.update('brand', {
      id,
      data: { name: 'QA Brand', image: picked(pngImage(12, 12, [10, 200, 10])) },
      previousData: created.data,
    });
    expect(String(reimaged.data.image)).toMatch(/^data:image\/png;base64,/);
    expect(reimaged.data.description).toBe('Made for QA');
    const selectList = await backend.dataProvider.getSelectList<{ _id: string; name: string }>('brands');
    expect(selectList.some((row) => row.name === 'QA Brand')).toBe(true);
    await asSuper(backend);
    await backend.dataProvider.delete('brand', { id, previousData: reimaged.data });
    const after = await list(backend, 'brand', { filter: { q: 'QA Brand' } });
    expect(after.total).toBe(0);
    return { created: stable(created.data), reimaged: stable(reimaged.data), inSelectList: selectList.length, after: after.total };
  });

  contract('a brand form is refused: blank name, a GIF header only, a missing id', both, async (backend) => {
    await asSuper(backend);
    const blank = await refusal(backend.dataProvider.create('brand', { data: { name: '' } }));
    const long = await refusal(backend.dataProvider.create('brand', { data: { name: 'x'.repeat(201) } }));
    const text = await refusal(
      backend.dataProvider.create('brand', { data: { name: 'QA', image: picked(notAnImage, 'a.gif', 'image/gif') } }),
    );
    const missing = await refusal(
      backend.dataProvider.update('brand', { id: MISSING_ID, data: { name: 'QA' }, previousData: { id: MISSING_ID } }),
    );
    const missingDelete = await refusal(backend.dataProvider.delete('brand', { id: MISSING_ID, previousData: { id: MISSING_ID } }));
    expect(blank).toEqual({ status: 400, message: 'name: This field is required' });
    expect(long.status).toBe(400);
    expect(text.status).toBe(415);
    expect(missing).toEqual({ status: 404, message: 'This brand does not exist' });
    expect(missingDelete.status).toBe(404);
    return { blank, long, text, missing, missingDelete };
  });

  contract('a brand in use is not deleted; a bulk delete of unused brands counts them', both, async (backend) => {
    await asSuper(backend);
    const { brand } = await usedRows(backend);
    const one = await refusal(backend.dataProvider.delete('brand', { id: brand, previousData: { id: brand } }));
    const many = await refusal(backend.dataProvider.deleteMany('brand', { ids: [brand] }));
    expect(one.status).toBe(409);
    expect(one.message).toMatch(/^This brand is used by \d+ product\(s\)/);
    const made = await backend.dataProvider.create('brand', { data: { name: 'QA Lone Brand' } });
    const deleted = await backend.dataProvider.deleteMany('brand', { ids: [made.data.id, MISSING_ID] });
    const left = (await list(backend, 'brand', { filter: { q: 'QA Lone' } })).total;
    expect(left).toBe(0);
    return { one, many, deleted: deleted.data?.length, left };
  });

  contract('brand permissions: the warehouse cannot delete brands, a viewer cannot list them', both, async (backend) => {
    await asWarehouse(backend);
    const { rows } = await list(backend, 'brand', {});
    const id = rows[0].id;
    const remove = await refusal(backend.dataProvider.delete('brand', { id, previousData: { id } }));
    const removeMany = await refusal(backend.dataProvider.deleteMany('brand', { ids: [id] }));
    await asCategoryReader(backend);
    const create = await refusal(backend.dataProvider.create('brand', { data: { name: 'QA' } }));
    await asViewer(backend);
    const viewerList = await refusal(
      backend.dataProvider.getList('brand', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
    );
    const viewerSelect = (await backend.dataProvider.getSelectList('brands')).length;
    for (const refused of [remove, removeMany, create, viewerList]) expect(refused.status).toBe(403);
    expect(viewerSelect).toBeGreaterThan(0);
    return { remove, removeMany, create, viewerList, viewerSelect };
  });
});

describe('rarity levels', () => {
  contract('the rarity list comes by rank; sorts by name both ways, searches and pages', both, async (backend) => {
    await asSuper(backend);
    const byRank = await list(backend, 'rarity', { sort: { field: 'rank', order: 'ASC' } });
    const byName = await list(backend, 'rarity', { sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 2 } });
    const nameAsc = await list(backend, 'rarity', { sort: { field: 'name', order: 'ASC' } });
    const search = await list(backend, 'rarity', { filter: { q: 'rare' } });
    const ranks = byRank.rows.map((row) => Number(row.rank));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byName.names).toHaveLength(2);
    return { byRank: byRank.rows, byName: byName.names, nameAsc: nameAsc.names, search: search.names };
  });

  contract('a rarity is created last without a rank, updated keeping its rank, then deleted', both, async (backend) => {
    await asWarehouse(backend);
    const before = await list(backend, 'rarity', { sort: { field: 'rank', order: 'DESC' }, pagination: { page: 1, perPage: 1 } });
    const created = await backend.dataProvider.create('rarity', { data: { name: 'QA Mythic', color: '#AA00ff', rank: '' } });
    expect(created.data.rank).toBe(Number(before.rows[0].rank) + 1);
    const id = created.data.id;
    const updated = await backend.dataProvider.update('rarity', {
      id,
      data: { name: 'QA Mythic+', color: '#123456' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ name: 'QA Mythic+', color: '#123456', rank: created.data.rank });
    const ranked = await backend.dataProvider.update('rarity', {
      id,
      data: { name: 'QA Mythic+', color: '#123456', rank: 50 },
      previousData: updated.data,
    });
    const read = await backend.dataProvider.getOne('rarity', { id });
    expect(read.data.rank).toBe(50);
    const select = await backend.dataProvider.getSelectList<{ name: string }>('rarities');
    expect(select.at(-1)?.name).toBe('QA Mythic+');
    await asSuper(backend);
    await backend.dataProvider.delete('rarity', { id, previousData: read.data });
    const gone = await refusal(backend.dataProvider.getOne('rarity', { id }));
    expect(gone).toEqual({ status: 404, message: 'This rarity does not exist' });
    return { created: stable(created.data), updated: stable(updated.data), ranked: stable(ranked.data), read: stable(read.data), gone };
  });

  contract('a rarity form is refused: blank name, a colour that is not #rrggbb, a bad rank, a missing id', both, async (backend) => {
    await asSuper(backend);
    const create = (data: Record<string, unknown>) =>
      refusal(backend.dataProvider.create('rarity', { data: { name: 'QA', color: '#ffffff', ...data } }));
    const blank = await create({ name: ' ' });
    const color = await create({ color: 'red' });
    const noColor = await create({ color: undefined });
    const zero = await create({ rank: 0 });
    const fraction = await create({ rank: 1.5 });
    const missing = await refusal(
      backend.dataProvider.update('rarity', { id: MISSING_ID, data: { name: 'QA', color: '#ffffff' }, previousData: { id: MISSING_ID } }),
    );
    const badAndMissing = await refusal(
      backend.dataProvider.update('rarity', { id: MISSING_ID, data: { name: 'QA', color: 'x' }, previousData: { id: MISSING_ID } }),
    );
    expect(blank).toEqual({ status: 400, message: 'name: This field is required' });
    expect(color.message).toMatch(/^color: /);
    expect(noColor.status).toBe(400);
    expect(zero.message).toMatch(/^rank: /);
    expect(fraction.status).toBe(400);
    expect(missing.status).toBe(404);
    expect(badAndMissing.status).toBe(400);
    return { blank, color, noColor, zero, fraction, missing, badAndMissing };
  });

  contract(
    'a rarity in use is not deleted; the warehouse cannot delete rarities; a category reader cannot create one',
    both,
    async (backend) => {
      await asSuper(backend);
      const { rarity } = await usedRows(backend);
      const one = await refusal(backend.dataProvider.delete('rarity', { id: rarity, previousData: { id: rarity } }));
      const many = await refusal(backend.dataProvider.deleteMany('rarity', { ids: [rarity] }));
      expect(one.status).toBe(409);
      expect(one.message).toMatch(/^This rarity is used by \d+ product\(s\)/);
      const made = await Promise.all(
        ['QA R1', 'QA R2'].map((name, i) => backend.dataProvider.create('rarity', { data: { name, color: '#00000' + i, rank: 90 + i } })),
      );
      await asWarehouse(backend);
      const ids = made.map((row) => row.data.id);
      const forbidden = await refusal(backend.dataProvider.deleteMany('rarity', { ids }));
      const forbiddenOne = await refusal(backend.dataProvider.delete('rarity', { id: ids[0], previousData: { id: ids[0] } }));
      await asCategoryReader(backend);
      const create = await refusal(backend.dataProvider.create('rarity', { data: { name: 'QA', color: '#ffffff' } }));
      const detail = await refusal(backend.dataProvider.getOne('rarity', { id: ids[0] }));
      await asSuper(backend);
      const deleted = await backend.dataProvider.deleteMany('rarity', { ids });
      const left = (await list(backend, 'rarity', { filter: { q: 'QA R' } })).total;
      for (const refused of [forbidden, forbiddenOne, create, detail]) expect(refused.status).toBe(403);
      expect(left).toBe(0);
      return { one, many, forbidden, forbiddenOne, create, detail, deleted: deleted.data?.length, left };
    },
  );
});

describe('select lists', () => {
  contract('brands and partners by name, categories newest first, rarities by rank, for any signed-in admin', both, async (backend) => {
    await asViewer(backend);
    const brands = await backend.dataProvider.getSelectList<{ _id: string; name: string }>('brands');
    const partners = await backend.dataProvider.getSelectList<{ _id: string; firstname: string }>('partners');
    const categories = await backend.dataProvider.getSelectList<{ name: string; createdAt: string }>('categories');
    const rarities = await backend.dataProvider.getSelectList<{ name: string; rank: number }>('rarities');
    expect(Object.keys(brands[0]).sort()).toEqual(['_id', 'name']);
    expect(Object.keys(partners[0]).sort()).toEqual(['_id', 'firstname']);
    const times = categories.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    return { brands, partners, categories: categories.map((row) => row.name), rarities };
  });

  contract('the select lists need a signed-in admin', both, async (backend) => {
    await asSuper(backend);
    await backend.dataProvider.logout();
    const refused = await refusal(backend.dataProvider.getSelectList('partners'));
    expect(refused.status).toBe(401);
    return refused;
  });
});
