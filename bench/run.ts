/**
 * `npm run bench`: what users feel, measured for our admin and, in the same run, for a stock
 * react-admin app (bench/anchor) over the same data, so each figure is also a ratio that holds
 * on a noisy machine. Prints a table and writes bench/results.json. Reports; never fails on a figure.
 *
 * Env: BENCH_RUNS (browser runs per admin, default 5), BENCH_SECONDS (server load duration, default 10),
 * BENCH_DATA_DIR (large-seed data directory, default bench/.data-large; reused when present),
 * BENCH_FRESH_SEED=1 (seed it again), DATABASE_URL (the PostgreSQL to measure the server on; without it
 * a throwaway local cluster is started when PostgreSQL's binaries are there, see lib/postgres.ts),
 * BENCH_ONLY (a comma list of parts to run, e.g. `browser,orders`: browser, ours (the browser
 * figures without the anchor), orders, products, odds, server, postgres; all when unset), to judge one change quickly before the full run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterChangeFigures, type AfterChangeFigures } from './lib/afterChangeFigures';
import { anchor, ours } from './lib/apps';
import { browserFigures, type BrowserFigures } from './lib/browserFigures';
import { printReport } from './lib/report';
import { root, startReferenceServer, startStaticServer } from './lib/servers';
import { CEILING, WHOLE_USERS, ceilingFigure, rtpMonitorTarget, serverFigure, type ServerFigure, type Target } from './lib/serverFigures';
import { startThrowawayPostgres } from './lib/postgres';
import { ordersFigures } from './lib/ordersFigures';
import { productGridFigure } from './lib/productsFigure';
import { oddsEditorFigure } from './lib/oddsEditorFigure';
import { bin, loadLargeSeed, signIn, step } from './lib/largeSeed';
import { instancesFigure } from './lib/instancesFigure';

const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench', '.data-large'));
const email = process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com';
const password = process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345';
const log = (m: string) => console.log(m);
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const wanted = (part: string) => !only || only.includes(part);
const seedLarge = (dir: string, env: Record<string, string>) => loadLargeSeed(dir, env, log);
const signInToken = (url: string) => signIn(url, email, password);
/** The servers on PostgreSQL need one (server/config.ts); a bench's own, never a shop's. */
const BENCH_JWT_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

async function pickFilterText(url: string, token: string): Promise<string> {
  const reply = await fetch(`${url}/api/admin/getUserData`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await reply.json()) as { userList?: Array<{ username?: string }> };
  return body.userList?.[4321]?.username ?? 'user';
}

async function etagOf(url: string, token: string, path: string): Promise<string> {
  const reply = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
  await reply.arrayBuffer();
  return reply.headers.get('etag') ?? '';
}

function statsTargets(usersEtag: string): Target[] {
  const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = (n: number) => ({ startDate: utcDay(-(n - 1)), endDate: utcDay(0), summaryDate: 'custom', type: 'custom' });
  return [
    { name: WHOLE_USERS, method: 'GET', path: '/api/admin/getUserData' },
    {
      name: 'getUserData re-read (If-None-Match: 304)',
      method: 'GET',
      path: '/api/admin/getUserData',
      headers: { 'if-none-match': usersEtag },
    },
    { name: 'getBrand (small list)', method: 'GET', path: '/api/admin/getBrand' },
    { name: 'statsSummary, 7 days', method: 'POST', path: '/api/admin/statsSummary', body: days(7) },
    { name: 'statsSummary, one year', method: 'POST', path: '/api/admin/statsSummary', body: days(365) },
    rtpMonitorTarget(),
  ];
}

async function measureServer(url: string, token: string): Promise<Record<string, ServerFigure>> {
  const figures: Record<string, ServerFigure> = {};
  for (const target of statsTargets(await etagOf(url, token, '/api/admin/getUserData'))) {
    log(`  ${target.name} ...`);
    figures[target.name] = await serverFigure(url, token, target, seconds);
    if (['statsSummary', 'getUserData', 'getBoxRtpMonitor'].some((prefix) => target.name.startsWith(prefix))) {
      const single = await serverFigure(url, token, target, Math.max(3, Math.round(seconds / 2)), 1);
      figures[target.name].single = { p50Ms: single.p50Ms, p99Ms: single.p99Ms };
    }
    const { bodyBytes } = figures[target.name];
    if (target.name === WHOLE_USERS && bodyBytes) {
      log('  the same bytes from a plain node:http server ...');
      figures[CEILING] = await ceilingFigure(bodyBytes, seconds);
    }
  }
  return figures;
}

