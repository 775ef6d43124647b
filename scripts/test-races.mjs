// `npm run test:races [-- N]`: the concurrency tests (tests/server/races.test.ts) N times in a row
// (default 20) on a real PostgreSQL server, where races show (PGlite runs one statement at a time):
// DATABASE_URL's when set, else a throwaway local cluster (scripts/pgCluster.mjs). Stops at the
// first failing round and says which.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './pgCluster.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const rounds = Number(process.argv[2] ?? process.env.RACE_ROUNDS ?? 20);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`Usage: npm run test:races -- [rounds, default 20] (got ${process.argv[2]})`);
  process.exit(2);
}

let cluster = null;
let pgUrl = process.env.DATABASE_URL ?? '';
if (!pgUrl) {
  const started = await startCluster();
  if (started.error) {
    console.error(`No PostgreSQL server for the race tests: ${started.error}. Set DATABASE_URL or install Debian's postgresql.`);
    process.exit(1);
  }
  cluster = started;
  pgUrl = started.url;
  console.log(`PostgreSQL ${started.version}: a throwaway local cluster.`);
}
const stopCluster = () => {
  cluster?.stop();
  cluster = null;
};
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
for (let round = 1; round <= rounds; round++) {
  console.log(`\n=== Race tests on PostgreSQL, round ${round} of ${rounds} ===`);
  const { status } = spawnSync(vitest, ['run', '--project', 'server-pg', 'tests/server/races.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, MBA_TEST_PG_URL: pgUrl },
  });
  if (status !== 0) {
    console.error(`\nRound ${round} of ${rounds} failed.`);
    process.exit(1);
  }
}
console.log(`\nThe race tests passed ${rounds} times in a row on PostgreSQL.`);
