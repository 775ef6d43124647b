/** Warehouse products: paged list, detail, create / update ({data, payload}), image upload, deletes, add to inventory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, lastActivity } from './catalogHelpers';
import { bigPng, pngImage } from '../fixtures/images';

let server: TestServer;
let call: ReturnType<typeof api>;
let readerToken: string;
let uploadsDir: string;
let refs: { brandId: string; partnerId: string; rarityLevel: string; categoryId: string[] };

function newProduct(extra: Record<string, unknown> = {}, payload: Record<string, unknown> = {}) {
  return {
    data: {
      name: 'Test Sneaker',
      sellPrice: 120.1234,
      purchasePrice: 80,
      productCode: 'TS-001',
      totalProduct: 5,
      ...refs,
      description: 'Nice',
      productNature: 'Physical',
      visibility: true,
      quickSell: false,
      enableProduct: true,
      checkTrack: true,
      trackQuantity: 3,
      ...extra,
    },
    payload: { image: ['/uploads/a.png', '/uploads/b.png'], color: ['Red', 'Gold'], size: ['M', 'L'], capacity: [], ...payload },
  };
}

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mba-product-uploads-'));
  server = await makeTestServer({ uploadsDir });
  call = api(server, await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password));
  await server.createAdmin({ email: 'productreader@example.com', role: ['readProduct'] });
  readerToken = await server.loginAs('productreader@example.com', 'Member@12345');
  const product = await server.db.selectFrom('products').selectAll().where('partnerId', 'is not', null).limit(1).executeTakeFirstOrThrow();
  refs = {
    brandId: String(product.brandId),
    partnerId: String(product.partnerId),
    rarityLevel: String(product.rarityLevel),
    categoryId: product.categoryId,
  };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('product list (getProduct)', () => {
  it('pages by skip and limit: product + totalProductsCount, rarity populated with its colour', async () => {
    const first = await call.json('POST', '/api/admin/getProduct', { skip: 0, limit: 12 }, readerToken);
    expect(first).toMatchObject({ code: 200 });
    const rows = first.product as Array<{ _id: string; rarityLevel: { color: string } }>;
    expect(rows).toHaveLength(12);
    expect(rows[0].rarityLevel.color).toMatch(/^#/);
    const second = await call.json('POST', '/api/admin/getProduct', { skip: 12, limit: 12 });
    expect((second.product as Array<{ _id: string }>)[0]._id).not.toBe(rows[0]._id);
    expect(first.totalProductsCount).toBe(second.totalProductsCount);
  });

  it('filters by rarity and category', async () => {
    const body = await call.json('POST', '/api/admin/getProduct', {
      skip: 0,
      limit: 100,
      rarity: refs.rarityLevel,
      category: refs.categoryId[0],
    });
    const rows = body.product as Array<{ rarityLevel: { _id: string }; categoryId: string[] }>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.rarityLevel._id).toBe(refs.rarityLevel);
      expect(row.categoryId).toContain(refs.categoryId[0]);
    }
    expect(body.totalProductsCount).toBe(rows.length);
    expect(await call.json('POST', '/api/admin/getProduct', { limit: 0 })).toMatchObject({ code: 400 });
  });
});

describe('product form', () => {
  let productId = '';

  it('creates a product from {data, payload}; the first image is the banner; logged', async () => {
    const body = await call.json('POST', '/api/admin/createProduct', newProduct());
    expect(body).toMatchObject({ code: 200, msg: 'Product created successfully' });
    const saved = body.getProduct as Record<string, unknown>;
    expect(saved).toMatchObject({
      name: 'Test Sneaker',
      sellPrice: 120.12,
      bannerImage: '/uploads/a.png',
      color: ['Red', 'Gold'],
      size: ['M', 'L'],
      trackQuantity: 3,
      totalProduct: 5,
    });
    productId = String(saved._id);
    expect(await lastActivity(server)).toMatchObject({ module: 'Product', action: 'create', description: 'Created product Test Sneaker' });
    expect(await call.json('GET', `/api/admin/getProductById/${productId}`, undefined, readerToken)).toMatchObject({
      code: 200,
      getProduct: { _id: productId },
    });
  });

  it('updates it; turning tracking off resets trackQuantity to 0', async () => {
    const body = await call.json(
      'PUT',
      `/api/admin/updateProduct/${productId}`,
      newProduct({ name: 'Renamed', checkTrack: false, trackQuantity: 9 }),
    );
    expect(body).toMatchObject({
      code: 200,
      msg: 'Product updated successfully',
      getProduct: { name: 'Renamed', checkTrack: false, trackQuantity: 0 },
    });
  });

  it('refuses bad input with a field name, a taken product code, and a reader', async () => {
    expect(await call.json('POST', '/api/admin/createProduct', newProduct({ name: '' }, {}))).toEqual({
      code: 400,
      msg: 'name: This field is required',
    });
    expect(await call.json('POST', '/api/admin/createProduct', newProduct({ totalProduct: -1, productCode: 'X-2' }))).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^totalProduct: /),
    });
    expect(await call.json('POST', '/api/admin/createProduct', newProduct({ brandId: '' }))).toEqual({
      code: 400,
      msg: 'brandId: Please select a brand',
    });
    expect(await call.json('POST', '/api/admin/createProduct', newProduct({ productCode: 'X-3' }, { size: ['XXL'] }))).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^size\.0: /),
    });
    expect(await call.json('POST', '/api/admin/createProduct', newProduct())).toEqual({
      code: 409,
      msg: 'productCode: This product code is already used',
    });
    expect(await call.json('POST', '/api/admin/createProduct', newProduct({ productCode: 'R-1' }), readerToken)).toMatchObject({
      code: 403,
    });
  });

  it('uploads product images (imageArr) checked by content; a refused batch keeps nothing', async () => {
    const ok = await call.form('POST', '/api/admin/uploadProductImage', {}, [
      { name: 'one.png', type: 'image/png', bytes: pngImage(100, 100) },
      { name: 'two.png', type: 'image/png', bytes: pngImage(200, 100) },
    ]);
    expect(ok).toMatchObject({ code: 200 });
    const urls = ok.imageArr as string[];
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(fs.existsSync(path.join(uploadsDir, path.basename(url)))).toBe(true);
    const before = fs.readdirSync(uploadsDir).length;
    const refused = await call.form('POST', '/api/admin/uploadProductImage', {}, [
      { name: 'fine.png', type: 'image/png', bytes: pngImage(10, 10) },
      { name: 'huge.png', type: 'image/png', bytes: bigPng(1_200_000) },
    ]);
    expect(refused).toEqual({ code: 413, msg: 'Image size must be less than 1 MB' });
    expect(fs.readdirSync(uploadsDir).length).toBe(before);
    expect(await call.json('POST', '/api/admin/uploadProductImage', {})).toEqual({ code: 400, msg: 'file: This field is required' });
    expect(
      await call.form(
        'POST',
        '/api/admin/uploadProductImage',
        {},
        [{ name: 'a.png', type: 'image/png', bytes: pngImage(5, 5) }],
        readerToken,
      ),
    ).toMatchObject({ code: 403 });
  });

  it('adds a product to a user inventory', async () => {
    const user = await server.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    const body = await call.json('POST', '/api/admin/addToInventory', { productId, userId: user.id });
    expect(body).toMatchObject({ code: 200, msg: 'Product added to inventory' });
    const rows = await server.db
      .selectFrom('inventory')
      .select('id')
      .where('productId', '=', productId)
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await call.json('POST', '/api/admin/addToInventory', { productId, userId: 'nobody' })).toEqual({
      code: 404,
      msg: 'This user does not exist',
    });
    expect(await call.json('POST', '/api/admin/addToInventory', { productId })).toEqual({
      code: 400,
      msg: 'userId: This field is required',
    });
    expect(await call.json('POST', '/api/admin/addToInventory', { productId, userId: user.id }, readerToken)).toMatchObject({ code: 403 });
  });

  it('refuses to delete a product that is in a box or in users’ history', async () => {
    const inBox = await server.db.selectFrom('box_products').select('productId').limit(1).executeTakeFirstOrThrow();
    const body = await call.json('DELETE', `/api/admin/deleteProduct/${inBox.productId}`);
    expect(body.code).toBe(409);
    expect((await call.json('DELETE', `/api/admin/deleteProduct/${productId}`)).code).toBe(409); // it is in an inventory now
  });

  it('deletes one and many', async () => {
    const a = await call.json('POST', '/api/admin/createProduct', newProduct({ productCode: 'DEL-1' }));
    const b = await call.json('POST', '/api/admin/createProduct', newProduct({ productCode: 'DEL-2' }));
    const c = await call.json('POST', '/api/admin/createProduct', newProduct({ productCode: 'DEL-3' }));
    const [idA, idB, idC] = [a, b, c].map((r) => (r.getProduct as { _id: string })._id);
    expect(await call.json('DELETE', `/api/admin/deleteProduct/${idA}`, undefined, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('DELETE', `/api/admin/deleteProduct/${idA}`)).toMatchObject({ code: 200, msg: 'Successfully Deleted' });
    expect(await call.json('PUT', '/api/admin/deleteSelectedProduct', { ids: [idB, idC] })).toEqual({
      code: 200,
      msg: 'Your selected items deleted',
      count: 2,
    });
  });
});
