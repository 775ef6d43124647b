/**
 * The OpenAPI document generated from the routes (server/docs.ts) lists every endpoint of the spec
 * (tests/spec: the call tables and lists of core.md and operations.md) with its method and the
 * access it declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestServer, type TestServer } from './helpers';
import { specCalls } from '../spec/specCalls';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

/** An OpenAPI path as a spec call's path: no leading slash, each parameter as `{}`. */
function normalise(route: string): string {
  return route.replace(/^\//, '').replace(/\{[^}]*\}|:[A-Za-z_]+/g, '{}');
}

interface Operation {
  description?: string;
  'x-access'?: unknown;
}
type Document = { paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>> };

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await makeTestServer({ seed: false });
  const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json<Document>();
});
afterAll(async () => {
  await server.close();
});

function operations(): Map<string, Operation> {
  const byKey = new Map<string, Operation>();
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase() as Lowercase<Method>];
      if (operation) byKey.set(`${method} ${normalise(route)}`, operation);
    }
  }
  return byKey;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('lists every endpoint of the spec with its method and declared access', () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(90);
    const documented = operations();
    expect(calls.filter((call) => !documented.has(call))).toEqual([]);
    for (const call of calls) {
      const operation = documented.get(call);
      expect(operation?.['x-access'], call).toBeDefined();
      expect(operation?.description, call).toMatch(/^Access: /);
    }
  });

  it('gives every operation its access, and only the API routes', () => {
    const documented = operations();
    expect(documented.size).toBeGreaterThan(90);
    for (const [key, operation] of documented) {
      expect(key).toMatch(/^\w+ api\/admin\//);
      const access = operation['x-access'];
      const named = typeof access === 'object' && access !== null && 'anyOf' in access;
      expect(named || ['public', 'authenticated', 'super'].includes(String(access)), key).toBe(true);
    }
    expect(documented.get('POST api/admin/login')?.['x-access']).toBe('public');
    expect(documented.get('GET api/admin/getBrand')?.['x-access']).toEqual({ anyOf: ['readBrand', 'writeBrand', 'delBrand'] });
  });

  it('is public, and so is its browsable page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const initializer = await server.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
