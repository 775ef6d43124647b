/**
 * Screens against QA mode's fake shop instead of canned replies: the admin's transport goes to the
 * in-tab adapter over a PGlite shop (src/dataProvider/fake), an admin with the given permissions is
 * added and signed in. A test file opens its shop once (`openFakeShop` in beforeAll: seeding takes
 * seconds) and each test signs in again; `useServerAgain()` in afterEach puts the HTTP transport
 * back and the knobs off.
 */
import { createCustomMethods } from '../../src/dataProvider/customMethods';
import { ListCache } from '../../src/dataProvider/listCache';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../src/dataProvider/fake';
import type { ScenarioName } from '../../src/dataProvider/fake/scenarios';
import type { Knob } from '../../src/dataProvider/fake/knobs';
import { hashFakePassword } from '../../src/dataProvider/fake/passwords';
import { httpRequest, setToken } from '../../src/dataProvider/http';
import { setTransport } from '../../src/dataProvider/http';

export const TEST_ADMIN = { email: 'ada@example.com', password: 'Ada@12345', firstname: 'Ada', lastname: 'Lovelace' } as const;

/** How long a beforeAll may take to seed a shop on a busy machine. */
export const FAKE_SHOP_SEEDING_MS = 180_000;

// each test signs in through the route modules on PGlite and draws the admin: seconds on a busy
// machine, and the screens' first replies can take more than testing-library's 1 s
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const shops = new Map<ScenarioName, Promise<FakeBackend>>();
let knobs: readonly Knob[] = [];

/** The file's shop of a scenario (the empty one unless told), seeded on its first use. */
export function openFakeShop(scenario: ScenarioName = 'empty'): Promise<FakeBackend> {
  let shop = shops.get(scenario);
  if (!shop) {
    shop = createFakeBackend({ scenario, knobs: () => knobs });
    shops.set(scenario, shop);
  }
  return shop;
}

/** Ada signed in to the shop holding `roles` (the ones of an earlier test replaced); `knobs` make calls fail or wait. */
export async function signInToFakeShop(
  roles: string[],
  options: { scenario?: ScenarioName; knobs?: readonly Knob[] } = {},
): Promise<FakeBackend> {
  const backend = await openFakeShop(options.scenario);
  await backend.db
    .insertInto('admins')
    .values({
      firstname: TEST_ADMIN.firstname,
      lastname: TEST_ADMIN.lastname,
      email: TEST_ADMIN.email,
      passwordHash: await hashFakePassword(TEST_ADMIN.password),
      profile: null,
      role: roles,
    })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ role: roles, isBlock: false }))
    .execute();
  knobs = options.knobs ?? [];
  setTransport(backend.request, backend.fetch);
  const { token } = await createCustomMethods({ request: backend.request, cache: new ListCache() }).login({
    email: TEST_ADMIN.email,
    password: TEST_ADMIN.password,
  });
  setToken(String(token));
  return backend;
}

export function useServerAgain(): void {
  knobs = [];
  setTransport(httpRequest);
}
