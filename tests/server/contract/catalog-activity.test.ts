/**
 * Contract, below the dataProvider: the activity log rows the warehouse lists' changes leave on the
 * server (its database) and on the fake shop (its memory), seeded at the same moment. Every create,
 * update, delete and bulk delete of a category, brand or rarity writes the same row (module, action,
 * description); a refused call writes none. The dataProvider cases are in ./catalog.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLinesSince, caseStart } from './harness';
import { createFakeBackend, type FakeBackend } from '../../../src/dataProvider/fake';
import { SUPER_ADMIN, makeTestServer, type TestServer } from '../helpers';

let server: TestServer;
let fake: FakeBackend;
const tokens = { server: '', fake: '' };
const SIDES = ['server', 'fake'] as const;
type Side = (typeof SIDES)[number];

interface Reply {
  status: number;
  body: { code: number; msg: string } & Record<string, unknown>;
}

async function send(side: Side, method: string, url: string, payload?: object): Promise<Reply> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[side]}` };
  if (payload) headers['content-type'] = 'application/json';
  const body = payload ? JSON.stringify(payload) : undefined;
  if (side === 'server') {
    const res = await server.app.inject({ method: method as 'GET', url, headers, payload: body });
    return { status: res.statusCode, body: res.json() };
  }
  const res = await fake.shop.fetch(url, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/**
 * The same call on both sides, each with its own ids (a created row's id differs between them):
 * `url` and `payload` are given the side's earlier replies. Statuses and messages must agree.
 */
async function both(method: string, url: (side: Side) => string, payload?: (side: Side) => object): Promise<Record<Side, Reply>> {
  const replies = {} as Record<Side, Reply>;
  for (const side of SIDES) replies[side] = await send(side, method, url(side), payload?.(side));
  const agreed = (reply: Reply) => ({ status: reply.status, msg: reply.body.msg });
  expect(agreed(replies.fake), `${method} ${url('server')}`).toEqual(agreed(replies.server));
  return replies;
}

const same = (url: string) => () => url;

/** Creates a row on both sides and returns each side's new id. */
async function created(path: string, payload: object, replyKey: string): Promise<Record<Side, string>> {
  const replies = await both('POST', same(path), () => payload);
  expect(replies.server.status).toBe(200);
  const idOf = (reply: Reply) => String((reply.body[replyKey] as { _id: string })._id);
  return { server: idOf(replies.server), fake: idOf(replies.fake) };
}

const activitySince = (since: Date) => activityLinesSince(server.db, fake.shop.db, since);

beforeAll(async () => {
  const seedNow = new Date();
  [server, fake] = await Promise.all([makeTestServer({ seedNow }), createFakeBackend({ scenario: 'demo', now: seedNow })]);
  for (const side of SIDES) {
    const reply = await send(side, 'POST', '/api/admin/login', SUPER_ADMIN);
    if (typeof reply.body.token !== 'string') throw new Error(`${side}: sign-in refused`);
    tokens[side] = reply.body.token;
  }
});
afterAll(async () => server?.close());

describe('the warehouse lists leave the same activity rows on both', () => {
  it('every change of a category, brand or rarity writes the same row; refused calls write none', async () => {
    const since = await caseStart();
    const lists = [
      {
        module: 'Category',
        create: 'createCategory',
        update: 'updateCategory',
        remove: 'deleteCategory',
        many: 'deleteSelectedCategory',
        key: 'categoryData',
      },
      {
        module: 'Brand',
        create: 'createBrand',
        update: 'updateBrand',
        remove: 'deleteBrand',
        many: 'deleteSelectedBrand',
        key: 'brandData',
      },
      {
        module: 'RarityLevel',
        create: 'craeteRarity',
        update: 'updateRarity',
        remove: 'deleteRarity',
        many: 'deleteSelectedRarity',
        key: 'rarityData',
      },
    ];
    for (const { module, create, update, remove, many, key } of lists) {
      const body = (name: string) => ({ name, ...(module === 'RarityLevel' ? { color: '#336699' } : {}) });
      const one = await created(`/api/admin/${create}`, body(`QA ${module}`), key);
      await both(
        'PUT',
        (side) => `/api/admin/${update}/${one[side]}`,
        () => body(`QA ${module} renamed`),
      );
      await both('DELETE', (side) => `/api/admin/${remove}/${one[side]}`);
      const first = await created(`/api/admin/${create}`, body(`QA ${module} A`), key);
      const second = await created(`/api/admin/${create}`, body(`QA ${module} B`), key);
      const bulk = await both('PUT', same(`/api/admin/${many}`), (side) => ({ ids: [first[side], second[side]] }));
      expect(bulk.server.body.count).toBe(2);
    }

    // refused: no activity row
    const usedBrand = fake.shop.db.rows('products').find((product) => product.brandId)?.brandId;
    expect((await both('DELETE', same(`/api/admin/deleteBrand/${usedBrand}`))).server.status).toBe(409);
    expect((await both('POST', same('/api/admin/createCategory'), () => ({ name: ' ' }))).server.status).toBe(400);
    expect(
      (await both('PUT', same('/api/admin/updateRarity/ffffffffffffffffffffffff'), () => ({ name: 'QA', color: '#000000' }))).server.status,
    ).toBe(404);
    expect((await both('PUT', same('/api/admin/deleteSelectedCategory'), () => ({ ids: [] }))).server.status).toBe(400);

    const rows = await activitySince(since);
    expect(rows.fake).toEqual(rows.server);
    expect(rows.server).toHaveLength(3 * 6);
    expect(rows.server).toEqual(
      expect.arrayContaining([
        'Category | create | Created category QA Category',
        'Brand | update | Updated brand QA Brand renamed',
        'RarityLevel | delete | Deleted rarity QA RarityLevel renamed',
        'RarityLevel | delete | Deleted 2 rarity record(s)',
      ]),
    );
  });
});
