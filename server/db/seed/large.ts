/**
 * Benchmark-sized data on top of the demo: 100,000 users, 100,000 order lines in ~30,000 orders and
 * 1,000,000 box openings over the past year, and a box of 1,000 products (./bigBox.ts), deterministic
 * like the demo; a second run finds its first user and does nothing. One transaction:
 * - the loaded tables' secondary indexes are dropped, and the tables are rewritten when the server
 *   runs wal_level=minimal (the bulk-load PGlite: their new rows then skip the write-ahead log); the
 *   box openings' primary key is dropped too, and built again after them;
 * - rows are generated per batch (bounded memory; the openings are drawn first, about 20 MB, and
 *   written by user and time) and loaded with COPY when `copyRows` is given (one batch loading while
 *   the next is generated; with `parallel`, every row is generated in a worker thread, started
 *   while the demo data is written, from the users as generated rather than read back), else with
 *   unnest inserts; the openings' ids are given, and the identity's sequence set after them;
 * - each loaded table's indexes are rebuilt once its rows are in, while the next table's rows are
 *   generated (the openings': once they are in, after their key); then the tables are analyzed. The
 *   dashboard roll-ups' triggers are paused during the load; by default the roll-ups are computed
 *   with the rows (./largeRollups.ts: the per-user ones and the openings grouped, written after the
 *   indexes are rebuilt, and computed by the worker thread while they are; the database makes the
 *   rest: stats_rebuild_begin/finish), and analyzed with the tables.
 * Each phase is logged as it starts, with the time since the start.
 */
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeededBox } from './catalog.js';
import { DRIFTING_BOX, seededVersions } from './oddsVersions.js';
import {
  asBulkLoad,
  CopyPipe,
  dropPrimaryKey,
  dropSecondaryIndexes,
  withFreshFilesWhenUnlogged,
  type CopyRows,
  type Restore,
  type RowsOut,
} from './bulk.js';
import { BIG_BOX_PRODUCTS, seedBigBox } from './bigBox.js';
import { beginStatsRollups, finishStatsRollups, rebuildStatsRollups, STATS_TABLES } from '../statsRollups.js';
import { countRows } from './counts.js';
import { seedDemo, type SeedDemoOptions } from './demo.js';
import { seedBaseDate } from './random.js';
import { bulkUsername } from './bulkUsers.js';
import { writeLargeRows, type LargeRowsInput } from './largeRows.js';
import type { ToMain, ToWorker } from './largeWorker.js';
import type { PresentOpening } from './largeRollups.js';
import type { PoolUser } from './largeUsers.js';

export interface SeedLargeOptions extends SeedDemoOptions {
  log?: (msg: string) => void;
  /** Sizes; the defaults are the benchmark's. Smaller values make quick test runs. */
  users?: number;
  orders?: number;
  orderLines?: number;
  openings?: number;
  /** Products of the big box (the odds editor at shop scale, ./bigBox.ts); the default is the benchmark's, 0 adds no box. */
  bigBoxProducts?: number;
  /** COPY for the batches (OpenedDatabase.copyRows); without it each batch is an unnest insert */
  copyRows?: CopyRows;
  /**
   * The roll-up triggers are paused during the load and 'computed' (default): the roll-ups are
   * written with the rows (./largeRollups.ts), or 'rebuild': stats_rebuild() runs once after the
   * load. 'triggers': they stay on and follow every batch (tests compare the three).
   */
  rollups?: 'computed' | 'rebuild' | 'triggers';
  /** With copyRows: generate the rows (users, orders, openings, roll-ups) in a worker thread while this one loads them (the CLI). */
  parallel?: boolean;
}

/** The tables the load writes into. */
const LOADED: ReadonlyArray<keyof Database> = ['users', 'orders', 'order_lines', 'box_openings'];

