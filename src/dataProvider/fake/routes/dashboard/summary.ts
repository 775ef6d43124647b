/**
 * statsSummary's figures (server/routes/dashboard/summary.ts) from the fake shop's rows: the same
 * sums per day and for the whole range, the same formulas, and the same rounding (numeric
 * `round(part * times / whole, 2)`, half away from zero; null when the whole is 0).
 */
import { addDays, rangeDays, type DateRange } from '../../../../domain/dateRange';
import { STATS_FIGURES, type StatsFigure, type StatsFigureKey } from '../../../../domain/types/dashboard';
import type { FakeDb } from '../../db';
import { activeDays, addSums, dailySums, emptySums, firstOpenDays, utcDay, type DaySums } from './days';

/** Distinct active, retained (also active in the period before) and previously active users. */
interface UserCounts {
  active: number;
  retained: number;
  prevActive: number;
}

/** Users who joined, and those of them who opened a box (the day they joined, or by the range's end). */
interface Conversions {
  joined: number;
  converted: number;
}

/** `numerator / denominator` rounded to cents as numeric rounds (half away from zero); null for / 0. */
function ratio(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  const n = BigInt(Math.round(numerator)) * 100n;
  const d = BigInt(Math.round(denominator));
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return Number(negative ? -q : q) / 100;
}

const money = (centsValue: number) => centsValue / 100;

function figures(s: DaySums, u: UserCounts, c: Conversions): Record<StatsFigureKey, number | null> {
  return {
    deposit: money(s.deposit),
    depositCount: s.depositCount,
    averageDeposit: ratio(s.deposit, s.depositCount * 100),
    bestDeposit: s.bestDeposit === null ? null : money(s.bestDeposit),
    withdraw: money(s.withdraw),
    withdrawCount: s.withdrawCount,
    unboxed: s.openings,
    wagered: money(s.wagered),
    netProfit: money(s.wagered - s.cost),
    pnl: money(s.sell - s.wagered),
    profitPercentage: ratio((s.wagered - s.cost) * 100, s.wagered),
    resellPercentage: ratio(s.resold * 100, s.openings),
    shipRequests: s.shipRequests,
    averageOrder: ratio(s.shipValue, s.orders * 100),
    activeUsers: u.active,
    arpu: ratio(s.wagered, u.active * 100),
    averageBoxingPerUser: ratio(s.openings, u.active),
    retention: ratio(u.retained * 100, u.prevActive),
    churn: ratio((u.prevActive - u.retained) * 100, u.prevActive),
    newUsers: c.joined,
    conversion: ratio(c.converted * 100, c.joined),
  };
}

/** Every day of a range, in order. */
function daysOf(range: DateRange): string[] {
  return Array.from({ length: rangeDays(range) }, (_, i) => addDays(range.startDate, i));
}

export function fakeStatsSummary(db: FakeDb, range: DateRange): { dates: string[]; summary: Record<StatsFigureKey, StatsFigure> } {
  const dates = daysOf(range);
  const before = addDays(range.startDate, -dates.length);
  const inRange = (day: string) => day >= range.startDate && day <= range.endDate;
  const daily = dailySums(db, inRange);
  const active = activeDays(db, before, range.endDate);
  const firstOpen = firstOpenDays(db);

  // per user: active in the range, in the period before; per day: active users, and those active the day before too
  const dayActive = new Map<string, number>();
  const dayRetained = new Map<string, number>();
  const bump = (map: Map<string, number>, day: string) => map.set(day, (map.get(day) ?? 0) + 1);
  const total: UserCounts = { active: 0, retained: 0, prevActive: 0 };
  for (const days of active.values()) {
    let now = false;
    let earlier = false;
    for (const day of days) {
      bump(dayActive, day);
      if (days.has(addDays(day, -1))) bump(dayRetained, day);
      if (day >= range.startDate) now = true;
      else earlier = true;
    }
    if (now) total.active += 1;
    if (earlier) total.prevActive += 1;
    if (now && earlier) total.retained += 1;
  }

  const dayJoined = new Map<string, number>();
  const dayConverted = new Map<string, number>();
  const conversions: Conversions = { joined: 0, converted: 0 };
  for (const user of db.rows('users')) {
    const joined = utcDay(user.joined_at);
    if (!inRange(joined)) continue;
    const first = firstOpen.get(user.id);
    bump(dayJoined, joined);
    conversions.joined += 1;
    if (first !== undefined && first <= joined) bump(dayConverted, joined);
    if (first !== undefined && first <= range.endDate) conversions.converted += 1;
  }

  let sums = emptySums();
  const perDay = dates.map((day) => {
    const s = daily.get(day) ?? emptySums();
    sums = addSums(sums, s);
    const users = {
      active: dayActive.get(day) ?? 0,
      retained: dayRetained.get(day) ?? 0,
      prevActive: dayActive.get(addDays(day, -1)) ?? 0,
    };
    return figures(s, users, { joined: dayJoined.get(day) ?? 0, converted: dayConverted.get(day) ?? 0 });
  });
  const whole = figures(sums, total, conversions);
  const summary = {} as Record<StatsFigureKey, StatsFigure>;
  for (const key of STATS_FIGURES) summary[key] = { total: whole[key], data: perDay.map((row) => row[key]) };
  return { dates, summary };
}
