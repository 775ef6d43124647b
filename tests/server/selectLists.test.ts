import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN, bearer, envelope, makeTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await makeTestServer();
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, auth = token) => server.app.inject({ method: 'GET', url, headers: bearer(auth) });

describe('startup select lists', () => {
  it('getSelectBrandList: brand [{_id, name}] sorted by name', async () => {
    const body = envelope(await get('/api/admin/getSelectBrandList'));
    expect(body).toMatchObject({ code: 200, msg: 'Brand list' });
    const brand = body.brand as Array<Record<string, unknown>>;
    const count = await server.db
      .selectFrom('brands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(brand).toHaveLength(count.n);
    expect(brand.length).toBeGreaterThan(0);
    for (const row of brand) expect(Object.keys(row).sort()).toEqual(['_id', 'name']);
    const names = brand.map((b) => String(b.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('getSelectPartnerList: partner [{_id, firstname}]', async () => {
    const body = envelope(await get('/api/admin/getSelectPartnerList'));
    expect(body).toMatchObject({ code: 200, msg: 'Partner list' });
    const partner = body.partner as Array<Record<string, unknown>>;
    expect(partner.length).toBeGreaterThan(0);
    for (const row of partner) expect(Object.keys(row).sort()).toEqual(['_id', 'firstname']);
  });

  it('getCategory: category, full rows with _id and camelCase fields, newest first', async () => {
    const body = envelope(await get('/api/admin/getCategory'));
    expect(body).toMatchObject({ code: 200, msg: 'Category list' });
    const category = body.category as Array<Record<string, unknown>>;
    expect(category.length).toBeGreaterThan(0);
    for (const row of category) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'categoryType', 'createdAt', 'description', 'dontShowInStore', 'image', 'name']);
      expect(['box', 'product']).toContain(row.categoryType);
      expect(typeof row.createdAt).toBe('string');
    }
    const times = category.map((c) => Date.parse(String(c.createdAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('getRarity: rarity [{_id, name, color, rank, createdAt}], ordered by rank', async () => {
    const body = envelope(await get('/api/admin/getRarity'));
    expect(body).toMatchObject({ code: 200, msg: 'Rarity list' });
    const rarity = body.rarity as Array<Record<string, unknown>>;
    expect(rarity.length).toBeGreaterThan(0);
    for (const row of rarity) {
      expect(Object.keys(row).sort()).toEqual(['_id', 'color', 'createdAt', 'name', 'rank']);
      expect(row.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(rarity.map((row) => row.name)).toEqual(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']);
    expect(rarity.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('are open to any signed-in member, even one without permissions, and closed without a token', async () => {
    await server.createAdmin({ email: 'no-perms@example.com', password: 'Member@12345', role: [] });
    const memberToken = await server.loginAs('no-perms@example.com', 'Member@12345');
    for (const url of [
      '/api/admin/getSelectBrandList',
      '/api/admin/getSelectPartnerList',
      '/api/admin/getCategory',
      '/api/admin/getRarity',
    ]) {
      expect((await get(url, memberToken)).statusCode, url).toBe(200);
      const anonymous = await server.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