async function main(): Promise<void> {
  step('Building our admin ...', bin('vite'), ['build', '--logLevel', 'warn'], log);
  step('Building the anchor (stock react-admin) ...', bin('vite'), ['build', '-c', 'bench/anchor/vite.config.ts'], log);
  const seed = seedLarge(dataDir, {});

  const server = await startReferenceServer({ DATA_DIR: dataDir });
  const anchorServer = await startStaticServer(path.join(root, 'bench', 'anchor', 'dist'), server.url);
  const results: Record<string, unknown> = {};
  try {
    const token = await signInToken(server.url);
    const creds = { email, password, filterText: await pickFilterText(server.url, token) };
    log(`\nBrowser figures (${runs} runs each, fresh profile per run)`);
    if (wanted('browser') || wanted('ours')) {
      const browser: Record<string, BrowserFigures> = {};
      browser.ours = await browserFigures(ours(server.url), creds, runs, log);
      if (wanted('browser')) browser.anchor = await browserFigures(anchor(anchorServer.url), creds, runs, log);
      results.browser = browser;
    }
    if (wanted('orders')) {
      log('\nOrders list and export, ours');
      results.orders = await ordersFigures(ours(server.url), creds, runs, log);
    }
    if (wanted('products')) {
      log('\nProduct grid (server paging), ours');
      results.productGrid = await productGridFigure(ours(server.url), creds, runs, log);
    }
    if (wanted('odds')) {
      log('\nOdds editor, a box of 1,000 products, ours');
      results.oddsEditor = await oddsEditorFigure(ours(server.url), { ...creds, token }, runs, log);
    }
    if (wanted('server')) {
      log(`\nServer figures, embedded database (10 connections, ${seconds} s each)`);
      results.server = { embedded: await measureServer(server.url, token) };
      log(`\nWhole lists read again after one change, embedded database (${runs} runs)`);
      const afterChange: Record<string, AfterChangeFigures> = { embedded: await afterChangeFigures(server.url, token, runs) };
      results.afterChange = afterChange;
    }
  } finally {
    await anchorServer.stop();
    await server.stop();
  }

  // PostgreSQL: DATABASE_URL when given, else a throwaway local cluster when one can be started
  const throwaway = !wanted('postgres') || process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  const databaseUrl = process.env.DATABASE_URL ?? (throwaway && 'url' in throwaway ? throwaway.url : undefined);
  if (throwaway && 'reason' in throwaway) {
    results.postgresSkipped = throwaway.reason;
    log(`\nPostgreSQL figures skipped: ${throwaway.reason}`);
  }
  if (databaseUrl && wanted('postgres')) {
    try {
      const marker = throwaway
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'mba-bench-pg-marker-'))
        : path.join(os.tmpdir(), 'mba-bench-pg-marker');
      const pgSeed = seedLarge(marker, { DATABASE_URL: databaseUrl });
      const pg = await startReferenceServer({
        DATABASE_URL: databaseUrl,
        JWT_SECRET: BENCH_JWT_SECRET,
        DATA_DIR: path.join(os.tmpdir(), 'mba-bench-pg'),
      });
      try {
        log('\nServer figures, PostgreSQL');
        const pgToken = await signInToken(pg.url);
        results.server = { ...(results.server as object | undefined), postgres: await measureServer(pg.url, pgToken) };
        log(`\nWhole lists read again after one change, PostgreSQL (${runs} runs)`);
        results.afterChange = { ...(results.afterChange as object | undefined), postgres: await afterChangeFigures(pg.url, pgToken, runs) };
        log(`\nTwo instances on PostgreSQL: getUserData with both serving (${seconds} s), then 30 s idle`);
        const second = await startReferenceServer({
          DATABASE_URL: databaseUrl,
          JWT_SECRET: BENCH_JWT_SECRET,
          DATA_DIR: path.join(os.tmpdir(), 'mba-bench-pg-2'),
        });
        try {
          results.instances = await instancesFigure(databaseUrl, pg, second, pgToken, seconds);
        } finally {
          await second.stop();
        }
        results.postgresSeed = pgSeed;
      } finally {
        await pg.stop();
        if (throwaway) fs.rmSync(marker, { recursive: true, force: true });
      }
    } finally {
      if (throwaway && 'stop' in throwaway) throwaway.stop();
    }
  }

  results.seed = seed;
  results.machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  log('\nWritten to bench/results.json');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
