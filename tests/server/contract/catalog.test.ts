/**
 * Contract: the warehouse area through the dataProvider on both adapters: a category's multipart
 * create and update with an image file, the form's refusals (400 texts, 404), the permissions' 403
 * and the select lists' 401 without a token.
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

describe('categories', () => {
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

describe('rarity levels', () => {
  contract('the select lists need a signed-in admin', both, async (backend) => {
    await asSuper(backend);
    await backend.dataProvider.logout();
    const refused = await refusal(backend.dataProvider.getSelectList('partners'));
    expect(refused.status).toBe(401);
    return refused;
  });
});
