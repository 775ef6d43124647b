// `npm test`: every test of the project. Makes sure Chromium is there, builds the SPA the
// end-to-end tests serve, runs vitest's unit, server and e2e projects, and closes with one
// plain summary line ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { startCluster } from './pgCluster.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const chromium = ensureChromium();

console.log('\nBuilding the SPA for the end-to-end tests...');
if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) {
  console.error('The SPA build failed.');
  process.exit(1);
}
// QA mode's build (the fake shop, no server): its end-to-end test serves it from a plain web server
if (run(bin('vite'), ['build', '--mode', 'fake', '--outDir', '.tmp/dist-fake', '--logLevel', 'warn']) !== 0) {
  console.error('The QA build (--mode fake) failed.');
  process.exit(1);
}

fs.mkdirSync('.tmp', { recursive: true });
const report = path.join('.tmp', 'vitest-report.json');
fs.rmSync(report, { force: true });
// The server tests run on the embedded PGlite and on a real PostgreSQL server: DATABASE_URL's when
// set (each test server gets a database of its own there), else a throwaway local cluster.
let cluster = null;
let pgUrl = process.env.DATABASE_URL ?? '';
let databases = 'PGlite';
if (pgUrl) {
  databases = 'PGlite and PostgreSQL (DATABASE_URL)';
} else {
  const started = await startCluster();
  if (started.error) {
    console.warn(`\n*** WARNING: no PostgreSQL server for the server tests (${started.error}).`);
    console.warn('*** They run on PGlite only, which runs one statement at a time and hides races.');
    console.warn("*** Install Debian's `postgresql` package or set DATABASE_URL to run them on PostgreSQL too.\n");
  } else {
    cluster = started;
    pgUrl = started.url;
    databases = `PGlite and PostgreSQL ${started.version} (a throwaway local cluster)`;
  }
}
const stopCluster = () => {
  cluster?.stop();
  cluster = null;
};
process.on('exit', stopCluster);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const extra = process.argv.slice(2);
const projects =
  pgUrl || extra.some((arg) => arg.startsWith('--project')) ? [] : ['--project', 'unit', '--project', 'server', '--project', 'e2e'];
const status = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects, ...extra], {
  CHROMIUM_PATH: chromium,
  MBA_TEST_PG_URL: pgUrl,
});
stopCluster();

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = summary.numPassedTests ?? 0;
  failed = summary.numFailedTests ?? 0;
  skipped = (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  // the failures again, one line each, so a long log still ends with what broke
  for (const file of summary.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') console.log(`FAILED ${path.relative(root, file.name)} > ${test.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      console.log(`FAILED ${path.relative(root, file.name)}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
}
if (status !== 0 && failed === 0) failed = 1; // a crash outside any test still fails the run
console.log(`\nServer tests ran on: ${databases}.`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status === 0 && failed === 0 && passed > 0 ? 0 : 1);
