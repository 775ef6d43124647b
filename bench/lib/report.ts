/**
 * Prints the benchmark's tables: ours, the anchor, the ratio, and each figure against its budget
 * (./budget.ts) where it has one; the server's figures against their targets.
 */
import type { AfterChangeFigures } from './afterChangeFigures';
import type { InstancesFigure } from './instancesFigure';
import type { BrowserFigures } from './browserFigures';
import type { OrdersFigures } from './ordersFigures';
import { CEILING, RTP_MONITOR_TARGET_MS, RTP_MONITOR_YEAR, WHOLE_USERS, type ServerFigure } from './serverFigures';
import type { Figure } from './stats';
import { JS_KIB, firstRowsBudget, listStepBudget, searchBudget, signInBudget, sizeBudget } from './budget';

type Row = [string, string, string, string, string];
/** ours, and the anchor unless BENCH_ONLY left it out */
interface Browser {
  ours: BrowserFigures;
  anchor?: BrowserFigures;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const bytes = (n: number) => (n >= 2 ** 20 ? `${(n / 2 ** 20).toFixed(1)} MiB` : n >= 1024 ? kb(n) : `${n} B`);
const ms = (f: Figure) => `${f.wallMs} ms (cpu ${f.cpuMs} ms)`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');

function table(rows: Row[]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

/** The browser table: ours beside the anchor, each figure against its budget. */
function printBrowser(browser: Browser): void {
  const { ours, anchor } = browser;
  // without the anchor (BENCH_ONLY=ours) its cells say so
  const of = (cell: (f: BrowserFigures) => string) => (anchor ? cell(anchor) : '-');
  const to = (mine: number, theirs: (f: BrowserFigures) => number) => (anchor ? ratio(mine, theirs(anchor)) : '-');
  const rows: Row[] = [['figure', 'ours', 'anchor', 'ours/anchor', 'budget']];
  type Js = BrowserFigures['loginJs'];
  // a JS size: ours, the anchor's, the ratio, the budget if it has one
  const js = (label: string, pick: (f: BrowserFigures) => Js, size: keyof Js, budgetKib?: number) => {
    const mine = pick(ours)[size];
    rows.push([
      label,
      kb(mine),
      of((f) => kb(pick(f)[size])),
      to(mine, (f) => pick(f)[size]),
      budgetKib === undefined ? '' : sizeBudget(mine, budgetKib),
    ]);
  };
  js('login-route JS (gzip)', (f) => f.loginJs, 'gzipBytes', JS_KIB.login);
  js('login-route JS (raw)', (f) => f.loginJs, 'bytes');
  js('JS to the filled dashboard (gzip)', (f) => f.filledDashboardJs, 'gzipBytes', JS_KIB.dashboard);
  js('JS after dashboard, chart too (gzip)', (f) => f.dashboardJs, 'gzipBytes');
  rows.push([
    'cold "/" -> login form',
    ms(ours.coldLogin),
    of((f) => ms(f.coldLogin)),
    to(ours.coldLogin.wallMs, (f) => f.coldLogin.wallMs),
    '',
  ]);
  rows.push([
    'sign in -> dashboard filled',
    ms(ours.signIn),
    of((f) => ms(f.signIn)),
    to(ours.signIn.wallMs, (f) => f.signIn.wallMs),
    anchor ? signInBudget(ours.signIn, anchor.signIn) : 'needs the anchor',
  ]);
  const lists = [ours.list, anchor?.list ?? { error: 'not run' }];
  // each step with its budget, or none
  const names = [
    ['open', 'users: menu -> 10 rows', firstRowsBudget],
    ['openWhole', 'users: menu -> count shown', null],
    ['sort', 'users: header -> re-sorted', listStepBudget],
    ['nextPage', 'users: next page', listStepBudget],
    ['filter', 'users: search -> rows', searchBudget],
    ['harnessFill', 'harness alone: search typed again', null],
    ['harnessClick', 'harness alone: click on the title', null],
  ] as const;
  for (const [key, label, budget] of names) {
    // a figure of no run (a harness step that failed each time) is not measured
    const [o, a] = lists.map((l) => ('error' in l || l[key].runs === 0 ? null : l[key]));
    rows.push([
      label,
      o ? ms(o) : 'not measured',
      a ? ms(a) : 'not measured',
      o && a ? ratio(o.wallMs, a.wallMs) : '-',
      o && budget ? budget(o) : '',
    ]);
  }
  const heap = (h: BrowserFigures['heap']) =>
    h
      ? `${((h.main + h.workers) / 2 ** 20).toFixed(1)} MiB (page ${(h.main / 2 ** 20).toFixed(1)} + workers ${(h.workers / 2 ** 20).toFixed(1)})`
      : 'not measured';
  rows.push([
    'JS heap, 100,000 users loaded',
    heap(ours.heap),
    heap(anchor?.heap),
    ours.heap && anchor?.heap ? ratio(ours.heap.main + ours.heap.workers, anchor.heap.main + anchor.heap.workers) : '-',
    '',
  ]);
  console.log(`\n${table(rows)}`);
}

/** Each admin's first sign-in, request by request. */
function printTraces(browser: Browser): void {
  const { ours, anchor } = browser;
  for (const [name, figures] of [
    ['ours', ours],
    ['anchor', anchor],
  ] as const) {
    if (!figures?.signInTrace?.length) continue;
    console.log(`\nsign-in trace, ${name} (first run; ms after the click: start -> end, kind, request)`);
    for (const line of figures.signInTrace) {
      console.log(`  ${line.startMs.toFixed(0).padStart(5)} -> ${line.endMs.toFixed(0).padStart(5)}  ${line.kind.padEnd(6)}  ${line.what}`);
    }
  }
}

export function printReport(results: Record<string, unknown>): void {
  const browser = results.browser as Browser | undefined;
  if (browser) printBrowser(browser);
  const orders = results.orders as OrdersFigures | { error: string } | undefined;
  if (orders && 'error' in orders) console.log(`\norders list (ours): not measured: ${orders.error}`);
  else if (orders) {
    const orows: Row[] = [['orders list, 100,000 lines (ours)', 'wall (cpu)', '', '', 'budget']];
    orows.push(['menu -> 10 rows', ms(orders.open), '', '', firstRowsBudget(orders.open)]);
    orows.push(['menu -> count shown', ms(orders.openWhole), '', '', '']);
    orows.push(['header (price) -> re-sorted', ms(orders.sort), '', '', listStepBudget(orders.sort)]);
    orows.push(['status filter -> rows', ms(orders.filter), '', '', listStepBudget(orders.filter)]);
    orows.push(['next page', ms(orders.nextPage), '', '', listStepBudget(orders.nextPage)]);
    orows.push(['an order cancelled -> rows show Cancel', ms(orders.cancel), '', '', listStepBudget(orders.cancel)]);
    orows.push(['then another order searched -> its rows', ms(orders.searchAfterCancel), '', '', '']);
    orows.push(['Export Excel, every line -> file', ms(orders.exportAll), '', '', '']);
    const grid = results.productGrid as { nextPage: Figure } | { error: string } | undefined;
    if (grid)
      orows.push(['product grid: next page (server)', 'error' in grid ? `not measured: ${grid.error}` : ms(grid.nextPage), '', '', '']);
    const odds = results.oddsEditor as { open: Figure; typeChance: Figure } | { error: string } | undefined;
    if (odds && 'error' in odds) orows.push(['odds editor, 1,000 products', `not measured: ${odds.error}`, '', '', '']);
    else if (odds) {
      orows.push(['odds editor, 1,000 products: open', ms(odds.open), '', '', '']);
      orows.push([
        'odds editor: a chance typed -> totals',
        ms(odds.typeChance),
        '',
        '',
        `cpu < 50 ms: ${verdict(odds.typeChance.cpuMs < 50)}`,
      ]);
    }
    console.log(`\n${table(orows)}`);
  }
  if (browser) printTraces(browser);
  const server = (results.server ?? {}) as Record<string, Record<string, ServerFigure>>;
  for (const [db, figures] of Object.entries(server)) {
    const srows: Row[] = [
      [`server (${db}), 10 connections`, 'req/s (body)', 'p50 / p99', 'one client: p50 / p99', 'target (one client p50)'],
    ];
    for (const [name, f] of Object.entries(figures)) {
      let target = '';
      const single = f.single?.p50Ms ?? Number.NaN;
      if (name.includes('7 days')) target = `< 50 ms: ${verdict(single < 50)}`;
      if (name.startsWith('statsSummary') && name.includes('one year')) target = `< 150 ms: ${verdict(single < 150)}`;
      if (name === RTP_MONITOR_YEAR) target = `< ${RTP_MONITOR_TARGET_MS} ms: ${verdict(single < RTP_MONITOR_TARGET_MS)}`;
      if (name.startsWith('getUserData')) target = `>= 500 req/s and < 20 ms: ${verdict(f.requestsPerSec >= 500 && single < 20)}`;
      const ceiling = figures[CEILING];
      if (name === WHOLE_USERS && ceiling) target += `; ${Math.round((100 * f.requestsPerSec) / ceiling.requestsPerSec)}% of the ceiling`;
      if (name === CEILING) target = "this machine's ceiling for that body";
      const errors = f.errors ? ` (${f.errors} errors)` : '';
      srows.push([
        name,
        `${f.requestsPerSec}${f.bodyBytes ? ` (${bytes(f.bodyBytes)})` : ''}`,
        `${f.p50Ms} / ${f.p99Ms} ms${errors}`,
        f.single ? `${f.single.p50Ms} / ${f.single.p99Ms} ms` : '',
        target,
      ]);
    }
    console.log(`\n${table(srows)}`);
  }
  const afterChange = results.afterChange as Record<string, AfterChangeFigures> | undefined;
  if (afterChange) {
    const arows: Row[] = [['whole list again after one change (ETag held)', 'database', 'median', 'slowest', 'runs']];
    for (const [db, figures] of Object.entries(afterChange)) {
      for (const [name, f] of [
        ['getOrders, an order cancelled (100,000 lines)', figures.ordersAfterCancel],
        ['getUserData, a user blocked (100,000 users)', figures.usersAfterBlock],
      ] as const) {
        arows.push([name, db, `${f.medianMs} ms`, `${f.maxMs} ms`, String(f.runs)]);
      }
    }
    console.log(`\n${table(arows)}`);
  }
  const instances = results.instances as InstancesFigure | undefined;
  if (instances) {
    const { bothServing, idle } = instances;
    console.log(
      `\ntwo instances on PostgreSQL: getUserData ${bothServing.requestsPerSec} req/s with both serving (${bothServing.perInstance.map((f) => f.requestsPerSec).join(' + ')}); idle: ${idle.transactionsPerSec} transactions/s over ${idle.seconds} s (${idle.autovacuumRuns} autovacuum runs meanwhile), target 0 from polling`,
    );
  }
  const seed = results.seed as { seconds: number; reused: boolean };
  console.log(
    `\nlarge seed (100,000 users, 100,000 order lines, 1,000,000 openings): ${seed.seconds} s${seed.reused ? ' (measured when it was loaded; reused this run)' : ''}, target <= 20 s: ${verdict(seed.seconds <= 20)}`,
  );
  const pgSeed = results.postgresSeed as { seconds: number } | undefined;
  if (pgSeed) console.log(`large seed on PostgreSQL: ${pgSeed.seconds} s, target <= 20 s: ${verdict(pgSeed.seconds <= 20)}`);
  if (results.postgresSkipped) console.log(`PostgreSQL figures not measured: ${String(results.postgresSkipped)}`);
  const machine = results.machine as { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  console.log(`machine: ${machine.cpus} cores, ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}`);
}
