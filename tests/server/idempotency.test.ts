/**
 * Idempotent creates (server/idempotency.ts): createProduct sent twice with one Idempotency-Key,
 * in a row or at the same time, makes one product and one activity row, and both callers get the
 * first reply; a failed create keeps nothing; a key is per admin, bound to its request and
 * forgotten after its lifetime; the header passes CORS.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_LIFETIME_MS } from '../../server/idempotency';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../src/domain/idempotency';
import { SUPER_ADMIN, bearer, makeTestServer, type TestServer } from './helpers';
import { activityCount } from './catalogHelpers';

const ORIGIN = 'https://admin.example.com';

let server: TestServer;
let token: string;
let refs: { brandId: string; partnerId: string; rarityLevel: string; categoryId: string[] };

function productBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    data: { name, sellPrice: 12.3456, purchasePrice: 8, totalProduct: 1, productNature: 'Physical', ...refs, ...extra },
    payload: { image: [], color: [], size: [], capacity: [] },
  };
}

function create(body: object, key: string | undefined, auth = token): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/createProduct',
    headers: { ...bearer(auth), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload: body,
  });
}

async function productsNamed(name: string): Promise<string[]> {
  return (await server.db.selectFrom('products').select('id').where('name', '=', name).execute()).map((row) => row.id);
}

beforeAll(async () => {
  server = await makeTestServer({ corsOrigin: ORIGIN });
  token = await server.loginAs(SUPER_ADMIN.email, SUPER_ADMIN.password);
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
});

describe('createProduct with an Idempotency-Key', () => {
  it('makes one product of the same create sent twice in a row; the second gets the first reply', async () => {
    const key = newIdempotencyKey();
    const logged = await activityCount(server);
    const first = await create(productBody('Once Sneaker'), key);
    const second = await create(productBody('Once Sneaker'), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await productsNamed('Once Sneaker')).toEqual([first.json<{ getProduct: { _id: string } }>().getProduct._id]);
    expect(await activityCount(server)).toBe(logged + 1);
  });

  it('makes one product of the same create sent twice at once; both get its reply', async () => {
    const key = newIdempotencyKey();
    const replies = await Promise.all([create(productBody('Twice Sneaker'), key), create(productBody('Twice Sneaker'), key)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const ids = replies.map((reply) => reply.json<{ getProduct: { _id: string } }>().getProduct._id);
    expect(ids[1]).toBe(ids[0]);
    expect(await productsNamed('Twice Sneaker')).toEqual([ids[0]]);
  });

  it('keeps nothing of a failed create: the same key then creates', async () => {
    const key = newIdempotencyKey();
    const refused = await create(productBody('Retry Sneaker', { brandId: 'no-such-brand' }), key);
    expect(refused.statusCode).toBe(400);
    const created = await create(productBody('Retry Sneaker'), key);
    expect(created.json()).toMatchObject({ code: 200, msg: 'Product created successfully' });
    expect(await productsNamed('Retry Sneaker')).toHaveLength(1);
  });

  it('refuses a key sent again with another request', async () => {
    const key = newIdempotencyKey();
    expect((await create(productBody('Bound Sneaker'), key)).statusCode).toBe(200);
    const other = await create(productBody('Other Sneaker'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 422, msg: 'Idempotency-Key: This key was already used for another request' });
    expect(await productsNamed('Other Sneaker')).toEqual([]);
  });

  it('keeps keys per admin: another admin sending the same key makes its own product', async () => {
    await server.createAdmin({ email: 'idempotent.writer@example.com', role: ['writeProduct'] });
    const other = await server.loginAs('idempotent.writer@example.com', 'Member@12345');
    const key = newIdempotencyKey();
    expect((await create(productBody('Shared Key Sneaker'), key)).statusCode).toBe(200);
    expect((await create(productBody('Shared Key Sneaker'), key, other)).statusCode).toBe(200);
    expect(await productsNamed('Shared Key Sneaker')).toHaveLength(2);
  });

  it('forgets a key after its lifetime', async () => {
    const key = newIdempotencyKey();
    expect((await create(productBody('Late Sneaker'), key)).statusCode).toBe(200);
    await server.db
      .updateTable('idempotency_keys')
      .set({ createdAt: sql<Date>`now() - ${KEY_LIFETIME_MS + 1000} * interval '1 millisecond'` })
      .where('key', '=', key)
      .execute();
    expect((await create(productBody('Late Sneaker'), key)).statusCode).toBe(200);
    expect(await productsNamed('Late Sneaker')).toHaveLength(2);
  });

  it('creates each time without a key, and refuses a key that is not one', async () => {
    await create(productBody('Keyless Sneaker'), undefined);
    await create(productBody('Keyless Sneaker'), undefined);
    expect(await productsNamed('Keyless Sneaker')).toHaveLength(2);
    const bad = await create(productBody('Bad Key Sneaker'), 'short key');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/^Idempotency-Key: /);
    expect(await productsNamed('Bad Key Sneaker')).toEqual([]);
  });

  it('lets a browser on the allowed origin send the header (CORS)', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/createProduct',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('idempotency-key');
  });
});
