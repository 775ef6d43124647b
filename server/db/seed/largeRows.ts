/**
 * The large seed's users, orders, order lines and box openings (and the dashboard roll-ups made
 * from them), generated from plain inputs read beforehand (./large.ts), so that they can be
 * generated in a worker thread (./largeWorker.ts) while the main thread loads the previous batch:
 * the same rows either way.
 */
import { BATCH, BulkBatch, type RowsOut } from './bulk.js';
import { RANGE_SCALE, type SeededBox } from './catalog.js';
import { drawItem } from './oddsVersions.js';
import { CANCEL_REASONS } from './names.js';
import { boxWeights } from './openings.js';
import { byUserAndTime, drawOpenings, type DrawnOpenings } from './drawnOpenings.js';
import { orderNumber, statusForAge, trackNumber } from './orders.js';
import { PlayerPicker } from './players.js';
import { DAY_MS, Rng } from './random.js';
import { addressFor } from './users.js';
import { writeRollups, type PresentOpening } from './largeRollups.js';
import { userPool, writeUsers, type PoolUser, type UserPool } from './largeUsers.js';

/** What the generators read from the database (structured-cloneable, for a worker). */
export interface LargeRowsInput {
  baseMs: number;
  sizes: { users: number; orders: number; orderLines: number; openings: number };
  /** the users already there (the demo's): the pool draws from them too */
  presentUsers: PoolUser[];
  /** products by id, boxes by id, the order numbers already taken, boxes with their odds versions */
  products: Array<{ id: string; sellPrice: number }>;
  boxIds: string[];
  orderNumbers: string[];
  boxesWithOdds: SeededBox[];
  /** The box openings' ids start here (given, so the load does not draw each from the identity's sequence) */
  firstOpeningId: number;
  /** Whether the dashboard roll-ups are written after the openings (./largeRollups.ts), from these and the ones present */
  computeRollups: boolean;
  presentOpenings: PresentOpening[];
}

/** The input with the pool of every user, once the users are written. */
export type LargeRows = LargeRowsInput & { pool: UserPool };

/** The orders and their lines (stream 0x1a29e002), written batch by batch. */
export async function writeOrders(input: LargeRows, out: RowsOut): Promise<void> {
  const rng = new Rng(0x1a29e002);
  const base = new Date(input.baseMs);
  const { pool, products, boxIds: boxes } = input;
  const { orders: orderCount, orderLines: lineCount } = input.sizes;
  const { db, copy, log } = out;
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
  const numbers = new Set(input.orderNumbers);
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
        boxId: rng.chance(0.9) ? rng.pick(boxes) : null,
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
}

/**
 * The box openings (stream 0x1a29e003), drawn a slice at a time (./drawnOpenings.ts): the worker
 * draws them while the main thread loads the orders.
 */
export function drawLargeOpenings(input: LargeRows): Promise<DrawnOpenings> {
  const rng = new Rng(0x1a29e003);
  const boxes = input.boxesWithOdds;
  const weights = boxWeights(boxes);
  const players = new PlayerPicker(input.pool.joined, new Date(input.baseMs), rng);
  const total = weights.reduce((s, w) => s + w, 0);
  return drawOpenings(input.sizes.openings, (k, out) => {
    const time = players.pickTime(rng);
    out.time[k] = time;
    out.user[k] = players.pickAt(time, rng);
    const box = rng.weightedIndex(weights, total);
    out.box[k] = box;
    const drawn = drawItem(boxes[box], rng.int(1, RANGE_SCALE), time, input.baseMs);
    out.version[k] = drawn.version;
    out.item[k] = drawn.item;
    out.resold[k] = rng.chance(0.7) ? 1 : 0;
  });
}

/**
 * Writes the drawn openings batch by batch, by user (ids compared bytewise) and time. The rows are
 * the same in any order; in this one, the dashboard roll-ups' rebuild and the (userId, createdAt)
 * index read the table nearly in their sort order.
 */
export async function writeOpenings(input: LargeRows, drawn: DrawnOpenings, out: RowsOut): Promise<void> {
  const { pool, boxesWithOdds: boxes } = input;
  const count = drawn.user.length;
  const { db, copy, log } = out;
  const batch = new BulkBatch(
    {
      id: 'bigint',
      userId: 'text',
      boxId: 'text',
      oddsVersionId: 'text',
      productId: 'text',
      boxPrice: 'numeric',
      productSellPrice: 'numeric',
      productPurchasePrice: 'numeric',
      resold: 'boolean',
      createdAt: 'timestamptz',
    },
    copy,
  );
  const order = byUserAndTime(drawn, pool.ids);
  for (let n = 1; n <= count; n += 1) {
    const k = order[n - 1];
    const box = boxes[drawn.box[k]];
    const version = box.versions[drawn.version[k]];
    const item = version.items[drawn.item[k]];
    batch.add({
      id: input.firstOpeningId + n - 1,
      userId: pool.ids[drawn.user[k]],
      boxId: box.id,
      oddsVersionId: version.id,
      productId: item.productId,
      boxPrice: version.price,
      productSellPrice: item.sellPrice,
      productPurchasePrice: item.purchasePrice,
      resold: drawn.resold[k] === 1,
      createdAt: drawn.time[k],
    });
    if (batch.size >= BATCH * 2 || n === count) {
      await batch.flush(db, 'box_openings');
      if (n % 100_000 === 0 || n === count) log(`box_openings ${n}/${count}`);
    }
  }
}

/**
 * Every row of the large seed, in order: the users, then the orders and their lines while the
 * openings are drawn (between the orders' batches), the openings, then (once those are in: `loaded`)
 * the roll-ups when asked. Each table's end is told (`written`) before the next table's rows are
 * generated: the database builds its indexes meanwhile, instead of waiting for the first batch.
 */
export async function writeLargeRows(input: LargeRowsInput, out: RowsOut): Promise<void> {
  const users = await writeUsers(input.baseMs, input.sizes.users, out, BATCH);
  await out.written?.(['users']);
  const rows: LargeRows = { ...input, pool: userPool([...input.presentUsers, ...users]) };
  const openings = drawLargeOpenings(rows);
  await writeOrders(rows, out);
  await out.written?.(['orders', 'order_lines']);
  const drawn = await openings;
  await writeOpenings(rows, drawn, out);
  await out.copy?.drain();
  await out.loaded?.();
  if (rows.computeRollups) await writeRollups(rows, drawn, out);
  await out.copy?.drain();
}
