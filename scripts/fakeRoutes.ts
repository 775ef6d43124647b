/** Rewrites src/dataProvider/fake/routeTable.json from the server's routes (server/routeTable.ts). */
import fs from 'node:fs';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { ROUTE_TABLE_FILE, routeTable } from '../server/routeTable';

const opened = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(opened.db);
const app = await buildApp({ db: opened.db, jwtSecret: 'route-table-only-0123456789-abcdefghijklmnop' });
await app.ready();
const rows = await routeTable(app);
fs.writeFileSync(ROUTE_TABLE_FILE, `${JSON.stringify(rows, null, 2)}\n`);
console.log(`${rows.length} routes written to ${ROUTE_TABLE_FILE}`);
await app.close();
await opened.close();
