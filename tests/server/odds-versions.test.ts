/** Odds versions (issue 63): kept on every save that changes the odds, never changed, kept after a box's delete. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, makeTestServer, type TestServer } from './helpers';
import { api, type UploadFile } from './catalogHelpers';
import { pngImage } from '../fixtures/images';

const image: UploadFile = { name: 'box.png', type: 'image/png', bytes: pngImage(60, 60) };

let server: TestServer;
let call: ReturnType<typeof api>;
let readerToken: string;
let productReaderToken: string;
let products: Array<{ id: string; name: string; sellPrice: number; purchasePrice: number }>;
let boxCategory: string;

function boxFields(chooseProduct: Array<{ pid: string; chance: number }>, extra: Record<string, string> = {}) {
  return {
    name: 'Versioned Box',
    price: '20',
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

interface Version {
  version: number;
  price: number;
  rtp: number;
  adminEmail: string;
  items: Array<{ productId: string; chance: number; rangeFrom: number; rangeTo: number; sellPrice: number }>;
}

async function versionsOf(boxId: string, token?: string) {
  return call.json('GET', `/api/admin/getBoxOddsVersions/${boxId}`, undefined, token);
}

beforeAll(async () => {
  server = await makeTestServer();
  call = api(server, await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password));
  await server.createAdmin({ email: 'oddsreader@example.com', role: ['readBox'] });
  readerToken = await server.loginAs('oddsreader@example.com', 'Member@12345');
  await server.createAdmin({ email: 'onlyproducts@example.com', role: ['readProduct'] });
  productReaderToken = await server.loginAs('onlyproducts@example.com', 'Member@12345');
  products = await server.db.selectFrom('products').select(['id', 'name', 'sellPrice', 'purchasePrice']).orderBy('id').limit(3).execute();
  boxCategory = (await server.db.selectFrom('categories').select('id').where('categoryType', '=', 'box').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
});

describe('odds versions', () => {
  let boxId: string;

  it('a created box has its version 1: who saved it, the price, each product with chance and prices, the RTP', async () => {
    const [a, b] = products;
    const created = await call.form(
      'POST',
      '/api/admin/createBox',
      boxFields([
        { pid: a.id, chance: 60 },
        { pid: b.id, chance: 40 },
      ]),
      [image],
    );
    expect(created).toMatchObject({ code: 200, oddsVersion: 1 });
    boxId = (created.data as { _id: string })._id;

    const body = await versionsOf(boxId, readerToken);
    expect(body).toMatchObject({ code: 200, box: { _id: boxId, name: 'Versioned Box', deleted: false } });
    const versions = body.versions as Version[];
    expect(versions).toHaveLength(1);
    const rtp = Math.round(((a.sellPrice * 0.6 + b.sellPrice * 0.4) / 20) * 10_000) / 100;
    expect(versions[0]).toMatchObject({ version: 1, price: 20, rtp, adminEmail: SUPER_ADMIN.email.toLowerCase() });
    expect(versions[0].items).toEqual([
      expect.objectContaining({ productId: a.id, name: a.name, chance: 60, sellPrice: a.sellPrice, rangeFrom: 1, rangeTo: 600_000 }),
      expect.objectContaining({
        productId: b.id,
        name: b.name,
        chance: 40,
        sellPrice: b.sellPrice,
        rangeFrom: 600_001,
        rangeTo: 1_000_000,
      }),
    ]);
  });

  it('a save that changes no odds keeps no version; a change of chances or of price keeps one each, newest first', async () => {
    const [a, b, c] = products;
    const same = await call.form(
      'PUT',
      `/api/admin/updateBox/${boxId}`,
      boxFields(
        [
          { pid: a.id, chance: 60 },
          { pid: b.id, chance: 40 },
        ],
        { description: 'Another text', name: 'Versioned Box Renamed' },
      ),
    );
    expect(same).toMatchObject({ code: 200, oddsVersion: null });

    const chances = await call.form(
      'PUT',
      `/api/admin/updateBox/${boxId}`,
      boxFields([
        { pid: a.id, chance: 50 },
        { pid: c.id, chance: 50 },
      ]),
    );
    expect(chances).toMatchObject({ code: 200, oddsVersion: 2 });
    const price = await call.form(
      'PUT',
      `/api/admin/updateBox/${boxId}`,
      boxFields(
        [
          { pid: a.id, chance: 50 },
          { pid: c.id, chance: 50 },
        ],
        { price: '25' },
      ),
    );
    expect(price).toMatchObject({ code: 200, oddsVersion: 3 });

    const versions = (await versionsOf(boxId)).versions as Version[];
    expect(versions.map((v) => [v.version, v.price])).toEqual([
      [3, 25],
      [2, 20],
      [1, 20],
    ]);
  });

  it('the difference of two versions: products added and removed, chances changed, RTP before and after', async () => {
    const [a, b, c] = products;
    const body = await call.json('GET', `/api/admin/getBoxOddsVersionDiff/${boxId}?from=1&to=2`, undefined, readerToken);
    expect(body).toMatchObject({ code: 200, from: { version: 1 }, to: { version: 2 } });
    const diff = body.diff as {
      price: unknown;
      added: Array<{ productId: string }>;
      removed: Array<{ productId: string }>;
      changed: Array<{ productId: string; chance?: { before: number; after: number } }>;
      rtp: { before: number; after: number };
      same: boolean;
    };
    expect(diff.price).toBeNull();
    expect(diff.added.map((i) => i.productId)).toEqual([c.id]);
    expect(diff.removed.map((i) => i.productId)).toEqual([b.id]);
    expect(diff.changed).toEqual([expect.objectContaining({ productId: a.id, chance: { before: 60, after: 50 } })]);
    const rtp2 = Math.round(((a.sellPrice * 0.5 + c.sellPrice * 0.5) / 20) * 10_000) / 100;
    expect(diff.rtp.after).toBe(rtp2);
    expect(diff.same).toBe(false);

    const priced = await call.json('GET', `/api/admin/getBoxOddsVersionDiff/${boxId}?from=2&to=3`);
    expect(priced.diff).toMatchObject({ price: { before: 20, after: 25 }, added: [], removed: [], changed: [], same: false });
    expect(await call.json('GET', `/api/admin/getBoxOddsVersionDiff/${boxId}?from=1&to=9`)).toMatchObject({
      code: 404,
      msg: 'This box has no odds version 9',
    });
    expect(await call.json('GET', `/api/admin/getBoxOddsVersionDiff/${boxId}?from=0&to=x`)).toMatchObject({ code: 400 });
  });

  it('is refused without the Box access name', async () => {
    expect(await versionsOf(boxId, productReaderToken)).toMatchObject({ code: 403 });
    expect(await call.json('GET', `/api/admin/getBoxOddsVersionDiff/${boxId}?from=1&to=2`, undefined, productReaderToken)).toMatchObject({
      code: 403,
    });
  });

  it('a version is never changed nor deleted, even by the database', async () => {
    await expect(sql`update box_odds_versions set price = 1 where "boxId" = ${boxId}`.execute(server.db)).rejects.toThrow(/never changed/);
    await expect(sql`delete from box_odds_versions where "boxId" = ${boxId}`.execute(server.db)).rejects.toThrow(/never changed/);
    expect(((await versionsOf(boxId)).versions as Version[]).map((v) => v.price)).toEqual([25, 20, 20]);
  });

  it('deleting a box keeps its versions, under the name they were saved with', async () => {
    expect(await call.json('DELETE', `/api/admin/deleteBox/${boxId}`)).toMatchObject({ code: 200 });
    const body = await versionsOf(boxId, readerToken);
    expect(body).toMatchObject({ code: 200, box: { _id: boxId, name: 'Versioned Box', deleted: true } });
    expect((body.versions as Version[]).map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await versionsOf('000000000000000000000000')).toMatchObject({ code: 404 });
  });
});

describe('seeded odds versions and openings', () => {
  it('every seeded box has a version 1, and its products are those of its latest version', async () => {
    const boxes = await server.db.selectFrom('boxes').select('id').execute();
    const { rows } = await sql<{ boxId: string; first: number; latest: number; items: Version['items'] }>`
      select "boxId", min(version) as first, max(version) as latest,
        (array_agg(items order by version desc))[1] as items
      from box_odds_versions group by "boxId"`.execute(server.db);
    const byBox = new Map(rows.map((r) => [r.boxId, r]));
    for (const box of boxes) {
      const versions = byBox.get(box.id);
      expect(versions?.first).toBe(1);
      const current = await server.db
        .selectFrom('box_products')
        .select(['productId', 'rangeFrom', 'rangeTo'])
        .where('boxId', '=', box.id)
        .orderBy('rangeFrom')
        .execute();
      expect(versions?.items.map((i) => [i.productId, i.rangeFrom, i.rangeTo])).toEqual(
        current.map((i) => [i.productId, i.rangeFrom, i.rangeTo]),
      );
    }
    expect(rows.some((r) => Number(r.latest) > 1)).toBe(true);
  });

  it('every seeded opening was drawn under the version of its box in force then: its price, and a product of its odds', async () => {
    const { rows } = await sql<{ wrong: number }>`
      select count(*)::int as wrong from box_openings o join box_odds_versions v on v.id = o."oddsVersionId"
      where v."boxId" <> o."boxId" or v."createdAt" > o."createdAt" or o."boxPrice" <> v.price
        or exists (select 1 from box_odds_versions n where n."boxId" = v."boxId" and n.version > v.version and n."createdAt" <= o."createdAt")
        or not exists (select 1 from jsonb_array_elements(v.items) i where i->>'productId' = o."productId")`.execute(server.db);
    expect(rows[0].wrong).toBe(0);
  });
});
