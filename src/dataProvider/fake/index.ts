/**
 * QA mode's backend: a fake shop (./shop.ts) seeded with a scenario (./scenarios.ts), behind the
 * admin's own HTTP layer, and the dataProvider over it. `createFakeBackend` is what `npm run
 * dev:fake` / `build:fake` install (./install.ts) and what the contract suite runs against
 * (tests/server/contract): the same dataProvider code as against the server, with the shop in memory.
 */
import { createDataProvider, type ShopDataProvider } from '..';
import { createHttpRequest, type HttpRequest } from '../http';
import { ListCache } from '../listCache';
import type { Knob } from './knobs';
import { FAKE_ROUTES } from './routes';
import { loadScenario, type ScenarioName, type ScenarioOptions } from './scenarios';
import { createFakeShop, type FakeShop } from './shop';

export interface FakeBackend {
  shop: FakeShop;
  request: HttpRequest;
  dataProvider: ShopDataProvider;
}

export interface FakeBackendOptions extends ScenarioOptions {
  scenario?: ScenarioName;
  knobs?: () => readonly Knob[];
}

export async function createFakeBackend({ scenario = 'demo', knobs, ...options }: FakeBackendOptions = {}): Promise<FakeBackend> {
  const db = await loadScenario(scenario, options);
  const shop = createFakeShop({ db, routes: FAKE_ROUTES, knobs });
  const request = createHttpRequest(shop.fetch);
  return { shop, request, dataProvider: createDataProvider({ request, cache: new ListCache() }) };
}
