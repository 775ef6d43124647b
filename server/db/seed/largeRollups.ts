/**
 * The large seed's dashboard roll-ups, computed from the box openings as they are generated instead
 * of by stats_rebuild() reading the million rows back and sorting them (on the embedded database
 * that took 8 s, more than the openings' load). Written between stats_rebuild_begin() and
 * stats_rebuild_finish() (migrations/002_functions/rebuild.ts): the per-user roll-ups (joins, days,
 * months, return days, conversion) and the openings grouped by day, box, product and odds version,
 * from which finish makes the box, product, daily and box-version roll-ups. The same rows as
 * stats_rebuild() (tests/server/dashboard-rollups):
 * - a day is the opening's UTC date, a month the first day of the day's month;
 * - each user's active days in order, with the previous one (the return days; none is -infinity);
 *   a user's first active day is his conversion's (a user without one: infinity);
 * - money is summed in cents (every amount has two decimals, numeric(14,2)).
 */
import type { Selectable } from 'kysely';
import type { BoxOpeningsTable } from '../schema.js';
import { BATCH, BulkBatch, type RowsOut } from './bulk.js';
import { byUserAndTime, type DrawnOpenings } from './drawnOpenings.js';
import type { LargeRows } from './largeRows.js';
import { DAY_MS } from './random.js';

/** A box opening already in the database when the load starts (the demo's), as read then: its time in epoch ms. */
export type PresentOpening = Omit<Selectable<BoxOpeningsTable>, 'id' | 'createdAt'> & { createdAt: number };

const cents = (amount: number): number => Math.round(amount * 100);