/** The users already there (the demo's), as the pool's entries; read before the load adds its own. */
async function presentUsers(db: Kysely<Database>): Promise<PoolUser[]> {
  const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'mobile', 'joined_at']).execute();
  return rows.map((r) => ({ id: r.id, firstname: r.firstname, lastname: r.lastname, mobile: r.mobile, joined: r.joined_at.getTime() }));
}

/** The boxes with their odds versions (oldest first), as the openings are drawn from them (./oddsVersions.ts). */
async function boxesWithOdds(db: Kysely<Database>): Promise<SeededBox[]> {
  const boxes = await db.selectFrom('boxes').select(['id', 'name', 'price']).orderBy('id').execute();
  const rows = await db
    .selectFrom('box_odds_versions')
    .select(['id', 'boxId', 'version', 'createdAt', 'price', sql<string>`items::text`.as('items')])
    .orderBy('boxId')
    .orderBy('version')
    .execute();
  return boxes
    .map((b) => {
      const versions = seededVersions(rows.filter((v) => v.boxId === b.id));
      const latest = versions[versions.length - 1];
      return { ...b, items: latest?.items ?? [], versions, drifts: b.name === DRIFTING_BOX };
    })
    .filter((b) => b.versions.length > 0 && b.versions.every((v) => v.items.length > 0));
}

