/**
 * The OpenAPI document generated from the routes (server/docs.ts) lists every endpoint of the spec
 * (the call tables and lists of core.md and operations.md in ../shared/spec, README; or in
 * MBA_SPEC_DIR) with its method and the access it declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestServer, type TestServer } from './helpers';

const SPEC_DIRS = [process.env.MBA_SPEC_DIR, path.resolve('../shared/spec'), '/work/shared/spec'].filter((dir): dir is string =>
  Boolean(dir),
);
const specDir = SPEC_DIRS.find((dir) => fs.existsSync(path.join(dir, 'core.md')));

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

/** `api/admin/getTeamDetailById?userId`, `/api/admin/x/{id}` → `/api/admin/x/{}` (a path parameter, any name). */
function normalise(raw: string): string {
  const bare = raw.trim().replace(/\?.*$/, '').replace(/^\/?/, '/');
  return bare.replace(/\{[^}]*\}|:[A-Za-z_]+/g, '{}');
}

/** Every `METHOD path` the spec's markdown names. */
export function specEndpoints(markdown: string): Array<{ method: Method; path: string }> {
  const found: Array<{ method: Method; path: string }> = [];
  const add = (method: string, raw: string) => found.push({ method: method.toUpperCase() as Method, path: normalise(raw) });
  for (const line of markdown.split('\n')) {
    if (!line.includes('api/admin/')) continue;
    const cells = line.startsWith('|') ? line.split('|').map((cell) => cell.trim()) : null;
    if (cells && (METHODS as readonly string[]).includes(cells[1])) {
      // core: | METHOD | path, otherName, ... | payload |
      const [first, ...more] = cells[2].split(',').map((part) => part.trim().split(/\s/)[0]);
      add(cells[1], first);
      for (const name of more) add(cells[1], first.replace(/[^/]+$/, name));
      continue;
    }
    if (cells) {
      // operations: | METHOD path, otherName | body | reply |
      const match = /^(GET|POST|PUT|DELETE|PATCH)\s+(\/?api\/admin\/\S+?)((?:,\s*\w+)*)(?:\s|$)/.exec(cells[1]);
      if (match) {
        add(match[1], match[2]);
        for (const name of match[3]
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean))
          add(match[1], match[2].replace(/[^/]+$/, name));
      }
      continue;
    }
    // prose and lists: "GET api/admin/getOrders; PUT api/admin/updateOrders (...)", "posts api/admin/removeUser"
    for (const match of line.matchAll(/\b(GET|POST|PUT|DELETE|PATCH|posts)\s+(\/?api\/admin\/[\w/{}?-]+)/g)) {
      add(match[1] === 'posts' ? 'POST' : match[1], match[2].replace(/[.,;]$/, ''));
    }
  }
  return found;
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
    if (!specDir) throw new Error(`The spec (core.md, operations.md) is not in ${SPEC_DIRS.join(' or ')}: set MBA_SPEC_DIR`);
    const dir = specDir;
    const endpoints = ['core.md', 'operations.md'].flatMap((file) => specEndpoints(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(endpoints.length).toBeGreaterThan(90);
    const documented = operations();
    const missing = endpoints.filter(({ method, path: route }) => !documented.has(`${method} ${route}`));
    expect(missing).toEqual([]);
    for (const { method, path: route } of endpoints) {
      const operation = documented.get(`${method} ${route}`);
      expect(operation?.['x-access'], `${method} ${route}`).toBeDefined();
      expect(operation?.description, `${method} ${route}`).toMatch(/^Access: /);
    }
  });

  it('gives every operation its access, and only the API routes', () => {
    const documented = operations();
    expect(documented.size).toBeGreaterThan(90);
    for (const [key, operation] of documented) {
      expect(key).toMatch(/^\w+ \/api\/admin\//);
      const access = operation['x-access'];
      const named = typeof access === 'object' && access !== null && 'anyOf' in access;
      expect(named || ['public', 'authenticated', 'super'].includes(String(access)), key).toBe(true);
    }
    expect(documented.get('POST /api/admin/login')?.['x-access']).toBe('public');
    expect(documented.get('GET /api/admin/getBrand')?.['x-access']).toEqual({ anyOf: ['readBrand', 'writeBrand', 'delBrand'] });
  });

  it('is public, and so is its browsable page', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const initializer = await server.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('reading the spec', () => {
  it('takes table rows, comma lists, prose lists and path parameters', () => {
    const markdown = [
      '| PUT | api/admin/deleteSelectedCategory, deleteSelectedRarity | body of selected ids |',
      '| POST /api/admin/craeteRarity (path spelt so) | name, color | code |',
      '- GET api/admin/getTeamDetailById?userId; DELETE api/admin/deleteInventory/{inventoryId}/{userId} (reads code).',
      '- A demo table also posts api/admin/removeUser with an id list.',
    ].join('\n');
    expect(specEndpoints(markdown)).toEqual([
      { method: 'PUT', path: '/api/admin/deleteSelectedCategory' },
      { method: 'PUT', path: '/api/admin/deleteSelectedRarity' },
      { method: 'POST', path: '/api/admin/craeteRarity' },
      { method: 'GET', path: '/api/admin/getTeamDetailById' },
      { method: 'DELETE', path: '/api/admin/deleteInventory/{}/{}' },
      { method: 'POST', path: '/api/admin/removeUser' },
    ]);
  });
});