/** Cents as numeric text, two decimals. */
function money(total: number): string {
  const abs = Math.abs(total);
  return `${total < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const utcDay = (ms: number): number => Math.floor(ms / DAY_MS);

/** UTC day numbers (days since 1970-01-01) as dates, and their months' first days: remembered (a year has few). */
interface Days {
  text(day: number): string;
  month(day: number): number;
}

function days(): Days {
  const texts = new Map<number, string>();
  const months = new Map<number, number>();
  return {
    text(day) {
      let text = texts.get(day);
      if (text === undefined) {
        text = new Date(day * DAY_MS).toISOString().slice(0, 10);
        texts.set(day, text);
      }
      return text;
    },
    month(day) {
      let month = months.get(day);
      if (month === undefined) {
        const d = new Date(day * DAY_MS);
        month = utcDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
        months.set(day, month);
      }
      return month;
    },
  };
}

/** Every opening (drawn, then present) as the roll-ups read it. */
interface Openings {
  count: number;
  time: Float64Array;
  user: Int32Array;
  /** the UTC day of each */
  day: Int32Array;
  /** the box's price, in cents */
  wager(k: number): number;
}

function allOpenings(input: LargeRows, drawn: DrawnOpenings): Openings {
  const { pool, boxesWithOdds: boxes, presentOpenings: present } = input;
  const n = drawn.time.length;
  const count = n + present.length;
  const time = new Float64Array(count);
  const user = new Int32Array(count);
  time.set(drawn.time);
  user.set(drawn.user);
  const userIndex = new Map(pool.ids.map((id, i) => [id, i]));
  present.forEach((p, j) => {
    const u = userIndex.get(p.userId);
    if (u === undefined) throw new Error(`Box opening of an unknown user ${p.userId}`);
    time[n + j] = p.createdAt;
    user[n + j] = u;
  });
  const day = new Int32Array(count);
  for (let k = 0; k < count; k += 1) day[k] = utcDay(time[k]);
  const versionCents = boxes.map((b) => b.versions.map((v) => cents(v.price)));
  const presentCents = present.map((p) => cents(p.boxPrice));
  return { count, time, user, day, wager: (k) => (k < n ? versionCents[drawn.box[k]][drawn.version[k]] : presentCents[k - n]) };
}

/** stats_user_days and stats_user_months rows; returns each user's first active day (-1: none) and the return days. */
async function writeUserDays(
  input: LargeRows,
  all: Openings,
  out: RowsOut,
  dates: Days,
): Promise<{ firstDay: Int32Array; returns: Map<number, number> }> {
  const { ids } = input.pool;
  const { db, copy } = out;
  const days = new BulkBatch({ userId: 'text', day: 'date', openings: 'integer', wagered: 'numeric' }, copy);
  const months = new BulkBatch({ month: 'date', userId: 'text', openings: 'integer', wagered: 'numeric' }, copy);
  const firstDay = new Int32Array(ids.length).fill(-1);
  // (day, previous active day + 1; 0: none) -> users
  const returns = new Map<number, number>();
  const order = byUserAndTime(all, ids);
  const { user, count } = all;
  let i = 0;
  while (i < count) {
    const u = user[order[i]];
    let prev = -1;
    let month = -1;
    let monthOpenings = 0;
    let monthCents = 0;
    while (i < count && user[order[i]] === u) {
      const day = all.day[order[i]];
      let openings = 0;
      let wagered = 0;
      for (; i < count && user[order[i]] === u && all.day[order[i]] === day; i += 1) {
        openings += 1;
        wagered += all.wager(order[i]);
      }
      days.add({ userId: ids[u], day: dates.text(day), openings, wagered: money(wagered) });
      if (prev < 0) firstDay[u] = day;
      const key = day * 100_000 + prev + 1;
      returns.set(key, (returns.get(key) ?? 0) + 1);
      const dayMonth = dates.month(day);
      if (dayMonth !== month) {
        if (month >= 0) months.add({ month: dates.text(month), userId: ids[u], openings: monthOpenings, wagered: money(monthCents) });
        month = dayMonth;
        monthOpenings = 0;
        monthCents = 0;
      }
      monthOpenings += openings;
      monthCents += wagered;
      prev = day;
    }
    months.add({ month: dates.text(month), userId: ids[u], openings: monthOpenings, wagered: money(monthCents) });
    if (days.size >= BATCH) await days.flush(db, 'stats_user_days');
    if (months.size >= BATCH) await months.flush(db, 'stats_user_months');
  }
  await days.flush(db, 'stats_user_days');
  await months.flush(db, 'stats_user_months');
  return { firstDay, returns };
}

/** stats_user_joins, stats_conversion and stats_return_days rows. */
async function writeJoinsAndReturns(
  input: LargeRows,
  firstDay: Int32Array,
  returns: Map<number, number>,
  out: RowsOut,
  dates: Days,
): Promise<void> {
  const { ids, joined } = input.pool;
  const { db, copy } = out;
  const joins = new BulkBatch({ userId: 'text', joinedDay: 'date' }, copy);
  const converted = new Map<string, number>();
  for (let u = 0; u < ids.length; u += 1) {
    const joinedDay = dates.text(utcDay(joined[u]));
    joins.add({ userId: ids[u], joinedDay });
    const key = `${joinedDay},${firstDay[u] < 0 ? 'infinity' : dates.text(firstDay[u])}`;
    converted.set(key, (converted.get(key) ?? 0) + 1);
    if (joins.size >= BATCH) await joins.flush(db, 'stats_user_joins');
  }
  await joins.flush(db, 'stats_user_joins');
  const conversion = new BulkBatch({ joinedDay: 'date', firstOpenDay: 'date', users: 'integer' }, copy);
  for (const [key, users] of converted) {
    const [joinedDay, firstOpenDay] = key.split(',');
    conversion.add({ joinedDay, firstOpenDay, users });
  }
  await conversion.flush(db, 'stats_conversion');
  const returnDays = new BulkBatch({ day: 'date', prevDay: 'date', users: 'integer' }, copy);
  for (const [key, users] of returns) {
    const day = Math.floor(key / 100_000);
    const prev = (key % 100_000) - 1;
    returnDays.add({ day: dates.text(day), prevDay: prev < 0 ? '-infinity' : dates.text(prev), users });
  }
  await returnDays.flush(db, 'stats_return_days');
}

/** The openings grouped by day, box, product and odds version (stats_rebuild_openings). */
async function writeOpeningGroups(input: LargeRows, all: Openings, drawn: DrawnOpenings, out: RowsOut, dates: Days): Promise<void> {
  const { boxesWithOdds: boxes, presentOpenings: present } = input;
  type Group = {
    day: string;
    boxId: string;
    productId: string;
    oddsVersionId: string;
    openings: number;
    wagered: number;
    sell: number;
    cost: number;
    resold: number;
  };
  const groups = new Map<string, Group>();
  const add = (
    day: number,
    opening: Pick<Group, 'boxId' | 'productId' | 'oddsVersionId'>,
    sums: Omit<Group, 'day' | 'boxId' | 'productId' | 'oddsVersionId'>,
  ) => {
    const key = `${day},${opening.boxId},${opening.productId},${opening.oddsVersionId}`;
    let g = groups.get(key);
    if (!g) {
      g = { day: dates.text(day), ...opening, openings: 0, wagered: 0, sell: 0, cost: 0, resold: 0 };
      groups.set(key, g);
    }
    g.openings += sums.openings;
    g.wagered += sums.wagered;
    g.sell += sums.sell;
    g.cost += sums.cost;
    g.resold += sums.resold;
  };
  // the drawn openings first by number, days counted from the first: (day, box, version, item) -> [openings, resold]
  const n = drawn.time.length;
  let firstDay = Number.POSITIVE_INFINITY;
  for (let k = 0; k < n; k += 1) firstDay = Math.min(firstDay, all.day[k]);
  const drawnGroups = new Map<number, [number, number]>();
  for (let k = 0; k < n; k += 1) {
    const key = (((all.day[k] - firstDay) * 65_536 + drawn.box[k]) * 256 + drawn.version[k]) * 65_536 + drawn.item[k];
    const g = drawnGroups.get(key);
    if (g) {
      g[0] += 1;
      g[1] += drawn.resold[k];
    } else drawnGroups.set(key, [1, drawn.resold[k]]);
  }
  for (const [key, [count, resold]] of drawnGroups) {
    const item = key % 65_536;
    const version = Math.floor(key / 65_536) % 256;
    const box = Math.floor(key / 65_536 / 256) % 65_536;
    const day = firstDay + Math.floor(key / 65_536 / 256 / 65_536);
    const b = boxes[box];
    const v = b.versions[version];
    const it = v.items[item];
    add(
      day,
      { boxId: b.id, productId: it.productId, oddsVersionId: v.id },
      {
        openings: count,
        wagered: count * cents(v.price),
        sell: count * cents(it.sellPrice),
        cost: count * cents(it.purchasePrice),
        resold,
      },
    );
  }
  for (const p of present) {
    add(utcDay(p.createdAt), p, {
      openings: 1,
      wagered: cents(p.boxPrice),
      sell: cents(p.productSellPrice),
      cost: cents(p.productPurchasePrice),
      resold: p.resold ? 1 : 0,
    });
  }
  const rows = new BulkBatch(
    {
      day: 'date',
      boxId: 'text',
      productId: 'text',
      oddsVersionId: 'text',
      openings: 'bigint',
      wagered: 'numeric',
      sell: 'numeric',
      cost: 'numeric',
      resold: 'bigint',
    },
    out.copy,
  );
  for (const g of groups.values()) {
    rows.add({ ...g, wagered: money(g.wagered), sell: money(g.sell), cost: money(g.cost) });
    if (rows.size >= BATCH) await rows.flush(out.db, 'stats_rebuild_openings');
  }
  await rows.flush(out.db, 'stats_rebuild_openings');
}

/**
 * Writes the roll-ups the caller of stats_rebuild_begin() writes (see above), from the drawn
 * openings and the ones already present (`input.presentOpenings`).
 */
export async function writeRollups(input: LargeRows, drawn: DrawnOpenings, out: RowsOut): Promise<void> {
  const dates = days();
  const all = allOpenings(input, drawn);
  const { firstDay, returns } = await writeUserDays(input, all, out, dates);
  await writeJoinsAndReturns(input, firstDay, returns, out, dates);
  await writeOpeningGroups(input, all, drawn, out, dates);
  out.log('dashboard roll-ups written');
}
