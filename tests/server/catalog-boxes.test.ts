/** Boxes: list, detail, previous box, create / update with the odds rules, deletes, product search. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { activityCount, api, lastActivity, type UploadFile } from './catalogHelpers';
import { pngImage } from '../fixtures/images';

let server: TestServer;
let call: ReturnType<typeof api>;
let readerToken: string;
let products: Array<{ id: string; sellPrice: number; purchasePrice: number }>;
let boxCategory: string;

const image: UploadFile = { name: 'box.png', type: 'image/png', bytes: pngImage(60, 60) };

function boxFields(chooseProduct: Array<{ pid: string; chance: number }>, extra: Record<string, string> = {}) {
  return {
    name: 'Test Box',
    price: '42.5',
    category: JSON.stringify([boxCategory]),
    chooseProduct: JSON.stringify(chooseProduct),
    itemsCount: String(chooseProduct.length),
    hideBox: 'false',
    enableBox: 'true',
    boxProfit: '10',
    description: 'A box',
    specialTag: 'Hot',
    color: '#ff0000',
    ...extra,
  };
}

beforeAll(async () => {
  server = await makeTestServer();
  call = api(server, await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password));
  await server.createAdmin({ email: 'boxreader@example.com', role: ['readBox'] });
  readerToken = await server.loginAs('boxreader@example.com', 'Member@12345');
  products = await server.db.selectFrom('products').select(['id', 'sellPrice', 'purchasePrice']).orderBy('id').limit(3).execute();
  boxCategory = (await server.db.selectFrom('categories').select('id').where('categoryType', '=', 'box').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
});

describe('box list and detail', () => {
  it('getBox: box, sorted by price ascending', async () => {
    const body = await call.json('GET', '/api/admin/getBox', undefined, readerToken);
    expect(body).toMatchObject({ code: 200, msg: 'Box list' });
    const prices = (body.box as Array<{ price: number }>).map((b) => b.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('getBoxDetailById: boxData, boxItems (chances, ranges) and choseProducts', async () => {
    const box = await server.db.selectFrom('boxes').select('id').limit(1).executeTakeFirstOrThrow();
    const body = await call.json('GET', `/api/admin/getBoxDetailById/${box.id}`);
    expect(body).toMatchObject({ code: 200, boxData: { _id: box.id } });
    const items = body.boxItems as Array<{ pid: string; chance: number; rangeFrom: number; rangeTo: number }>;
    expect(items[0].rangeFrom).toBe(1);
    expect(items[items.length - 1].rangeTo).toBe(1_000_000);
    expect(items.reduce((s, i) => s + Math.round(i.chance * 10_000), 0)).toBe(1_000_000);
    const chosen = body.choseProducts as Array<{ _id: string; rarityLevel: { color: string } | null }>;
    expect(chosen.map((p) => p._id)).toEqual(items.map((i) => i.pid));
    expect(chosen[0].rarityLevel?.color).toMatch(/^#/);
  });

  it('getPlayBox: box and count, a page at a time, cheapest first', async () => {
    const body = await call.json('POST', '/api/admin/getPlayBox', { skip: 0, limit: 5 }, readerToken);
    expect(body).toMatchObject({ code: 200 });
    const boxes = body.box as Array<{ price: number }>;
    expect(boxes).toHaveLength(5);
    expect(body.count).toBeGreaterThan(5);
    expect(boxes.map((b) => b.price)).toEqual([...boxes.map((b) => b.price)].sort((a, b) => a - b));
    expect(await call.json('POST', '/api/admin/getPlayBox', { limit: 1000 })).toMatchObject({ code: 400 });
  });

  it('getPlayBox: only the boxes players can open (shown and enabled), found by title', async () => {
    const [hidden, disabled] = await server.db.selectFrom('boxes').select(['id', 'name']).orderBy('price').limit(2).execute();
    await server.db.updateTable('boxes').set({ hideBox: true }).where('id', '=', hidden.id).execute();
    await server.db.updateTable('boxes').set({ enableBox: false }).where('id', '=', disabled.id).execute();
    try {
      const playable = await server.db
        .selectFrom('boxes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hideBox', '=', false)
        .where('enableBox', '=', true)
        .executeTakeFirstOrThrow();
      const body = await call.json('POST', '/api/admin/getPlayBox', { skip: 0, limit: 100 }, readerToken);
      expect(body.count).toBe(Number(playable.n));
      const ids = (body.box as Array<{ _id: string }>).map((b) => b._id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(disabled.id);
      const found = await call.json('POST', '/api/admin/getPlayBox', { title: hidden.name }, readerToken);
      expect((found.box as Array<{ _id: string }>).map((b) => b._id)).not.toContain(hidden.id);
    } finally {
      await server.db.updateTable('boxes').set({ hideBox: false, enableBox: true }).where('id', 'in', [hidden.id, disabled.id]).execute();
    }
  });

  it('getPreviousBox: getPrevious with specialTag and color', async () => {
    const body = await call.json('GET', '/api/admin/getPreviousBox');
    expect(body).toMatchObject({ code: 200 });
    expect(body.getPrevious).toHaveProperty('specialTag');
    expect(body.getPrevious).toHaveProperty('color');
  });

  it('getSearchProducts: products, count, specialTagList, latestColor; filters and paging', async () => {
    const all = await call.json('POST', '/api/admin/getSearchProducts', { skip: 0, limit: 12, gameId: 730 });
    expect(all).toMatchObject({ code: 200 });
    expect((all.products as unknown[]).length).toBe(12);
    expect(all.count).toBeGreaterThan(12);
    expect(Array.isArray(all.specialTagList)).toBe(true);
    expect(typeof all.latestColor).toBe('string');
    const cheap = await call.json('POST', '/api/admin/getSearchProducts', { skip: 0, limit: 100, max: 20, min: '5' });
    for (const p of cheap.products as Array<{ sellPrice: number }>) expect(p.sellPrice).toBeGreaterThanOrEqual(5);
    for (const p of cheap.products as Array<{ sellPrice: number }>) expect(p.sellPrice).toBeLessThanOrEqual(20);
    const none = await call.json('POST', '/api/admin/getSearchProducts', { title: 'no such product anywhere', skip: 0, limit: 12 });
    expect(none).toMatchObject({ products: [], count: 0 });
    expect(await call.json('POST', '/api/admin/getSearchProducts', { skip: -1 })).toMatchObject({ code: 400 });
  });
});

describe('create and update a box', () => {
  let boxId = '';

  it('creates a box with two products whose chances total 100; ranges from 1 to 1,000,000; logged', async () => {
    const body = await call.form(
      'POST',
      '/api/admin/createBox',
      boxFields([
        { pid: products[0].id, chance: 60 },
        { pid: products[1].id, chance: 40 },
      ]),
      [image],
    );
    expect(body).toMatchObject({ code: 200, msg: 'Box created successfully' });
    const data = body.data as { _id: string; image: string; itemsCount: number; price: number };
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(data).toMatchObject({ itemsCount: 2, price: 42.5 });
    boxId = data._id;
    const items = await server.db.selectFrom('box_products').selectAll().where('boxId', '=', boxId).orderBy('rangeFrom').execute();
    expect(items.map((i) => [i.productId, i.chance, i.rangeFrom, i.rangeTo, i.sellPrice])).toEqual([
      [products[0].id, 60, 1, 600_000, products[0].sellPrice],
      [products[1].id, 40, 600_001, 1_000_000, products[1].sellPrice],
    ]);
    expect(await lastActivity(server)).toMatchObject({ module: 'Box', action: 'create', description: 'Created box Test Box' });
  });

  it('refuses chances totalling 90 with "Total chance limit must be 100%" and saves nothing', async () => {
    const before = await activityCount(server);
    const body = await call.form(
      'POST',
      '/api/admin/createBox',
      boxFields(
        [
          { pid: products[0].id, chance: 50 },
          { pid: products[1].id, chance: 40 },
        ],
        { name: 'Ninety' },
      ),
      [image],
    );
    expect(body).toEqual({ code: 400, msg: 'Total chance limit must be 100%' });
    expect(await server.db.selectFrom('boxes').select('id').where('name', '=', 'Ninety').execute()).toEqual([]);
    expect(await activityCount(server)).toBe(before);
  });

  it('refuses the other box rules with the spec texts', async () => {
    const two = [
      { pid: products[0].id, chance: 60 },
      { pid: products[1].id, chance: 40 },
    ];
    expect(await call.form('POST', '/api/admin/createBox', boxFields([]), [image])).toEqual({ code: 400, msg: 'Please select product' });
    expect(
      await call.form(
        'POST',
        '/api/admin/createBox',
        boxFields([
          { pid: products[0].id, chance: 100 },
          { pid: products[1].id, chance: 0 },
        ]),
        [image],
      ),
    ).toEqual({
      code: 400,
      msg: 'Please add chance for every product',
    });
    expect(await call.form('POST', '/api/admin/createBox', boxFields(two))).toEqual({ code: 400, msg: 'Image is required' });
    expect(await call.form('POST', '/api/admin/createBox', boxFields(two, { price: '0' }), [image])).toEqual({
      code: 400,
      msg: 'price: Box price must be greater than 0',
    });
    expect(await call.form('POST', '/api/admin/createBox', boxFields(two, { name: ' Lead' }), [image])).toEqual({
      code: 400,
      msg: 'name: Name must not start with a space',
    });
    expect(await call.form('POST', '/api/admin/createBox', boxFields(two, { category: '[]' }), [image])).toEqual({
      code: 400,
      msg: 'category: This field is required',
    });
    expect(await call.form('POST', '/api/admin/createBox', boxFields([{ pid: 'missing', chance: 100 }]), [image])).toEqual({
      code: 400,
      msg: 'A chosen product does not exist any more',
    });
  });

  it('refuses a member without writeBox', async () => {
    const body = await call.form('POST', '/api/admin/createBox', boxFields([{ pid: products[0].id, chance: 100 }]), [image], readerToken);
    expect(body.code).toBe(403);
  });

  it('updates the box (JSON or multipart, image optional) and replaces its items', async () => {
    const body = await call.form(
      'PUT',
      `/api/admin/updateBox/${boxId}`,
      boxFields(
        [
          { pid: products[2].id, chance: 33.3333 },
          { pid: products[1].id, chance: 66.6667 },
        ],
        { name: 'Renamed Box' },
      ),
    );
    expect(body).toMatchObject({ code: 200, msg: 'Box updated successfully', data: { name: 'Renamed Box', itemsCount: 2 } });
    const items = await server.db.selectFrom('box_products').selectAll().where('boxId', '=', boxId).orderBy('rangeFrom').execute();
    expect(items.map((i) => [i.productId, i.rangeFrom, i.rangeTo])).toEqual([
      [products[2].id, 1, 333_333],
      [products[1].id, 333_334, 1_000_000],
    ]);
    expect(await call.json('PUT', '/api/admin/updateBox/nope', { name: 'x' })).toEqual({ code: 404, msg: 'This box does not exist' });
  });

  it('deletes one and many; a reader is refused', async () => {
    expect(await call.json('DELETE', `/api/admin/deleteBox/${boxId}`, undefined, readerToken)).toMatchObject({ code: 403 });
    expect(await call.json('DELETE', `/api/admin/deleteBox/${boxId}`)).toMatchObject({ code: 200, msg: 'Successfully Deleted' });
    expect(await server.db.selectFrom('box_products').select('id').where('boxId', '=', boxId).execute()).toEqual([]);
    const again = await call.form('POST', '/api/admin/createBox', boxFields([{ pid: products[0].id, chance: 100 }], { name: 'Another' }), [
      image,
    ]);
    const id = (again.data as { _id: string })._id;
    expect(await call.json('PUT', '/api/admin/deleteSelectedBox', { ids: [id] })).toEqual({
      code: 200,
      msg: 'Your selected items deleted',
      count: 1,
    });
    expect(await call.json('PUT', '/api/admin/deleteSelectedBox', {})).toMatchObject({ code: 400 });
  });

  it('refuses deleting a box that was opened, keeping its history', async () => {
    const opened = await server.db.selectFrom('box_openings').select('boxId').limit(1).executeTakeFirstOrThrow();
    const before = await server.db
      .selectFrom('box_openings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('boxId', '=', opened.boxId)
      .executeTakeFirstOrThrow();
    const single = await call.json('DELETE', `/api/admin/deleteBox/${opened.boxId}`);
    expect(single).toMatchObject({ code: 409 });
    expect(String(single.msg)).toContain('cannot be deleted');
    expect(await call.json('PUT', '/api/admin/deleteSelectedBox', { ids: [opened.boxId] })).toMatchObject({ code: 409 });
    const after = await server.db
      .selectFrom('box_openings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('boxId', '=', opened.boxId)
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
