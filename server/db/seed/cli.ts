/**
 * `npm run seed [-- --scale large]`: opens the database (DATA_DIR or DATABASE_URL), migrates, loads the
 * demo data into an empty database and, with --scale large, the benchmark data set; prints row counts.
 */
import { parseArgs } from 'node:util';
import { hashPassword } from '../../auth/password.js';
import { openMigrated } from '../openMigrated.js';
import { countRows } from './counts.js';
import { seedDemo } from './demo.js';
import { seedLarge } from './large.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
  if (values.scale !== 'demo' && values.scale !== 'large') throw new Error(`--scale must be demo or large, not ${values.scale}`);
  const dataDir = process.env.DATA_DIR || './data';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const opts = {
    adminEmail: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
    adminPassword: process.env.SEED_ADMIN_PASSWORD || 'Admin@12345',
    hashPassword,
  };

  const started = Date.now();
  const options = { dataDir, databaseUrl, bulkLoad: values.scale === 'large', migrated: true };
  const { db, kind, close, copyRows } = await openMigrated(options, (line) => console.log(line));
  try {
    console.log(`Seeding ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`} at scale ${values.scale}`);
    let counts: Record<string, number>;
    if (values.scale === 'large') {
      // the demo data first (logged with the load's phases), then the large data set; it counts the rows itself
      counts = (await seedLarge(db, { ...opts, copyRows, parallel: true, log: (msg) => console.log(msg) })).counts;
    } else {
      const { seeded } = await seedDemo(db, opts);
      console.log(seeded ? `Demo data loaded (${Date.now() - started} ms).` : 'The database already has admins: demo data left as it is.');
      counts = await countRows(db);
    }
    const width = Math.max(...Object.keys(counts).map((t) => t.length));
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(width)} ${n.toLocaleString('en-US').padStart(10)}`);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
