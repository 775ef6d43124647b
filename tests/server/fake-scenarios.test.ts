/**
 * QA mode's shops (src/dataProvider/fake/scenarios.ts) and knobs, through the admin's dataProvider
 * over the in-tab adapter: the demo shop is the server's seed, the empty shop only has the team, the
 * large one 100,000 users, a saved shop loads back from its JSON, and the knobs delay or fail calls
 * with the server's texts (a 401 also drops the stored token, as against the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createCustomMethods, type CustomMethods } from '../../src/dataProvider/customMethods';
import { createFakeBackend, type FakeBackend } from '../../src/dataProvider/fake';
import { ListCache } from '../../src/dataProvider/listCache';
import { callName, knobsFor, type Knob } from '../../src/dataProvider/fake/knobs';
import { LARGE_SHOP_USERS, parseSnapshot, snapshotOf } from '../../src/dataProvider/fake/scenarios';
import { getToken, setToken } from '../../src/dataProvider/http';
import { DEMO_SUPER_ADMIN } from '../../server/db/seed/team';
import { installMemoryStorage } from './contract/storage';

beforeAll(() => installMemoryStorage());

const opened: FakeBackend[] = [];
afterAll(async () => {
  await Promise.all(opened.map((backend) => backend.close()));
});

/** A fake shop and the admin's custom methods over it (these cases call no list). */
async function backendOf(options: Parameters<typeof createFakeBackend>[0]): Promise<FakeBackend & { dataProvider: CustomMethods }> {
  const backend = await createFakeBackend(options);
  opened.push(backend);
  return { ...backend, dataProvider: createCustomMethods({ request: backend.request, cache: new ListCache() }) };
}

async function signedIn(backend: FakeBackend & { dataProvider: CustomMethods }): Promise<void> {
  const reply = await backend.dataProvider.login({ email: DEMO_SUPER_ADMIN.email, password: DEMO_SUPER_ADMIN.password });
  setToken(String(reply.token));
}

async function count(backend: FakeBackend, table: 'admins' | 'users'): Promise<number> {
  const row = await backend.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe('fake shop scenarios', () => {
  it('the empty shop has the demo team to sign in with and nothing else', async () => {
    const backend = await backendOf({ scenario: 'empty' });
    await signedIn(backend);
    const details = await backend.dataProvider.getAdminDetails();
    expect(details).toMatchObject({ userCount: 0, productCount: 0, partnerCount: 0 });
    expect(await count(backend, 'admins')).toBeGreaterThan(1);
  });

  it(`the large shop has ${LARGE_SHOP_USERS.toLocaleString('en')} users`, async () => {
    const backend = await backendOf({ scenario: 'large' });
    await signedIn(backend);
    expect((await backend.dataProvider.getAdminDetails()).userCount).toBe(LARGE_SHOP_USERS);
  }, 120_000);

  it('a shop saved as JSON loads back with the same rows, and a file that is not a shop is refused', async () => {
    const demo = await backendOf({ scenario: 'demo' });
    await signedIn(demo);
    await demo.dataProvider.updateBoxProfit(12.5);
    const text = JSON.stringify(await snapshotOf(demo.db));
    const loaded = await backendOf({ scenario: 'file', snapshot: parseSnapshot(text) });
    expect(JSON.stringify(await snapshotOf(loaded.db)) === text, 'the same rows, in the same order').toBe(true);
    await signedIn(loaded);
    const details = await loaded.dataProvider.getAdminDetails();
    expect(details.userCount).toBe(await count(demo, 'users'));
    expect(() => parseSnapshot('{"users": []}')).toThrow('no "tables" object of arrays');
    expect(() => parseSnapshot('nope')).toThrow('not JSON');
  });
});

describe('fake shop knobs', () => {
  it('names calls by their path and picks the matching knobs', () => {
    expect(callName('api/admin/deleteBrand/abc')).toBe('deleteBrand');
    expect(callName('/api/admin/getUserData')).toBe('getUserData');
    const knobs: Knob[] = [
      { call: '*', delayMs: 50 },
      { call: 'getUserData', fail: 403, delayMs: 200 },
    ];
    expect(knobsFor(knobs, 'api/admin/getUserData')).toEqual({ fail: 403, delayMs: 200 });
    expect(knobsFor(knobs, 'api/admin/getBrand')).toEqual({ fail: undefined, delayMs: 50 });
  });

  it('a failing call answers the server text and status; a 401 drops the token; a delay delays', async () => {
    let knobs: Knob[] = [];
    const backend = await backendOf({ scenario: 'empty', knobs: () => knobs });
    await signedIn(backend);

    knobs = [{ call: 'getAdminDetails', fail: 500 }];
    await expect(backend.dataProvider.getAdminDetails()).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong on the server. Please try again later.',
    });
    expect(getToken()).not.toBeNull();

    knobs = [{ call: '*', delayMs: 150 }];
    const started = Date.now();
    await backend.dataProvider.checkValidToken();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    knobs = [{ call: 'checkValidtoken', fail: 401 }];
    const refused = await backend.dataProvider.checkValidToken().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(401);
    expect(getToken()).toBeNull();
  });
});
