/**
 * The dashboard's roll-ups (migration 004, server/db/migrations/004_dashboard) computed from the fake
 * shop's base rows: per UTC day, the sums stats_daily holds (money in cents, summed exactly as
 * numeric is), who was active on which day (stats_user_days, stats_return_days) and when each user
 * joined and first opened a box (stats_conversion).
 */
import type { FakeDb } from '../../db';
import { cents } from '../profit/shared';

/** A timestamp's UTC day, 'YYYY-MM-DD' (stats_utc_day). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** One day's sums, as a stats_daily row (money in cents). */
export interface DaySums {
  openings: number;
  wagered: number;
  sell: number;
  cost: number;
  resold: number;
  depositCount: number;
  deposit: number;
  bestDeposit: number | null;
  withdrawCount: number;
  withdraw: number;
  shipRequests: number;
  shipValue: number;
  orders: number;
}

export const emptySums = (): DaySums => ({
  openings: 0,
  wagered: 0,
  sell: 0,
  cost: 0,
  resold: 0,
  depositCount: 0,
  deposit: 0,
  bestDeposit: null,
  withdrawCount: 0,
  withdraw: 0,
  shipRequests: 0,
  shipValue: 0,
  orders: 0,
});

/** Adds `b` into `a` (the rollup row of a range: sums, and the best deposit's max). */
export function addSums(a: DaySums, b: DaySums): DaySums {
  const best = a.bestDeposit === null ? b.bestDeposit : b.bestDeposit === null ? a.bestDeposit : Math.max(a.bestDeposit, b.bestDeposit);
  return {
    openings: a.openings + b.openings,
    wagered: a.wagered + b.wagered,
    sell: a.sell + b.sell,
    cost: a.cost + b.cost,
    resold: a.resold + b.resold,
    depositCount: a.depositCount + b.depositCount,
    deposit: a.deposit + b.deposit,
    bestDeposit: best,
    withdrawCount: a.withdrawCount + b.withdrawCount,
    withdraw: a.withdraw + b.withdraw,
    shipRequests: a.shipRequests + b.shipRequests,
    shipValue: a.shipValue + b.shipValue,
    orders: a.orders + b.orders,
  };
}

/** stats_daily for the days `keep` accepts (all days when omitted). */
export function dailySums(db: FakeDb, keep: (day: string) => boolean = () => true): Map<string, DaySums> {
  const days = new Map<string, DaySums>();
  const on = (at: Date): DaySums | null => {
    const day = utcDay(at);
    if (!keep(day)) return null;
    let sums = days.get(day);
    if (!sums) days.set(day, (sums = emptySums()));
    return sums;
  };
  for (const o of db.rows('box_openings')) {
    const s = on(o.createdAt);
    if (!s) continue;
    s.openings += 1;
    s.wagered += cents(o.boxPrice);
    s.sell += cents(o.productSellPrice);
    s.cost += cents(o.productPurchasePrice);
    if (o.resold) s.resold += 1;
  }
  for (const d of db.rows('deposits')) {
    const s = d.status === 'success' ? on(d.createdAt) : null;
    if (!s) continue;
    s.depositCount += 1;
    s.deposit += cents(d.amount);
    s.bestDeposit = Math.max(s.bestDeposit ?? -Infinity, cents(d.amount));
  }
  for (const w of db.rows('withdrawals')) {
    const s = w.status === 'approved' && w.decidedAt ? on(w.decidedAt) : null;
    if (!s) continue;
    s.withdrawCount += 1;
    s.withdraw += cents(w.swapnetoutamount);
  }
  for (const l of db.rows('order_lines')) {
    const s = on(l.createdAt);
    if (!s) continue;
    s.shipRequests += 1;
    s.shipValue += cents(l.price) * l.quantity;
  }
  for (const o of db.rows('orders')) {
    const s = on(o.createdAt);
    if (s) s.orders += 1;
  }
  return days;
}

/** The days each user opened a box on (stats_user_days), within [from, until] ('YYYY-MM-DD'). */
export function activeDays(db: FakeDb, from: string, until: string): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const o of db.rows('box_openings')) {
    const day = utcDay(o.createdAt);
    if (day < from || day > until) continue;
    let days = users.get(o.userId);
    if (!days) users.set(o.userId, (days = new Set()));
    days.add(day);
  }
  return users;
}

/** Each user's first opening day ever (stats_conversion's firstOpenDay; absent: 'infinity'). */
export function firstOpenDays(db: FakeDb): Map<string, string> {
  const first = new Map<string, string>();
  for (const o of db.rows('box_openings')) {
    const day = utcDay(o.createdAt);
    const before = first.get(o.userId);
    if (before === undefined || day < before) first.set(o.userId, day);
  }
  return first;
}
