/** Categories, brands and rarities: every endpoint, a denied call and a bad-input call each, delete protections, uploads. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { activityCount, api, lastActivity } from './catalogHelpers';
import { bigPng, notAnImage, pngImage } from '../fixtures/images';

let server: TestServer;
let call: ReturnType<typeof api>;
let readerToken: string;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-catalog-uploads-'));
  server = await makeTestServer({ uploadsDir });
  call = api(server, await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password));
  await server.createAdmin({ email: 'reader@example.com', role: ['readCategory', 'readBrand', 'readRarityLevel'] });
  readerToken = await server.loginAs('reader@example.com', 'Member@12345');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const uploadedFiles = () => fs.readdirSync(uploadsDir);

describe('categories', () => {
  let createdId = '';

  it('creates a category from a multipart form with an image, keyed categoryData, and logs it', async () => {
    const body = await call.form(
      'POST',
      '/api/admin/createCategory',
      { name: 'Retro Consoles', categoryType: 'box', description: 'Old games', dontShowInStore: 'true' },
      [{ name: 'tile.png', type: 'image/png', bytes: pngImage(40, 30) }],
    );
    expect(body).toMatchObject({ code: 200, msg: 'Category created successfully' });
    const data = body.categoryData as Record<string, unknown>;
    expect(data).toMatchObject({ name: 'Retro Consoles', categoryType: 'box', description: 'Old games', dontShowInStore: true });
    expect(String(data.image)).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
    expect(uploadedFiles()).toContain(path.basename(String(data.image)));
    createdId = String(data._id);
    expect(await lastActivity(server)).toMatchObject({
      module: 'Category',
      action: 'create',
      description: 'Created category Retro Consoles',
    });
  });

  it('defaults the type to product and reads the detail keyed categoryData', async () => {
    const created = await call.json('POST', '/api/admin/createCategory', { name: 'Plain' });
    expect((created.categoryData as { categoryType: string }).categoryType).toBe('product');
    const detail = await call.json('GET', `/api/admin/getCategoryDetailById/${createdId}`);
    expect(detail).toMatchObject({ code: 200, categoryData: { _id: createdId, name: 'Retro Consoles' } });
  });

  it('updates a category with fields', async () => {
    const body = await call.json('PUT', `/api/admin/updateCategory/${createdId}`, { name: 'Retro Consoles 2', categoryType: 'box' });
    expect(body).toMatchObject({ code: 200, categoryData: { name: 'Retro Consoles 2', dontShowInStore: true } });
  });

  it('refuses a missing name with the spec text, and writes nothing', async () => {
    const before = await activityCount(server);
    const body = await call.json('POST', '/api/admin/createCategory', { name: '  ', categoryType: 'box' });
    expect(body).toEqual({ code: 400, msg: 'name: This field is required' });
    expect(await activityCount(server)).toBe(before);
  });

  it('refuses a reader (no writeCategory) and a missing record', async () => {
    expect(await call.json('POST', '/api/admin/createCategory', { name: 'X' }, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('DELETE', `/api/admin/deleteCategory/${createdId}`, undefined, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('GET', '/api/admin/getCategoryDetailById/nope')).toEqual({ code: 404, msg: 'This category does not exist' });
  });

  it('refuses images by content: over 1 MB, over 1000 x 800, not an image; nothing is kept', async () => {
    const before = uploadedFiles().length;
    const big = await call.form('POST', '/api/admin/createCategory', { name: 'Big' }, [
      { name: 'big.png', type: 'image/png', bytes: bigPng(1_100_000) },
    ]);
    expect(big).toEqual({ code: 413, msg: 'Image size must be less than 1 MB' });
    const exact = await call.form('POST', '/api/admin/createCategory', { name: 'Exact' }, [
      { name: 'exact.png', type: 'image/png', bytes: bigPng(1_000_000) },
    ]);
    expect(exact).toEqual({ code: 413, msg: 'Image size must be less than 1 MB' });
    const wide = await call.form('POST', '/api/admin/createCategory', { name: 'Wide' }, [
      { name: 'wide.png', type: 'image/png', bytes: pngImage(1001, 10) },
    ]);
    expect(wide).toEqual({ code: 400, msg: 'Image dimension must be less than or equal to (1000 x 800)' });
    const fake = await call.form('POST', '/api/admin/createCategory', { name: 'Fake' }, [
      { name: 'fake.png', type: 'image/png', bytes: notAnImage },
    ]);
    expect(fake).toEqual({ code: 415, msg: 'Only png, gif and jpeg images are allowed' });
    expect(uploadedFiles().length).toBe(before);
    const names = await server.db.selectFrom('categories').select('name').where('name', 'in', ['Big', 'Exact', 'Wide', 'Fake']).execute();
    expect(names).toEqual([]);
  });

  it('a bad field after a valid image keeps no file', async () => {
    const before = uploadedFiles().length;
    const body = await call.form('POST', '/api/admin/createCategory', { name: 'Typed', categoryType: 'weird' }, [
      { name: 'ok.png', type: 'image/png', bytes: pngImage(10, 10) },
    ]);
    expect(body.code).toBe(400);
    expect(uploadedFiles().length).toBe(before);
  });

  it('refuses to delete a category still used by products or boxes', async () => {
    const used = await server.db.selectFrom('products').select('categoryId').limit(1).executeTakeFirstOrThrow();
    const body = await call.json('DELETE', `/api/admin/deleteCategory/${used.categoryId[0]}`);
    expect(body.code).toBe(409);
    expect(body.msg).toMatch(/^This category is used by \d+ product\(s\) and \d+ box\(es\)/);
    const bulk = await call.json('PUT', '/api/admin/deleteSelectedCategory', { ids: [createdId, used.categoryId[0]] });
    expect(bulk.code).toBe(409);
  });

  it('deletes one ("Successfully Deleted") and many ("Your selected items deleted")', async () => {
    expect(await call.json('DELETE', `/api/admin/deleteCategory/${createdId}`)).toEqual({
      code: 200,
      msg: 'Successfully Deleted',
      name: 'Retro Consoles 2',
    });
    const a = await call.json('POST', '/api/admin/createCategory', { name: 'A' });
    const b = await call.json('POST', '/api/admin/createCategory', { name: 'B' });
    const ids = [a, b].map((r) => (r.categoryData as { _id: string })._id);
    expect(await call.json('PUT', '/api/admin/deleteSelectedCategory', { ids })).toEqual({
      code: 200,
      msg: 'Your selected items deleted',
      count: 2,
    });
    expect(await call.json('PUT', '/api/admin/deleteSelectedCategory', { ids: [] })).toEqual({
      code: 400,
      msg: 'ids: Select at least one item',
    });
    expect(await lastActivity(server)).toMatchObject({ module: 'Category', action: 'delete', description: 'Deleted 2 category record(s)' });
  });
});

describe('brands', () => {
  let brandId = '';

  it('lists brands keyed brand, for a reader too', async () => {
    const body = await call.json('GET', '/api/admin/getBrand', undefined, readerToken);
    expect(body).toMatchObject({ code: 200, msg: 'Brand list' });
    expect((body.brand as unknown[]).length).toBeGreaterThan(0);
  });

  it('creates, reads (brandData), updates and deletes a brand', async () => {
    const created = await call.form('POST', '/api/admin/createBrand', { name: 'Acme', description: 'Gadgets' }, [
      { name: 'a.png', type: 'image/png', bytes: pngImage(20, 20) },
    ]);
    expect(created).toMatchObject({ code: 200, msg: 'Brand created successfully', brandData: { name: 'Acme', description: 'Gadgets' } });
    brandId = String((created.brandData as { _id: string })._id);
    expect(await call.json('GET', `/api/admin/getBrandDetailById/${brandId}`)).toMatchObject({
      code: 200,
      brandData: { _id: brandId, name: 'Acme' },
    });
    expect(await call.json('PUT', `/api/admin/updateBrand/${brandId}`, { name: 'Acme Co' })).toMatchObject({
      code: 200,
      brandData: { name: 'Acme Co', description: 'Gadgets' },
    });
    expect(await call.json('DELETE', `/api/admin/deleteBrand/${brandId}`)).toMatchObject({ code: 200, msg: 'Successfully Deleted' });
    expect(await lastActivity(server)).toMatchObject({ module: 'Brand', action: 'delete', description: 'Deleted brand Acme Co' });
  });

  it('refuses a reader, a blank name and deleting a brand in use', async () => {
    expect(await call.json('POST', '/api/admin/createBrand', { name: 'X' }, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('POST', '/api/admin/createBrand', { description: 'no name' })).toEqual({
      code: 400,
      msg: 'name: This field is required',
    });
    const used = await server.db
      .selectFrom('products')
      .select('brandId')
      .where('brandId', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = await call.json('PUT', '/api/admin/deleteSelectedBrand', { ids: [String(used.brandId)] });
    expect(body.code).toBe(409);
    expect(body.msg).toMatch(/^This brand is used by \d+ product\(s\)/);
  });
});

describe('rarities', () => {
  it('creates through craeteRarity (spelt so), reads rarityData, updates, deletes', async () => {
    const created = await call.json('POST', '/api/admin/craeteRarity', { name: 'Mythic', color: '#aa00ff' });
    expect(created).toMatchObject({ code: 200, msg: 'Rarity created successfully', rarityData: { name: 'Mythic', color: '#aa00ff' } });
    const id = String((created.rarityData as { _id: string })._id);
    expect(await call.json('GET', `/api/admin/getRarityById/${id}`, undefined, readerToken)).toMatchObject({
      code: 200,
      rarityData: { _id: id },
    });
    expect(await call.json('PUT', `/api/admin/updateRarity/${id}`, { name: 'Mythic+', color: '#000000' })).toMatchObject({
      code: 200,
      msg: 'Rarity updated successfully',
    });
    expect(await call.json('PUT', '/api/admin/deleteSelectedRarity', { ids: [id] })).toMatchObject({
      code: 200,
      msg: 'Your selected items deleted',
    });
    expect(await lastActivity(server)).toMatchObject({ module: 'RarityLevel', action: 'delete' });
  });

  it('gives a new rarity the next rank, keeps or changes the rank on update, and lists by rank', async () => {
    const last = await call.json('POST', '/api/admin/craeteRarity', { name: 'Ultimate', color: '#111111' });
    const lastRank = Number((last.rarityData as { rank: number }).rank);
    const ranks = ((await call.json('GET', '/api/admin/getRarity')).rarity as Array<{ rank: number; name: string }>).map((r) => r.rank);
    expect(lastRank).toBe(Math.max(...ranks));
    const id = String((last.rarityData as { _id: string })._id);
    expect(await call.json('PUT', `/api/admin/updateRarity/${id}`, { name: 'Ultimate', color: '#111111' })).toMatchObject({
      rarityData: { rank: lastRank },
    });
    expect(await call.json('PUT', `/api/admin/updateRarity/${id}`, { name: 'Ultimate', color: '#111111', rank: 1 })).toMatchObject({
      rarityData: { rank: 1 },
    });
    const names = ((await call.json('GET', '/api/admin/getRarity')).rarity as Array<{ name: string }>).map((r) => r.name);
    expect(names.slice(0, 2)).toEqual(['Common', 'Ultimate']);
    expect(await call.json('PUT', `/api/admin/updateRarity/${id}`, { name: 'Ultimate', color: '#111111', rank: 0 })).toEqual({
      code: 400,
      msg: 'rank: The rank is a whole number from 1',
    });
    expect(await call.json('POST', '/api/admin/craeteRarity', { name: 'Half', color: '#111111', rank: 1.5 })).toEqual({
      code: 400,
      msg: 'rank: The rank is a whole number from 1',
    });
    await call.json('DELETE', `/api/admin/deleteRarity/${id}`);
  });

  it('refuses a reader, a missing name, a bad colour and deleting a rarity in use', async () => {
    expect(await call.json('POST', '/api/admin/craeteRarity', { name: 'X', color: '#ffffff' }, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('POST', '/api/admin/craeteRarity', { color: '#ffffff' })).toEqual({
      code: 400,
      msg: 'name: This field is required',
    });
    expect(await call.json('POST', '/api/admin/craeteRarity', { name: 'X', color: 'red' })).toEqual({
      code: 400,
      msg: 'color: Pick a colour',
    });
    const used = await server.db
      .selectFrom('products')
      .select('rarityLevel')
      .where('rarityLevel', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = await call.json('DELETE', `/api/admin/deleteRarity/${String(used.rarityLevel)}`);
    expect(body.code).toBe(409);
  });
});
