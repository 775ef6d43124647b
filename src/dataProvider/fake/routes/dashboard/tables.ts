/**
 * statsSummaryTable's top lists (server/routes/dashboard/tables.ts) from the fake shop's rows: the
 * same groups, the same ORDER BY (ties included), STATS_TABLE_LIMIT rows each, and the same joins
 * (a row whose box, product or user is gone is left out after the limit, as the inner joins do).
 */
import { addDays, type DateRange } from '../../../../domain/dateRange';
import {
  STATS_TABLE_LIMIT,
  type BoxOpenByUserRow,
  type RequestedItemRow,
  type StatsTableReply,
  type TopBoxRow,
  type UnboxedItemRow,
  type UserAmountRow,
} from '../../../../domain/types/dashboard';
import type { FakeDb } from '../../db';
import { byId, cents, orderRows } from '../profit/shared';
import { utcDay } from './days';

type Tables = Omit<StatsTableReply, 'startDate' | 'endDate' | 'summaryDate' | 'type' | 'timeZone'>;

/** Count and cents per key. */
interface Tally {
  count: number;
  cents: number;
}

function tally<R>(rows: readonly R[], keyOf: (row: R) => string | null, centsOf: (row: R) => number): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const entry = tallies.get(key) ?? { count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += centsOf(row);
    tallies.set(key, entry);
  }
  return tallies;
}

const limit = <R>(rows: R[]) => rows.slice(0, STATS_TABLE_LIMIT);

export function fakeStatsTables(db: FakeDb, range: DateRange): Tables {
  const from = Date.parse(`${range.startDate}T00:00:00Z`);
  const until = Date.parse(`${addDays(range.endDate, 1)}T00:00:00Z`);
  const within = (at: Date | null) => at !== null && at.getTime() >= from && at.getTime() < until;
  const users = byId(db.rows('users'));
  const boxes = byId(db.rows('boxes'));
  const products = byId(db.rows('products'));
  const openings = db.rows('box_openings').filter((o) => {
    const day = utcDay(o.createdAt);
    return day >= range.startDate && day <= range.endDate;
  });

  const byBox = [
    ...tally(
      openings,
      (o) => o.boxId,
      (o) => cents(o.boxPrice),
    ).entries(),
  ];
  const topBoxByQuantity = limit(
    orderRows(
      byBox.flatMap(([id, t]) => {
        const box = boxes.get(id);
        return box ? [{ _id: id, name: box.name, image: box.image, price: box.price, quantity: t.count, amount: t.cents / 100 }] : [];
      }),
      [(r) => r.quantity, 'desc'],
      [(r) => r.name, 'asc'],
      [(r) => r._id, 'asc'],
    ),
  ) satisfies TopBoxRow[];

  const byProduct = [
    ...tally(
      openings,
      (o) => o.productId,
      () => 0,
    ).entries(),
  ];
  const topItemsUnboxed = limit(
    orderRows(
      byProduct.flatMap(([id, t]) => {
        const p = products.get(id);
        return p ? [{ _id: id, name: p.name, image: p.bannerImage, sellPrice: p.sellPrice, quantity: t.count }] : [];
      }),
      [(r) => r.quantity, 'desc'],
      [(r) => r.name, 'asc'],
      [(r) => r._id, 'asc'],
    ),
  ) satisfies UnboxedItemRow[];

  const lines = limit(
    orderRows(
      db.rows('order_lines').filter((l) => within(l.createdAt)),
      [(l) => l.price, 'desc'],
      [(l) => l.createdAt, 'desc'],
      [(l) => l.id, 'asc'],
    ),
  );
  const requestedItemByPrice = lines.flatMap((l) => {
    const p = products.get(l.productId);
    const u = users.get(l.userId);
    if (!p || !u) return [];
    const row: RequestedItemRow = {
      _id: l.id,
      orderId: l.orderId,
      name: p.name,
      price: l.price,
      quantity: l.quantity,
      status: l.status,
      username: u.username,
      createdAt: l.createdAt.toISOString(),
    };
    return [row];
  });

  /** Per user: top amounts (ties by user id), joined to users, then ordered by amount and username. */
  function topUsers(tallies: Map<string, Tally>): UserAmountRow[] {
    const top = limit(orderRows([...tallies.entries()], [([, t]) => t.cents, 'desc'], [([id]) => id, 'asc']));
    const rows = top.flatMap(([id, t]) => {
      const u = users.get(id);
      return u ? [{ _id: id, username: u.username, amount: t.cents / 100, count: t.count }] : [];
    });
    return orderRows(rows, [(r) => r.amount, 'desc'], [(r) => r.username, 'asc']);
  }
  const depositByUser = topUsers(
    tally(
      db.rows('deposits').filter((d) => d.status === 'success' && within(d.createdAt)),
      (d) => d.userId,
      (d) => cents(d.amount),
    ),
  );
  const withdrawByUser = topUsers(
    tally(
      db.rows('withdrawals').filter((w) => w.status === 'approved' && within(w.decidedAt)),
      (w) => w.userId,
      (w) => cents(w.swapnetoutamount),
    ),
  );

  const openers = limit(
    orderRows(
      [
        ...tally(
          openings,
          (o) => o.userId,
          (o) => cents(o.boxPrice),
        ).entries(),
      ],
      [([, t]) => t.count, 'desc'],
      [([, t]) => t.cents, 'desc'],
      [([id]) => id, 'asc'],
    ),
  );
  const boxOpenByUser = orderRows(
    openers.flatMap(([id, t]): BoxOpenByUserRow[] => {
      const u = users.get(id);
      return u ? [{ _id: id, username: u.username, count: t.count, amount: t.cents / 100 }] : [];
    }),
    [(r) => r.count, 'desc'],
    [(r) => r.amount, 'desc'],
    [(r) => r.username, 'asc'],
  );

  return { topBoxByQuantity, topItemsUnboxed, requestedItemByPrice, depositByUser, withdrawByUser, boxOpenByUser };
}
