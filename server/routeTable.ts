/**
 * The API's routes as data: method, path and declared access of every /api/admin route, read from
 * the OpenAPI document the routes generate (server/docs.ts). QA mode's fake shop
 * (src/dataProvider/fake) answers exactly these routes with exactly this access: it reads them from
 * src/dataProvider/fake/routeTable.json, written by `npm run fake:routes` and checked against the
 * server by tests/server/fake-routes.test.ts, so access is declared once, on the server's routes.
 */
import type { FastifyInstance } from 'fastify';

export type RouteAccess = 'public' | 'authenticated' | 'super' | { anyOf: string[] };

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** e.g. 'api/admin/deleteBrand/:id' (no leading slash, parameters as :name) */
  path: string;
  access: RouteAccess;
}

export const ROUTE_TABLE_FILE = 'src/dataProvider/fake/routeTable.json';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { 'x-access'?: RouteAccess }>>>;
}

/** Every route of the app's OpenAPI document, sorted by path then method. */
export async function routeTable(app: FastifyInstance): Promise<RouteRow[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json<OpenApiDocument>();
  const rows: RouteRow[] = [];
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.['x-access']) continue;
      const path = route.replace(/^\//, '').replace(/\{([^}]+)\}/g, ':$1');
      rows.push({ method: method.toUpperCase() as RouteRow['method'], path, access: operation['x-access'] });
    }
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
