/**
 * QA mode's fake shop answers the server's routes with the server's access (src/dataProvider/fake
 * reads them from routeTable.json): the committed table must be the server's route modules'.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { API_PREFIX } from '../../server/docs';
import { loadRoutes } from '../../server/routeModules';
import type { RouteRow } from '../../src/dataProvider/fake/router';

it('the fake shop route table is the server route table', async () => {
  const committed = JSON.parse(fs.readFileSync('src/dataProvider/fake/routeTable.json', 'utf8')) as RouteRow[];
  const live = (await loadRoutes())
    .map((r): RouteRow => ({
      method: r.method,
      path: `${API_PREFIX.slice(1)}${r.url}`,
      access: typeof r.access === 'string' ? r.access : { anyOf: [...new Set(r.access.anyOf)] },
    }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  expect(live.length).toBeGreaterThan(90);
  expect(committed).toEqual(live);
});
