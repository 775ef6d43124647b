/** Demo orders (delivery requests for kept wins), their lines in every status, and return requests. */
import type { Insertable } from 'kysely';
import type { OrderLinesTable, OrdersTable, ReturnRequestsTable } from '../schema.js';
import { svgTile } from './images.js';
import { CANCEL_REASONS, RETURN_REASONS } from './names.js';
import type { KeptWin } from './openings.js';
import { DAY_MS, chunks, type Rng } from './random.js';
import type { SeedSink } from './sink.js';
import type { SeededAdmins } from './team.js';
import { addressFor, type SeededUser } from './users.js';

export type OrderLineStatus = 'processing' | 'shipped' | 'delivered' | 'cancel';

/** Older orders have moved further along; every status occurs at every age. */
export function statusForAge(rng: Rng, ageDays: number): OrderLineStatus {
  const statuses: OrderLineStatus[] = ['processing', 'shipped', 'delivered', 'cancel'];
  if (ageDays < 3) return rng.weighted(statuses, [70, 20, 2, 8]);
  if (ageDays < 14) return rng.weighted(statuses, [15, 45, 30, 10]);
  return rng.weighted(statuses, [3, 6, 81, 10]);
}

export function trackNumber(rng: Rng): string {
  return rng.pick([`1Z${rng.code(16)}`, `JVGL${rng.int(10_000_000, 99_999_999)}${rng.int(1000, 9999)}`, `3S${rng.code(13)}`]);
}

export function orderNumber(rng: Rng, taken: Set<string>): string {
  let n = `ORD${rng.int(10_000_000, 99_999_999)}`;
  while (taken.has(n)) n = `ORD${rng.int(10_000_000, 99_999_999)}`;
  taken.add(n);
  return n;
}

export interface SeededOrderLine {
  id: string;
  userId: string;
  status: OrderLineStatus;
}

export async function seedOrders(
  db: SeedSink,
  rng: Rng,
  base: Date,
  users: readonly SeededUser[],
  wins: readonly KeptWin[],
): Promise<SeededOrderLine[]> {
  const usersById = new Map(users.map((u) => [u.id, u]));
  const winsByUser = new Map<string, KeptWin[]>();
  for (const w of wins) winsByUser.set(w.userId, [...(winsByUser.get(w.userId) ?? []), w]);

  const numbers = new Set<string>();
  const orders: Array<Insertable<OrdersTable>> = [];
  const lines: Array<Insertable<OrderLinesTable>> = [];
  const seeded: SeededOrderLine[] = [];
  for (const [userId, userWins] of winsByUser) {
    const user = usersById.get(userId);
    if (!user) continue;
    for (let i = 0; i < userWins.length;) {
      const group = userWins.slice(i, i + rng.int(1, 3));
      i += group.length;
      const last = Math.max(...group.map((w) => w.createdAt.getTime()));
      const createdAt = new Date(Math.min(base.getTime() - 60_000, last + rng.int(5, 600) * 60_000));
      const ageDays = (base.getTime() - createdAt.getTime()) / DAY_MS;
      const orderId = rng.id();
      orders.push({
        id: orderId,
        orderid: orderNumber(rng, numbers),
        userId,
        shippingAddress: JSON.stringify(addressFor(rng, user)),
        totalOrderItems: group.length,
        createdAt,
        updatedAt: createdAt,
      });
      for (const w of group) {
        const status = statusForAge(rng, ageDays);
        const movedAt =
          status === 'processing'
            ? createdAt
            : new Date(Math.min(base.getTime(), createdAt.getTime() + rng.next() * Math.min(ageDays, 10) * DAY_MS));
        const id = rng.id();
        seeded.push({ id, userId, status });
        lines.push({
          id,
          orderId,
          userId,
          productId: w.productId,
          boxId: w.boxId,
          quantity: 1,
          price: w.sellPrice,
          status,
          reason: status === 'cancel' ? rng.pick(CANCEL_REASONS) : null,
          trackOrderNumber: status === 'shipped' || status === 'delivered' ? trackNumber(rng) : null,
          createdAt,
          updatedAt: movedAt,
        });
      }
    }
  }
  for (const batch of chunks(orders, 500)) await db.insert('orders', batch);
  for (const batch of chunks(lines, 500)) await db.insert('order_lines', batch);
  return seeded;
}

export async function seedReturnRequests(
  db: SeedSink,
  rng: Rng,
  base: Date,
  lines: readonly SeededOrderLine[],
  admins: SeededAdmins,
): Promise<void> {
  const delivered = lines.filter((l) => l.status === 'delivered');
  const chosen = rng.sample(delivered, 36);
  const rows: Array<Insertable<ReturnRequestsTable>> = chosen.map((line, i) => {
    const status = (['pending', 'approved', 'rejected'] as const)[i % 3];
    const createdAt = new Date(base.getTime() - rng.pastOffsetMs(60) - DAY_MS);
    const reason = rng.pick(RETURN_REASONS);
    return {
      id: rng.id(),
      userId: line.userId,
      orderDetailId: line.id,
      status,
      reason,
      message: `${reason}. ${rng.pick(['Please help.', 'I would like a refund.', 'Can I get a replacement?', 'See the photo attached.'])}`,
      attachement: rng.chance(0.5) ? svgTile('Photo of the item', '#6d4c41') : null,
      decidedBy: status === 'pending' ? null : admins.superAdminId,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : new Date(Math.min(base.getTime(), createdAt.getTime() + DAY_MS)),
    };
  });
  await db.insert('return_requests', rows);
}
