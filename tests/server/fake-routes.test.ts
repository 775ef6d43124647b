/**
 * QA mode's fake shop answers the server's routes with the server's access (src/dataProvider/fake
 * reads them from routeTable.json): the committed table must be the server's, so a route added or
 * an access changed on the server shows here until `npm run fake:routes` is run.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROUTE_TABLE_FILE, routeTable, type RouteRow } from '../../server/routeTable';
import { makeTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await makeTestServer({ seed: false });
});
afterAll(async () => {
  await server.close();
});

it('the fake shop route table is the server route table (npm run fake:routes rewrites it)', async () => {
  const committed = JSON.parse(fs.readFileSync(ROUTE_TABLE_FILE, 'utf8')) as RouteRow[];
  const live = await routeTable(server.app);
  expect(live.length).toBeGreaterThan(90);
  expect(committed).toEqual(live);
});
