/**
 * Benchmark-sized data on top of the demo: 100,000 users, 100,000 order lines in ~30,000 orders and
 * 1,000,000 box openings over the past year. Rows are generated per batch (bounded memory) and loaded
 * with COPY when `copyCsv` is given (one batch loading while the next is generated), else with unnest; secondary indexes and the dashboard
 * roll-ups are built once after the load. Each phase is logged with its time. Deterministic like the demo; a second run finds its first user and does nothing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { itemForRoll, RANGE_SCALE, type SeededBox } from './catalog.js';
import { BulkBatch, CopyPipe, skipForeignKeyChecks, withoutSecondaryIndexes, type CopyCsv } from './bulk.js';
import { pauseStatsRollups, rebuildStatsRollups } from '../statsRollups.js';
import { countRows } from './counts.js';
import { seedDemo, type SeedDemoOptions } from './demo.js';
import { CANCEL_REASONS } from './names.js';
import { boxWeights } from './openings.js';
import { PlayerPicker } from './players.js';
import { orderNumber, statusForAge, trackNumber } from './orders.js';
import { DAY_MS, Rng, seedBaseDate } from './random.js';
import { addressFor } from './users.js';
import { bulkUser, bulkUsername, LARGE_USERS_STREAM } from './bulkUsers.js';

export interface SeedLargeOptions extends SeedDemoOptions {
  log?: (msg: string) => void;
  /** Sizes; the defaults are the benchmark's. Smaller values make quick test runs. */
  users?: number;
  orders?: number;
  orderLines?: number;
  openings?: number;
  /** COPY for the batches (OpenedDatabase.copyCsv); without it each batch is an unnest insert */
  copyCsv?: CopyCsv;
  /**
   * 'rebuild' (default): the roll-up triggers are paused during the load and stats_rebuild() runs once
   * after it. 'triggers': they stay on and follow every batch (tests compare the two).
   */
  rollups?: 'rebuild' | 'triggers';
}

const BATCH = 20_000;

interface UserPool {
  ids: string[];
  joined: Float64Array;
  people: Array<{ firstname: string; lastname: string; mobile: string }>;
}

