/**
 * The contract suite's two backends and its one assertion: each case runs through the admin's
 * dataProvider against the reference server (over real HTTP, on a fresh seeded database) and
 * against QA mode's in-tab adapter (src/dataProvider/fake: the same route modules on PGlite, seeded
 * by the same seed code at the same moment), and what the case returns (rows, totals, refusals with their status and text) must be
 * equal. A case also states what it expects, so both can not be wrong together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDataProvider, type ShopDataProvider } from '../../../src/dataProvider';
import { createHttpRequest, getToken, setToken } from '../../../src/dataProvider/http';
import { ListCache } from '../../../src/dataProvider/listCache';
import { createFakeBackend } from '../../../src/dataProvider/fake';
import { ENDPOINTS } from '../../../src/resources/registry';
import { makeTestServer, type TestServer } from '../helpers';
import { installMemoryStorage } from './storage';

export interface Backend {
  name: 'server' | 'fake';
  dataProvider: ShopDataProvider;
  /** Signs in through the dataProvider's login and keeps the token for this backend's calls (on the server, stepped up at once: issue 62); drops the cached lists, as the admin does when the token changes. */
  signIn(email: string, password: string): Promise<void>;
}

interface Running extends Backend {
  token: string | null;
  close(): Promise<void>;
}

/** A refusal as a user sees it: the status and the text; or the value when the call succeeded. */
export type Outcome<T> = { ok: T } | { status: number; message: string };

export async function outcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: await call };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

/** A failing call's status and text (fails the test when the call succeeds). */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const result = await outcome(call);
  if ('ok' in result) throw new Error('expected the call to be refused, it succeeded');
  return result;
}

async function startServer(seedNow: Date, { uploads }: BackendOptions): Promise<Running> {
  const uploadsDir = uploads ? await fs.promises.mkdtemp(path.join(os.tmpdir(), 'mba-contract-uploads-')) : undefined;
  const server: TestServer = await makeTestServer({ seedNow, uploadsDir });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const request = createHttpRequest((input, init) => fetch(new URL(String(input), base), init));
  const cache = new ListCache();
  // the server asks for a recent proof before the dangerous calls (issue 62): each sign-in gives it
  // at once; QA mode's fake shop does not restate the rule
  const stepUp = async (password: string) => {
    await request('POST', '/api/admin/mfa/stepUp', { body: { method: 'password', password } });
  };
  return running(
    'server',
    createDataProvider({ endpoints: ENDPOINTS, request, cache }),
    cache,
    async () => {
      await server.close();
      if (uploadsDir) await fs.promises.rm(uploadsDir, { recursive: true, force: true });
    },
    stepUp,
  );
}

async function startFake(seedNow: Date): Promise<Running> {
  const fake = await createFakeBackend({ scenario: 'demo', now: seedNow });
  const cache = new ListCache();
  return running('fake', createDataProvider({ endpoints: ENDPOINTS, request: fake.request, cache }), cache, fake.close);
}

function running(
  name: Backend['name'],
  dataProvider: ShopDataProvider,
  cache: ListCache,
  close: () => Promise<void>,
  stepUp?: (password: string) => Promise<void>,
): Running {
  const backend: Running = {
    name,
    dataProvider,
    token: null,
    async signIn(email, password) {
      const reply = await dataProvider.login({ email, password });
      if (typeof reply.token !== 'string') throw new Error(`${name}: no token`);
      backend.token = reply.token;
      setToken(reply.token);
      cache.clear();
      await stepUp?.(password);
    },
    close,
  };
  return backend;
}

export interface BackendOptions {
  /** give the server an uploads directory (uploads answer 503 without one); removed on close */
  uploads?: boolean;
}

export interface ContractBackends {
  server: Running;
  fake: Running;
}

/** Starts both backends (call in beforeAll) and closes them (the returned function, in afterAll). */
async function startBackends(options: BackendOptions = {}): Promise<{ backends: ContractBackends; close: () => Promise<void> }> {
  installMemoryStorage();
  const seedNow = new Date();
  const [server, fake] = await Promise.all([startServer(seedNow, options), startFake(seedNow)]);
  return { backends: { server, fake }, close: async () => Promise.all([server.close(), fake.close()]).then(() => undefined) };
}

/**
 * One contract case: `run` goes against the server, then the fake, each with its own stored token
 * (a case signs in when it needs another admin); what it returns must be equal on both.
 */
export function contract<T>(name: string, backends: () => ContractBackends, run: (backend: Backend) => Promise<T>): void {
  it(name, async () => {
    const results: T[] = [];
    for (const backend of [backends().server, backends().fake]) {
      setToken(backend.token ?? '');
      try {
        results.push(await run(backend));
      } catch (error) {
        throw new Error(`${backend.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      } finally {
        backend.token = getToken();
      }
    }
    expect(results[1], 'the fake shop answers as the server does').toEqual(results[0]);
  });
}

/** A test file's two backends: started before its cases, closed after them; call the getter inside a case. */
export function useBackends(options: BackendOptions = {}): () => ContractBackends {
  let backends: ContractBackends | undefined;
  let close: () => Promise<void> = async () => undefined;
  // a server and a PGlite shop seeded side by side: slow on a busy machine
  beforeAll(async () => {
    ({ backends, close } = await startBackends(options));
  }, 240_000);
  afterAll(async () => close());
  return () => {
    if (!backends) throw new Error('the contract backends are not started');
    return backends;
  };
}