/** The largest box opening id so far (0 when there is none). */
async function lastOpeningId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('box_openings')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The box openings already there (the demo's), for the roll-ups computed with the new ones. */
async function presentOpenings(db: Kysely<Database>): Promise<PresentOpening[]> {
  const rows = await db
    .selectFrom('box_openings')
    .select([
      'userId',
      'boxId',
      'oddsVersionId',
      'productId',
      'boxPrice',
      'productSellPrice',
      'productPurchasePrice',
      'resold',
      'createdAt',
    ])
    .execute();
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** What the rows are generated from, read before the load. */
async function rowsInput(db: Kysely<Database>, base: Date, opts: SeedLargeOptions, computeRollups: boolean): Promise<LargeRowsInput> {
  return {
    baseMs: base.getTime(),
    sizes: {
      users: opts.users ?? 100_000,
      orders: opts.orders ?? 30_000,
      orderLines: opts.orderLines ?? 100_000,
      openings: opts.openings ?? 1_000_000,
    },
    presentUsers: await presentUsers(db),
    products: await db.selectFrom('products').select(['id', 'sellPrice']).orderBy('id').execute(),
    boxIds: (await db.selectFrom('boxes').select('id').orderBy('id').execute()).map((b) => b.id),
    orderNumbers: (await db.selectFrom('orders').select('orderid').execute()).map((o) => o.orderid),
    boxesWithOdds: await boxesWithOdds(db),
    firstOpeningId: 1 + (await lastOpeningId(db)),
    computeRollups,
    presentOpenings: computeRollups ? await presentOpenings(db) : [],
  };
}

/** What the load does once a table's rows, or all the loaded tables' rows, are in (RowsOut). */
type OnWritten = Required<Pick<RowsOut, 'written' | 'loaded'>>;

/**
 * A worker thread (./largeWorker.ts) that generates the rows and hands over each batch, which this
 * thread COPYs while it generates the next: the two threads work at the same time. It starts (loads
 * its code) while the demo data is written; `write` sends it what to generate from; `written` runs
 * when it says a table's rows are all sent, and `loaded` when the loaded tables' are (the roll-ups'
 * batches it sends meanwhile wait their turn). What it sends is handled in order, one thing at a
 * time: a table's `written` after its last batch is loaded.
 */
function rowsWorker(
  copyRows: CopyRows,
  log: (m: string) => void,
): { write(input: LargeRowsInput, then: OnWritten): Promise<void>; stop(): Promise<number> } {
  // the worker is TypeScript: it registers tsx's loader first, as the seed's own process does
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./largeWorker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
  let then: OnWritten = { written: () => Promise.resolve(), loaded: () => Promise.resolve() };
  const finished = new Promise<void>((resolve, reject) => {
    let queue = Promise.resolve();
    // once failed, nothing queued runs: the caller rolls the load's transaction back, and a COPY
    // sent after that would write its rows outside it
    let failed = false;
    const fail = (err: unknown, tellWorker: boolean) => {
      if (failed) return;
      failed = true;
      if (tellWorker) worker.postMessage({ kind: 'failed' } satisfies ToWorker);
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const inTurn = (work: () => Promise<void> | void) => {
      queue = queue
        .then(async () => {
          if (!failed) await work();
        })
        .catch((err: unknown) => fail(err, true));
    };
    worker.on('message', (message: ToMain) => {
      if (message.kind === 'log') inTurn(() => log(message.message));
      else if (message.kind === 'done') inTurn(resolve);
      else if (message.kind === 'written') inTurn(() => then.written(message.tables));
      else if (message.kind === 'loaded') inTurn(() => then.loaded());
      else
        inTurn(async () => {
          await copyRows(message.table, message.columns, message.rows);
          worker.postMessage({ kind: 'copied' } satisfies ToWorker);
        });
    });
    worker.on('error', (err) => fail(err, false));
    worker.on('exit', (code) => fail(new Error(`The seed's worker thread stopped (exit code ${code})`), false));
  });
  finished.catch(() => undefined); // seen by write(); a load that fails before it stops the worker
  return {
    write(input, given) {
      then = given;
      worker.postMessage({ kind: 'rows', input } satisfies ToWorker);
      return finished;
    },
    stop: () => worker.terminate(),
  };
}

type RowsWorker = ReturnType<typeof rowsWorker>;

/**
 * The load, in the open transaction `trx` (see the top of this file): as a bulk load, whose
 * dashboard roll-ups are made once below instead of per statement, unless they follow its rows
 * through their triggers (`rollups: 'triggers'`).
 */
async function load(
  trx: Kysely<Database>,
  opts: SeedLargeOptions,
  worker: RowsWorker | undefined,
  log: (m: string) => void,
): Promise<void> {
  if (opts.rollups === 'triggers') return loadRows(trx, opts, worker, log);
  await asBulkLoad(trx, async (unchecked) => {
    if (unchecked) log('foreign-key checks skipped for the load (references are generated from existing rows)');
    await loadRows(trx, opts, worker, log);
  });
}

async function loadRows(
  trx: Kysely<Database>,
  opts: SeedLargeOptions,
  worker: RowsWorker | undefined,
  log: (m: string) => void,
): Promise<void> {
  const base = seedBaseDate(opts.now);
  const rollups = opts.rollups ?? 'computed';
  const computed = rollups === 'computed';
  if (computed) await beginStatsRollups(trx);
  // the index rebuilds sort in memory rather than in temporary files
  await sql`select set_config('maintenance_work_mem', '256MB', true)`.execute(trx);
  // dropped for the load, and each table's built again once its rows are in: see ./bulk.ts
  const restoreIndexes = new Map<keyof Database, Restore>();
  for (const table of LOADED) restoreIndexes.set(table, await dropSecondaryIndexes(trx, [table]));
  const rebuild = async (tables: ReadonlyArray<keyof Database>) => {
    const due = tables.filter((table) => restoreIndexes.has(table));
    if (due.length > 0) log(`rebuilding indexes: ${due.join(', ')}`);
    for (const table of due) {
      const restore = restoreIndexes.get(table);
      restoreIndexes.delete(table);
      await restore?.();
    }
  };
  if (await withFreshFilesWhenUnlogged(trx, LOADED)) log('loaded tables rewritten: their new rows skip the write-ahead log');
  const restoreKey = await dropPrimaryKey(trx, 'box_openings');
  let restored: Promise<void> | undefined;
  // once the loaded tables' rows are in, before the roll-ups' (which the worker computes meanwhile)
  const loaded = () =>
    (restored ??= (async () => {
      log("the openings' primary key");
      await restoreKey();
      // the ids were given: the identity's sequence goes on after the last one
      await sql`select setval(pg_get_serial_sequence('box_openings', 'id'), (select max(id) from box_openings))`.execute(trx);
      await rebuild(LOADED);
    })());
  const input = await rowsInput(trx, base, opts, computed);
  if (worker) await worker.write(input, { written: rebuild, loaded });
  else {
    const copy = opts.copyRows && new CopyPipe(opts.copyRows);
    // the batch still in flight is in before the indexes are built
    const written = async (tables: ReadonlyArray<keyof Database>) => {
      await copy?.drain();
      await rebuild(tables);
    };
    await writeLargeRows(input, { db: trx, copy, log, written, loaded });
  }
  await loaded(); // whatever the writer did, the schema is whole again
  const bigBoxProducts = opts.bigBoxProducts ?? BIG_BOX_PRODUCTS;
  if (bigBoxProducts > 0) {
    log(`the big box (${bigBoxProducts.toLocaleString('en-US')} products)`);
    await seedBigBox(trx, base, bigBoxProducts);
  }
  if (computed) {
    log('the dashboard roll-ups: keys, boxes, products and days');
    await finishStatsRollups(trx);
  }
  // Inside the load's transaction, the new rows are its own: analyze samples them without first
  // setting their commit hint bits (after the commit, that would dirty and rewrite every page read).
  // The source tables first: a rebuild of the roll-ups is planned with their statistics.
  log('analyze');
  await sql`analyze`.execute(trx);
  if (rollups === 'rebuild') {
    log('rebuilding the dashboard roll-ups');
    await rebuildStatsRollups(trx);
    log('analyze the roll-ups');
    await sql.raw(`analyze ${STATS_TABLES.join(', ')}`).execute(trx);
  }
}

/** Seeds the demo (if the database is empty), then the large data set; returns time taken and row counts. */
export async function seedLarge(db: Kysely<Database>, opts: SeedLargeOptions): Promise<{ ms: number; counts: Record<string, number> }> {
  const started = Date.now();
  const log = (msg: string) => opts.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
  // the worker loads its code while the demo data is written
  const worker = opts.parallel && opts.copyRows ? rowsWorker(opts.copyRows, log) : undefined;
  // The load makes every dashboard roll-up again (computed or rebuilt), the demo's included: the
  // demo's rows are written as the load's are, without the roll-ups' triggers nor the foreign-key
  // checks (1.1 s instead of 1.5-1.8 on PGlite).
  const rollupsAfter = (opts.rollups ?? 'computed') !== 'triggers';
  try {
    const { seeded } = await seedDemo(db, opts, { rollupsAfter });
    log(seeded ? 'demo data loaded' : 'the database already has admins: demo data left as it is');
    const already = await db.selectFrom('users').select('id').where('username', '=', bulkUsername(1)).executeTakeFirst();
    if (already) {
      log('large data set already present; nothing to do');
      return { ms: Date.now() - started, counts: await countRows(db) };
    }
    // One transaction: all or nothing, and the dropped indexes come back even if a batch fails.
    // The rows are counted in it too: its own new rows are read without first setting their commit
    // hint bits, which after the commit dirties every page read (0.17 s here against 0.6 s after).
    const counts = await db
      .transaction()
      .execute(async (trx) => {
        await load(trx, opts, worker, log);
        log('count');
        const rows = await countRows(trx);
        log('commit');
        return rows;
      })
      .catch(async (err: unknown) => {
        // the demo stays (its own transaction): its roll-ups are made now, as its triggers would have;
        // the load's error is the one reported (a lost connection fails both)
        if (seeded && rollupsAfter)
          await rebuildStatsRollups(db).catch((rebuild: unknown) =>
            log(`the demo's dashboard roll-ups could not be made (run the seed again): ${String(rebuild)}`),
          );
        throw err;
      });
    log('committed');
    return { ms: Date.now() - started, counts };
  } finally {
    await worker?.stop();
  }
}
