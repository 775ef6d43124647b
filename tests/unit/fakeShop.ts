/**
 * Screens against QA mode's fake shop instead of canned replies: the admin's transport goes to an
 * in-memory shop (src/dataProvider/fake), an admin with the given permissions is added and signed
 * in. `useServerAgain()` in afterEach puts the HTTP transport back.
 */
import { createFakeBackend, type FakeBackend } from '../../src/dataProvider/fake';
import type { ScenarioName } from '../../src/dataProvider/fake/scenarios';
import type { Knob } from '../../src/dataProvider/fake/knobs';
import { hashFakePassword } from '../../src/dataProvider/fake/passwords';
import { httpRequest, setToken } from '../../src/dataProvider/http';
import { setTransport } from '../../src/dataProvider/transport';

export const TEST_ADMIN = { email: 'ada@example.com', password: 'Ada@12345', firstname: 'Ada', lastname: 'Lovelace' } as const;

/** A fake shop (the empty one unless told) with Ada signed in holding `roles`; `knobs` make calls fail or wait. */
export async function signInToFakeShop(
  roles: string[],
  { scenario = 'empty', knobs = [] }: { scenario?: ScenarioName; knobs?: readonly Knob[] } = {},
): Promise<FakeBackend> {
  const backend = await createFakeBackend({ scenario, knobs: () => knobs });
  backend.shop.db.add('admins', [
    {
      firstname: TEST_ADMIN.firstname,
      lastname: TEST_ADMIN.lastname,
      email: TEST_ADMIN.email,
      passwordHash: await hashFakePassword(TEST_ADMIN.password),
      profile: null,
      role: roles,
    },
  ]);
  setTransport(backend.request);
  const { token } = await backend.dataProvider.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
  setToken(String(token));
  return backend;
}

export function useServerAgain(): void {
  setTransport(httpRequest);
}
