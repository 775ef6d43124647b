/**
 * QA mode's backend: the server's route modules (server/routes, found as the server finds them)
 * answered in this tab by the in-tab adapter (./adapter.ts) over a PGlite database seeded with a
 * scenario (./scenarios.ts), behind the admin's own HTTP layer, and the dataProvider over it.
 * `createFakeBackend` is what `npm run dev:fake` / `build:fake` install (src/qa/install.ts) and what
 * the contract suite runs against (tests/server/contract), in Node.
 *
 * A seeded shop's files can be kept (`cache`: IndexedDB in the browser, memory in the tests) and
 * the next start of the same shop, seeded the same hour, opens them instead of seeding again.
 */
import type { Kysely } from 'kysely';
import { verifyAdminToken } from '../../../server/auth/jwt';
import { ChangeFeed } from '../../../server/changeFeed';
import type { Database } from '../../../server/db/schema';
import { seedBaseDate } from '../../../server/db/seed/random';
import { collectGrants, collectRoutes, type Route, type RouteModule } from '../../../server/route';
import type { Logger } from '../../../server/routeDeps';
import { createHttpRequest, type HttpRequest } from '../http';
import { inTabFetch } from './adapter';
import { openShopDatabase, type PgliteModules, type ShopDatabase } from './database';
import { browserDeps, newJwtSecret } from './deps';
import type { Knob } from './knobs';
import { loadScenario, type ScenarioName, type ScenarioOptions } from './scenarios';

const ROUTE_MODULES = import.meta.glob<RouteModule>('../../../server/routes/**/*.ts', { eager: true });

/** Every route of the server, as its route modules declare them. */
export const SERVER_ROUTES: readonly Route[] = collectRoutes(ROUTE_MODULES);

/** Seeded shops' files by key (the shop and its seed hour). */
export interface ShopCache {
  get(key: string): Promise<Blob | null>;
  put(key: string, files: Blob): Promise<void>;
}

/** A cache in this process's memory (the tests': each backend starts from the first one's seed). */
export function memoryShopCache(): ShopCache {
  const kept = new Map<string, Blob>();
  return {
    get: async (key) => kept.get(key) ?? null,
    put: async (key, files) => {
      kept.set(key, files);
    },
  };
}

export interface FakeBackend {
  db: Kysely<Database>;
  fetch: typeof fetch;
  request: HttpRequest;
  close(): Promise<void>;
}

export interface FakeBackendOptions extends ScenarioOptions {
  scenario?: ScenarioName;
  knobs?: () => readonly Knob[];
  /** the secret of the tokens this backend signs (default: a new one) */
  jwtSecret?: string;
  log?: Logger;
  /** PGlite's compiled WebAssembly (the browser's) */
  wasm?: PgliteModules;
  /** where seeded shops are kept (not the file scenario's) */
  cache?: ShopCache;
  /** the token this tab kept: its session is put back in the new shop, so the admin stays signed in */
  signedIn?: string | null;
}

/**
 * A page load starts the tab's shop again, without the sessions of the last one: the session the
 * tab's token names is put back, as the reload of a shop that keeps its data would find it.
 */
async function keepTabSession(db: Kysely<Database>, jwtSecret: string, token: string): Promise<void> {
  const check = await verifyAdminToken(jwtSecret, token);
  if (!check.ok || !check.sessionId) return;
  const admin = await db.selectFrom('admins').select('id').where('id', '=', check.adminId).executeTakeFirst();
  if (!admin) return;
  const now = new Date();
  await db
    .insertInto('admin_sessions')
    .values({
      id: check.sessionId,
      adminId: admin.id,
      createdAt: now,
      lastSeenAt: now,
      userAgent: navigator.userAgent,
      ip: '127.0.0.1',
      scope: 'full',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The scenario's shop: opened from the cache, or seeded (and then kept there). */
async function seededDatabase({ scenario = 'demo', wasm, cache, ...options }: FakeBackendOptions): Promise<ShopDatabase> {
  const key = scenario === 'file' || !cache ? null : `${scenario}@${seedBaseDate(options.now).toISOString()}`;
  const kept = key && cache ? await cache.get(key) : null;
  if (kept) return openShopDatabase({ modules: wasm, dataDir: kept });
  const database = await openShopDatabase({ modules: wasm });
  try {
    await loadScenario(database.db, scenario, options);
    if (key && cache) await cache.put(key, await database.dump());
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function createFakeBackend({
  knobs,
  jwtSecret = newJwtSecret(),
  log,
  signedIn,
  ...options
}: FakeBackendOptions = {}): Promise<FakeBackend> {
  const database = await seededDatabase(options);
  if (signedIn) await keepTabSession(database.db, jwtSecret, signedIn);
  const changes = await ChangeFeed.start(database.listen);
  const fetch = inTabFetch({
    routes: SERVER_ROUTES,
    deps: browserDeps(database.db, jwtSecret, collectGrants(ROUTE_MODULES), log),
    knobs,
    changes,
  });
  const request = createHttpRequest(fetch);
  return {
    db: database.db,
    fetch,
    request,
    close: async () => {
      await changes.close();
      await database.close();
    },
  };
}
