/**
 * Bad input of issue 14: whatever a client sends, the reply is a 4xx `{code, msg}` that says what is
 * wrong, refused before the database: NUL characters, numbers beyond their column, broken multipart
 * bodies, addresses Fastify's router cannot read, and texts or images far beyond any real value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await makeTestServer();
  token = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await server.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    payload: payload as string | object | undefined,
  });
  return { status: res.statusCode, body: envelope(res), raw: res.body, type: String(res.headers['content-type'] ?? '') };
}

async function anyId(table: 'brands' | 'categories' | 'boxes' | 'social_proofs'): Promise<string> {
  const row = await server.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  if (row) return row.id;
  if (table !== 'social_proofs') throw new Error(`no ${table} in the demo data`);
  const created = await server.db
    .insertInto('social_proofs')
    .values({ title: 'Proof', name: 'Admin', video: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

const NUL_MESSAGE = 'Must not contain the NUL character';

describe('the NUL character', () => {
  it('is refused in a body field, naming the field, before the database', async () => {
    const res = await call('POST', '/api/admin/createShipping', { shippingName: 'Post\u0000man' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: `shippingName: ${NUL_MESSAGE}` });
  });

  it('is refused in a nested field and in a field name', async () => {
    const nested = await call('PUT', '/api/admin/deleteSelectedBrand', { ids: ['a', 'b\u0000'] });
    expect(nested.body).toEqual({ code: 400, msg: `ids.1: ${NUL_MESSAGE}` });
    const key = await call('POST', '/api/admin/createShipping', { shippingName: 'x', 'bad\u0000key': 1 });
    expect(key.body.code).toBe(400);
    expect(key.body.msg).toContain(NUL_MESSAGE);
  });

  it('is refused on the login route, without a token', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin\u0000@example.com', password: 'Admin@12345' },
    });
    expect(envelope(res)).toEqual({ code: 400, msg: `email: ${NUL_MESSAGE}` });
  });

  it('is refused in a path id and a query id', async () => {
    expect((await call('GET', '/api/admin/getBrandDetailById/ab%00cd')).body).toEqual({ code: 400, msg: `id: ${NUL_MESSAGE}` });
    expect((await call('GET', '/api/admin/getTeamDetailById?userId=a%00b')).body).toEqual({ code: 400, msg: `userId: ${NUL_MESSAGE}` });
  });

  it('is refused in a multipart text field', async () => {
    const boundary = 'NulBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBra\u0000nd\r\n--${boundary}--\r\n`;
    const res = await call('POST', '/api/admin/createBrand', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.body).toEqual({ code: 400, msg: `name: ${NUL_MESSAGE}` });
  });
});

describe('numbers beyond their column', () => {
  it('refuses a box profit of 1e20 in validation', async () => {
    const res = await call('PUT', '/api/admin/updateBoxProfit', { boxProfit: 1e20 });
    expect(res.body).toEqual({ code: 400, msg: 'boxProfit: Box profit can be at most 1000' });
    const current = await call('PUT', '/api/admin/updateCurrentBoxesProfit', { boxProfit: '100000000000000000000' });
    expect(current.body).toEqual({ code: 400, msg: 'boxProfit: Box profit can be at most 1000' });
  });

  it('refuses a box price of 2^53', async () => {
    const category = await server.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const res = await call('POST', '/api/admin/createBox', { name: 'Huge', price: 9007199254740992, category: [category.id] });
    expect(res.body).toEqual({ code: 400, msg: 'price: Box price must be at most 10000000' });
  });

  it('refuses a product stock beyond a whole number column', async () => {
    const product = await server.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
    const res = await call('PUT', `/api/admin/updateProduct/${product.id}`, {
      data: {
        name: product.name,
        sellPrice: 10,
        purchasePrice: 5,
        totalProduct: 1e12,
        brandId: product.brandId,
        partnerId: product.partnerId,
        rarityLevel: product.rarityLevel,
        categoryId: product.categoryId,
      },
      payload: {},
    });
    expect(res.body).toEqual({ code: 400, msg: 'totalProduct: Must be at most 1000000000' });
  });
});

describe('broken multipart bodies, on every upload route', () => {
  const routes = async (): Promise<Array<[Method, string]>> => [
    ['POST', '/api/admin/createBrand'],
    ['PUT', `/api/admin/updateBrand/${await anyId('brands')}`],
    ['POST', '/api/admin/createCategory'],
    ['PUT', `/api/admin/updateCategory/${await anyId('categories')}`],
    ['POST', '/api/admin/createBox'],
    ['PUT', `/api/admin/updateBox/${await anyId('boxes')}`],
    ['POST', '/api/admin/uploadProductImage'],
    ['POST', '/api/admin/createSocialProof'],
    ['PUT', `/api/admin/updateSocialProof/${await anyId('social_proofs')}`],
  ];

  it('answers a multipart body without a boundary with a 400', async () => {
    for (const [method, url] of await routes()) {
      const res = await call(method, url, 'name=x', { 'content-type': 'multipart/form-data' });
      expect([url, res.body]).toEqual([url, { code: 400, msg: 'The multipart form has no boundary in its Content-Type header' }]);
    }
  });

  it('answers a multipart body cut before its closing boundary with a 400, and saves nothing', async () => {
    const boundary = 'CutBoundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut Name\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut Title\r\n`;
    const brandsBefore = await server.db.selectFrom('brands').select('id').execute();
    for (const [method, url] of await routes()) {
      const res = await call(method, url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect([url, res.body]).toEqual([url, { code: 400, msg: 'The multipart form is incomplete: its closing boundary is missing' }]);
    }
    expect(await server.db.selectFrom('brands').select('id').execute()).toHaveLength(brandsBefore.length);
    const proofs = await server.db.selectFrom('social_proofs').select('title').where('title', '=', 'Cut Title').execute();
    expect(proofs).toHaveLength(0);
  });

  it('answers an image file cut before its closing boundary with a 400', async () => {
    const boundary = 'CutFile';
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
    ]);
    const res = await call('POST', '/api/admin/uploadProductImage', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.body).toEqual({ code: 400, msg: 'The multipart form is incomplete: its closing boundary is missing' });
  });

  it('still takes a complete multipart form', async () => {
    const boundary = 'GoodBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nWhole Brand\r\n--${boundary}--\r\n`;
    const res = await call('POST', '/api/admin/createBrand', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.body.code).toBe(200);
  });
});

describe("Fastify's router errors", () => {
  const cases: Array<[string, string, number, string]> = [
    ['an 8,000-character id', `/api/admin/getBrandDetailById/${'a'.repeat(8000)}`, 414, 'A part of the request address is too long'],
    ['%ff%fe in the path', '/api/admin/getBrandDetailById/%ff%fe', 400, 'The request address is not valid'],
    ['a lone %', '/api/admin/getBrandDetailById/%', 400, 'The request address is not valid'],
    ['a lone % outside a parameter', '/api/admin/%zz', 400, 'The request address is not valid'],
  ];
  for (const [label, url, code, msg] of cases) {
    it(`answers ${label} in the envelope, without the address`, async () => {
      const res = await call('GET', url);
      expect(res.status).toBe(code);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.raw)).toEqual({ code, msg });
      expect(res.raw).not.toContain('getBrandDetailById');
    });
  }

  it('does not echo a very long unknown address in the 404', async () => {
    const res = await call('GET', `/api/admin/${'b'.repeat(5000)}`);
    expect(res.body.code).toBe(404);
    expect(res.raw.length).toBeLessThan(400);
  });
});

describe('length limits', () => {
  it('refuses a 300 kB box name, naming the field', async () => {
    const category = await server.db.selectFrom('categories').select('id').limit(1).executeTakeFirstOrThrow();
    const res = await call('POST', '/api/admin/createBox', { name: 'x'.repeat(300_000), price: 10, category: [category.id] });
    expect(res.body).toEqual({ code: 400, msg: 'name: Box name must be at most 200 characters long' });
  });

  it('refuses 2 MB of anything as an image, and an image field that is no image address', async () => {
    const id = await anyId('brands');
    const boundary = 'HugeBoundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const huge = await call(
      'PUT',
      `/api/admin/updateBrand/${id}`,
      `${field('name', 'Brand')}${field('image', `data:image/png;base64,${'A'.repeat(2_000_000)}`)}--${boundary}--\r\n`,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toMatch(/^image: Must be at most \d+ characters long$/);
    const unchanged = await server.db.selectFrom('brands').select('image').where('id', '=', id).executeTakeFirstOrThrow();
    expect(unchanged.image?.length ?? 0).toBeLessThan(2_000_000);
    const junk = await call('PUT', `/api/admin/updateBrand/${id}`, { name: 'Brand', image: 'javascript:alert(1)' });
    expect(junk.body).toEqual({ code: 400, msg: 'image: Must be an image address (/uploads/..., http(s)://... or a data: image)' });
    const product = await server.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
    const productImage = await call('PUT', `/api/admin/updateProduct/${product.id}`, {
      data: {
        name: product.name,
        sellPrice: 1,
        purchasePrice: 1,
        brandId: product.brandId,
        partnerId: product.partnerId,
        rarityLevel: product.rarityLevel,
        categoryId: product.categoryId,
      },
      payload: { image: ['x'.repeat(100)] },
    });
    expect(productImage.body.msg).toMatch(/^image\.0: Must be an image address/);
  });

  it('keeps an image address the admin sends back unchanged', async () => {
    const brand = await server.db.selectFrom('brands').selectAll().where('image', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const res = await call('PUT', `/api/admin/updateBrand/${brand.id}`, { name: brand.name, image: brand.image });
    expect(res.body.code).toBe(200);
  });

  it('refuses very long free text on the other forms', async () => {
    const long = 'y'.repeat(20_000);
    expect((await call('POST', '/api/admin/checkUserExists', { type: 'username', value: long })).body.msg).toBe(
      'value: Must be at most 200 characters long',
    );
    const login = await server.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: `${long}@x.io`, password: 'x' } });
    expect(envelope(login)).toEqual({ code: 400, msg: 'email: Must be at most 200 characters long' });
  });
});
