/**
 * Concurrency: twenty identical requests at once, as two admins double-clicking would send them.
 * Each must end as if they came one after another: one success, clear 409s for the rest, never a
 * 500, and the database left consistent. PGlite runs one statement at a time and hides these races,
 * so they run on PostgreSQL (the server-pg project of npm test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';
import { onPostgres } from './testDatabase';

const N = 20;
let server: TestServer;
let token: string;

async function post(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ code: number; msg: string; [key: string]: unknown }> {
  const res = await server.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
  return res.json();
}

/** The same request N times at once; the replies' codes, counted. */
async function burst(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const replies = await Promise.all(Array.from({ length: N }, () => post(method, url, payload)));
  const codes: Record<number, number> = {};
  for (const reply of replies) codes[reply.code] = (codes[reply.code] ?? 0) + 1;
  return { replies, codes };
}

beforeAll(async () => {
  if (!onPostgres) return;
  server = await makeTestServer();
  token = await server.loginSteppedUp(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server?.close();
});

describe.runIf(onPostgres)('twenty identical requests at once, on PostgreSQL', () => {
  it('adds one team member; the others hear the email is taken', async () => {
    const member = {
      firstName: 'Rita',
      lastName: 'Race',
      email: 'rita.race@example.com',
      password: 'Race@12345',
      confirmPassword: 'Race@12345',
      role: ['readBrand'],
    };
    const { replies, codes } = await burst('POST', '/api/admin/addTeam', member);
    expect(codes).toEqual({ 200: 1, 409: N - 1 });
    expect(replies.find((r) => r.code === 409)?.msg).toBe('email: This email is already used by another admin');
    const rows = await server.db.selectFrom('admins').select('id').where('email', '=', member.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('creates one product for a product code; the others hear the code is taken', async () => {
    const product = await server.db
      .selectFrom('products')
      .selectAll()
      .where('partnerId', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = {
      data: {
        name: 'Race Sneaker',
        sellPrice: 10,
        purchasePrice: 5,
        productCode: 'RACE-1',
        totalProduct: 1,
        brandId: String(product.brandId),
        partnerId: String(product.partnerId),
        rarityLevel: String(product.rarityLevel),
        categoryId: product.categoryId,
        productNature: 'Physical',
      },
      payload: { image: [], color: [], size: [], capacity: [] },
    };
    const { replies, codes } = await burst('POST', '/api/admin/createProduct', body);
    expect(codes).toEqual({ 200: 1, 409: N - 1 });
    expect(replies.find((r) => r.code === 409)?.msg).toBe('productCode: This product code is already used');
  });

  it('creates one delivery method for a name, whatever its case', async () => {
    const { codes } = await burst('POST', '/api/admin/createShipping', { shippingName: 'Race Express' });
    expect(codes).toEqual({ 200: 1, 409: N - 1 });
    const again = await post('POST', '/api/admin/createShipping', { shippingName: 'RACE EXPRESS' });
    expect(again.code).toBe(409);
    const rows = await server.db.selectFrom('shipping_methods').select('id').where('shippingName', 'ilike', 'race express').execute();
    expect(rows).toHaveLength(1);
  });

  it('registers one user for usernames that differ only in case', async () => {
    const user = (username: string, n: number) => ({
      username,
      firstname: 'Raceo',
      lastname: 'Runner',
      email: `racer${n}@example.org`,
      mobile: `6${String(n).padStart(7, '0')}`,
    });
    const replies = await Promise.all(
      Array.from({ length: N }, (_, n) => post('POST', '/api/admin/registerUser', user(n % 2 ? 'RaceRunner' : 'racerunner', n))),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 409 && r.msg === 'Username already exists.')).toBe(true);
  });

  it('toggles a member’s block once per request, and every reply tells the state it made', async () => {
    const id = await server.createAdmin({ email: 'toggle.me@example.com', role: ['readBrand'] });
    const { replies, codes } = await burst('PUT', `/api/admin/blockTeam/${id}`);
    expect(codes).toEqual({ 200: N });
    const blocked = replies.filter((r) => r.block === true).length;
    expect(blocked).toBe(N / 2);
    const row = await server.db.selectFrom('admins').select('isBlock').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.isBlock).toBe(false);
  });

  it('makes a user a streamer once, with one activity row', async () => {
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('userType', '=', 'user')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await server.db
      .selectFrom('activity_logs')
      .select('id')
      .where('module', '=', 'Users')
      .where('action', '=', 'update')
      .execute();
    const { codes } = await burst('POST', '/api/admin/changeUserTypeToStreamer', { userId: user.id });
    expect(codes).toEqual({ 200: 1, 409: N - 1 });
    const after = await server.db
      .selectFrom('activity_logs')
      .select('id')
      .where('module', '=', 'Users')
      .where('action', '=', 'update')
      .execute();
    expect(after.length - before.length).toBe(1);
  });
});

describe.runIf(onPostgres)('deleting a product while a box save adds it, on PostgreSQL', () => {
  const ROUNDS = 12;

  /** A new product, a copy of a demo one under a fresh code. */
  async function freshProduct(tag: string): Promise<string> {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...model
    } = await server.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
    const row = await server.db
      .insertInto('products')
      .values({ ...model, name: `Race ${tag}`, productCode: `RACE-${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('one of them waits and then refuses with a 409; the box always has odds totalling 100%', async () => {
    const box = await server.db.selectFrom('boxes').select(['id', 'name', 'price', 'category']).limit(1).executeTakeFirstOrThrow();
    const kept = await freshProduct('KEPT');
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const doomed = await freshProduct(`DOOMED-${round}`);
      const [saved, deleted] = await Promise.all([
        post('PUT', `/api/admin/updateBox/${box.id}`, {
          name: box.name,
          price: Number(box.price),
          category: box.category,
          chooseProduct: [
            { pid: kept, chance: 50 },
            { pid: doomed, chance: 50 },
          ],
        }),
        // the delete starts a little later in some rounds, so both orders of arrival are tried
        new Promise((resolve) => setTimeout(resolve, (round % 4) * 4)).then(() => post('DELETE', `/api/admin/deleteProduct/${doomed}`)),
      ]);
      outcomes.push(`${saved.code}/${deleted.code}`);
      // never both: either the box has the product (and the delete is refused) or the product is gone
      expect([saved.code, deleted.code].sort()).toEqual(expect.arrayContaining([200]));
      expect(saved.code === 200 && deleted.code === 200).toBe(false);
      const loser = saved.code === 200 ? deleted : saved;
      expect([400, 409]).toContain(loser.code);
      const items = await server.db.selectFrom('box_products').select(['productId', 'chance']).where('boxId', '=', box.id).execute();
      expect(items.reduce((sum, item) => sum + Number(item.chance), 0)).toBe(100);
      const exists = await server.db.selectFrom('products').select('id').where('id', '=', doomed).executeTakeFirst();
      expect(Boolean(exists)).toBe(saved.code === 200);
    }
    // box save / product delete: one wins, the other is refused
    expect(outcomes.every((outcome) => ['200/409', '409/200', '400/200'].includes(outcome))).toBe(true);
  });
});

describe('a blocked member', () => {
  it('cannot come back with a token from before the block', async () => {
    const local = onPostgres ? server : await makeTestServer();
    const superToken = await local.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const id = await local.createAdmin({ email: 'old.token@example.com', role: ['readBrand'] });
    const oldToken = await local.loginAs('old.token@example.com', 'Member@12345');
    const toggle = () => local.app.inject({ method: 'PUT', url: `/api/admin/blockTeam/${id}`, headers: bearer(superToken) });
    expect((await toggle()).json()).toMatchObject({ code: 200, block: true });
    expect((await toggle()).json()).toMatchObject({ code: 200, block: false });
    const reply = await local.app.inject({ method: 'GET', url: '/api/admin/getAdminDetails', headers: bearer(oldToken) });
    expect(reply.json()).toMatchObject({ code: 401 });
    expect(await local.loginAs('old.token@example.com', 'Member@12345')).toEqual(expect.any(String));
    if (local !== server) await local.close();
  });
});