async function loadUsers(
  db: Kysely<Database>,
  rng: Rng,
  base: Date,
  count: number,
  log: (m: string) => void,
  copy?: CopyPipe,
): Promise<void> {
  const batch = new BulkBatch(
    {
      id: 'text',
      username: 'text',
      firstname: 'text',
      lastname: 'text',
      email: 'text',
      mobile: 'text',
      userType: 'text',
      isBlock: 'boolean',
      walletBalance: 'numeric',
      joined_at: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    copy,
  );
  for (let n = 1; n <= count; n += 1) {
    batch.add(bulkUser(rng, base, n));
    if (batch.size >= BATCH || n === count) {
      await batch.flush(db, 'users');
      log(`users ${n}/${count}`);
    }
  }
  await copy?.drain();
}

async function userPool(db: Kysely<Database>): Promise<UserPool> {
  const rows = await db.selectFrom('users').select(['id', 'firstname', 'lastname', 'mobile', 'joined_at']).orderBy('id').execute();
  return { ids: rows.map((r) => r.id), joined: Float64Array.from(rows.map((r) => r.joined_at.getTime())), people: rows };
}

async function loadOrders(
  db: Kysely<Database>,
  rng: Rng,
  base: Date,
  pool: UserPool,
  orderCount: number,
  lineCount: number,
  log: (m: string) => void,
  copy?: CopyPipe,
): Promise<void> {
  const products = await db.selectFrom('products').select(['id', 'sellPrice']).orderBy('id').execute();
  const boxes = await db.selectFrom('boxes').select('id').orderBy('id').execute();
  const orders = new BulkBatch(
    {
      id: 'text',
      orderid: 'text',
      userId: 'text',
      shippingAddress: 'jsonb',
      totalOrderItems: 'integer',
      createdAt: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    copy,
  );
  const lines = new BulkBatch(
    {
      id: 'text',
      orderId: 'text',
      userId: 'text',
      productId: 'text',
      boxId: 'text',
      quantity: 'integer',
      price: 'numeric',
      status: 'text',
      reason: 'text',
      trackOrderNumber: 'text',
      createdAt: 'timestamptz',
      updatedAt: 'timestamptz',
    },
    copy,
  );
  const players = new PlayerPicker(pool.joined, base, rng);
  const numbers = new Set((await db.selectFrom('orders').select('orderid').execute()).map((o) => o.orderid));
  let linesLeft = lineCount;
  let linesDone = 0;
  for (let i = 0; i < orderCount; i += 1) {
    const ordersLeft = orderCount - i;
    const mean = linesLeft / ordersLeft;
    const k = ordersLeft === 1 ? linesLeft : Math.max(1, Math.min(linesLeft - (ordersLeft - 1), Math.round(mean + rng.int(-2, 2))));
    linesLeft -= k;
    const createdMs = players.pickTime(rng);
    const u = players.pickAt(createdMs, rng);
    const createdAt = new Date(createdMs).toISOString();
    const ageDays = (base.getTime() - createdMs) / DAY_MS;
    const orderId = rng.id();
    orders.add({
      id: orderId,
      orderid: orderNumber(rng, numbers),
      userId: pool.ids[u],
      shippingAddress: JSON.stringify(addressFor(rng, pool.people[u])),
      totalOrderItems: k,
      createdAt,
      updatedAt: createdAt,
    });
    for (let l = 0; l < k; l += 1) {
      const product = rng.pick(products);
      const status = statusForAge(rng, ageDays);
      const moved =
        status === 'processing'
          ? createdAt
          : new Date(Math.min(base.getTime(), createdMs + rng.next() * Math.min(ageDays, 10) * DAY_MS)).toISOString();
      lines.add({
        id: rng.id(),
        orderId,
        userId: pool.ids[u],
        productId: product.id,
        boxId: rng.chance(0.9) ? rng.pick(boxes).id : null,
        quantity: rng.chance(0.9) ? 1 : rng.int(2, 3),
        price: product.sellPrice,
        status,
        reason: status === 'cancel' ? rng.pick(CANCEL_REASONS) : null,
        trackOrderNumber: status === 'shipped' || status === 'delivered' ? trackNumber(rng) : null,
        createdAt,
        updatedAt: moved,
      });
    }
    if (lines.size >= BATCH || i === orderCount - 1) {
      await orders.flush(db, 'orders');
      linesDone += await lines.flush(db, 'order_lines');
      log(`orders ${i + 1}/${orderCount}, order lines ${linesDone}/${lineCount}`);
    }
  }
  await copy?.drain();
}

async function boxesWithOdds(db: Kysely<Database>): Promise<SeededBox[]> {
  const boxes = await db.selectFrom('boxes').select(['id', 'name', 'price']).orderBy('id').execute();
  const items = await db
    .selectFrom('box_products')
    .select(['boxId', 'productId', 'rangeFrom', 'rangeTo', 'sellPrice', 'purchasePrice'])
    .orderBy('boxId')
    .orderBy('rangeFrom')
    .execute();
  return boxes.map((b) => ({ ...b, items: items.filter((i) => i.boxId === b.id) })).filter((b) => b.items.length > 0);
}

async function loadOpenings(
  db: Kysely<Database>,
  rng: Rng,
  base: Date,
  pool: UserPool,
  count: number,
  log: (m: string) => void,
  copy?: CopyPipe,
): Promise<void> {
  const boxes = await boxesWithOdds(db);
  const weights = boxWeights(boxes);
  const batch = new BulkBatch(
    {
      userId: 'text',
      boxId: 'text',
      productId: 'text',
      boxPrice: 'numeric',
      productSellPrice: 'numeric',
      productPurchasePrice: 'numeric',
      resold: 'boolean',
      createdAt: 'timestamptz',
    },
    copy,
  );
  const players = new PlayerPicker(pool.joined, base, rng);
  for (let n = 1; n <= count; n += 1) {
    const time = players.pickTime(rng);
    const u = players.pickAt(time, rng);
    const box = rng.weighted(boxes, weights);
    const item = itemForRoll(box.items, rng.int(1, RANGE_SCALE));
    batch.add({
      userId: pool.ids[u],
      boxId: box.id,
      productId: item.productId,
      boxPrice: box.price,
      productSellPrice: item.sellPrice,
      productPurchasePrice: item.purchasePrice,
      resold: rng.chance(0.7),
      createdAt: new Date(time).toISOString(),
    });
    if (batch.size >= BATCH * 2 || n === count) {
      await batch.flush(db, 'box_openings');
      if (n % 100_000 === 0 || n === count) log(`box_openings ${n}/${count}`);
    }
  }
  await copy?.drain();
}

/** Seeds the demo (if the database is empty), then the large data set; returns time taken and row counts. */
export async function seedLarge(db: Kysely<Database>, opts: SeedLargeOptions): Promise<{ ms: number; counts: Record<string, number> }> {
  const started = Date.now();
  const log = (msg: string) => opts.log?.(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
  await seedDemo(db, opts);
  const already = await db.selectFrom('users').select('id').where('username', '=', bulkUsername(1)).executeTakeFirst();
  if (already) {
    log('large data set already present; nothing to do');
  } else {
    const base = seedBaseDate(opts.now);
    // One transaction: all or nothing, and the dropped indexes come back even if a batch fails.
    await db.transaction().execute(async (trx) => {
      const rebuild = opts.rollups !== 'triggers';
      // (session_replication_role = replica, which skips the foreign-key checks, skips every trigger)
      if (rebuild && (await skipForeignKeyChecks(trx)))
        log('foreign-key checks skipped for the load (references are generated from existing rows)');
      if (rebuild) await pauseStatsRollups(trx); // the dashboard roll-ups are rebuilt once below instead of per statement
      // index builds (and the roll-ups' sorts) in memory rather than in temporary files
      await sql`select set_config('maintenance_work_mem', '256MB', true)`.execute(trx);
      const copy = opts.copyCsv && new CopyPipe(opts.copyCsv);
      await withoutSecondaryIndexes(trx, ['users', 'orders', 'order_lines', 'box_openings'], async () => {
        await loadUsers(trx, new Rng(LARGE_USERS_STREAM), base, opts.users ?? 100_000, log, copy);
        const pool = await userPool(trx);
        await loadOrders(trx, new Rng(0x1a29e002), base, pool, opts.orders ?? 30_000, opts.orderLines ?? 100_000, log, copy);
        await loadOpenings(trx, new Rng(0x1a29e003), base, pool, opts.openings ?? 1_000_000, log, copy);
        log('rebuilding indexes');
      });
      if (rebuild) {
        log('rebuilding the dashboard roll-ups');
        await rebuildStatsRollups(trx);
      }
      // Inside the load's transaction, the new rows are its own: analyze samples them without first
      // setting their commit hint bits (after the commit, that would dirty and rewrite every page read).
      log('analyze');
      await sql`analyze`.execute(trx);
    });
    log('committed');
  }
  const counts = await countRows(db);
  return { ms: Date.now() - started, counts };
}
