/**
 * POST api/admin/statsSummary: every figure of core §3 "Stats" over a range of UTC days, as a total
 * and per day, computed in one SQL statement over the daily roll-ups (stats_daily). Node only
 * reshapes the (range length + 1) result rows. Definitions: docs/api.md, "Dashboard".
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import type { DateRange } from '../../../src/domain/dateRange';
import { STATS_FIGURES, type StatsFigure, type StatsFigureKey } from '../../../src/domain/types/dashboard';
import { STATS_ACCESS, rangeEchoReply, statsBody, statsRange } from './request';

type FigureRow = { day: string | null } & Record<StatsFigureKey, number | string | null>;

/** `part / whole`, rounded to cents; null when whole is 0. */
const ratio = (part: string, whole: string, times = 1) => `round((${part})::numeric * ${times} / nullif(${whole}, 0), 2)`;

// Raw sums (d: stats_daily, r: distinct users, c: conversion) -> the figures, same formulas for a day and the total.
const FIGURES_SQL = `
  d.deposit, d.deposit_count as "depositCount", ${ratio('d.deposit', 'd.deposit_count')} as "averageDeposit", d.best_deposit as "bestDeposit",
  d.withdraw, d.withdraw_count as "withdrawCount",
  d.unboxed, d.wagered, d.wagered - d.cost as "netProfit", d.sell - d.wagered as pnl,
  ${ratio('d.wagered - d.cost', 'd.wagered', 100)} as "profitPercentage",
  ${ratio('d.resold', 'd.unboxed', 100)} as "resellPercentage",
  d.ship_requests as "shipRequests", ${ratio('d.ship_value', 'd.orders')} as "averageOrder",
  r.active as "activeUsers", ${ratio('d.wagered', 'r.active')} as arpu, ${ratio('d.unboxed', 'r.active')} as "averageBoxingPerUser",
  ${ratio('r.retained', 'r.prev_active', 100)} as retention, ${ratio('r.prev_active - r.retained', 'r.prev_active', 100)} as churn,
  c.joined as "newUsers", ${ratio('c.converted', 'c.joined', 100)} as conversion`;

export async function statsSummary(
  db: Kysely<Database>,
  range: DateRange,
): Promise<{ dates: string[]; summary: Record<StatsFigureKey, StatsFigure> }> {
  const { rows } = await sql<FigureRow>`
    with bounds as (select ${range.startDate}::date as a, ${range.endDate}::date as b,
                           ${range.endDate}::date - ${range.startDate}::date + 1 as len),
    days as (select generate_series(a, b, interval '1 day')::date as day from bounds),
    -- per day and (day = 'infinity') for the whole range
    sums as (
      select coalesce(days.day, 'infinity'::date) as day,
        coalesce(sum(s."depositAmount"), 0) as deposit, coalesce(sum(s."depositCount"), 0) as deposit_count,
        max(s."bestDeposit") as best_deposit,
        coalesce(sum(s."withdrawAmount"), 0) as withdraw, coalesce(sum(s."withdrawCount"), 0) as withdraw_count,
        coalesce(sum(s.openings), 0) as unboxed, coalesce(sum(s.wagered), 0) as wagered,
        coalesce(sum(s."wonSellValue"), 0) as sell, coalesce(sum(s."wonPurchaseCost"), 0) as cost,
        coalesce(sum(s.resold), 0) as resold, coalesce(sum(s."shipRequests"), 0) as ship_requests,
        coalesce(sum(s."shipValue"), 0) as ship_value, coalesce(sum(s.orders), 0) as orders
      from days left join stats_daily s on s.day = days.day
      group by rollup (days.day)
    ),
    -- one pass over the previous period and the range: per day (active that day, back from the day
    -- before) and, in the rollup row, the range's distinct active, retained and previous-period users
    returns as (
      select coalesce(x.day, 'infinity'::date) as day,
        coalesce(sum(x.users), 0) as day_active,
        coalesce(sum(x.users) filter (where x."prevDay" = x.day - 1), 0) as day_retained,
        coalesce(sum(x.users) filter (where x.day >= bd.a and x."prevDay" < bd.a), 0) as range_active,
        coalesce(sum(x.users) filter (where x.day >= bd.a and x."prevDay" >= bd.a - bd.len and x."prevDay" < bd.a), 0) as range_retained,
        coalesce(sum(x.users) filter (where x.day < bd.a and x."prevDay" < bd.a - bd.len), 0) as range_prev_active
      from bounds bd join stats_return_days x on x.day between bd.a - bd.len and bd.b
      group by rollup (x.day)
    ),
    users as (
      select days.day,
        coalesce(today.day_active, 0) as active, coalesce(today.day_retained, 0) as retained,
        coalesce(yesterday.day_active, 0) as prev_active
      from days
      left join returns today on today.day = days.day
      left join returns yesterday on yesterday.day = days.day - 1
      union all
      select 'infinity'::date, coalesce(max(range_active), 0), coalesce(max(range_retained), 0), coalesce(max(range_prev_active), 0)
      from returns where day = 'infinity'
    ),
    conversions as (
      select coalesce(x."joinedDay", 'infinity'::date) as day, sum(x.users) as joined,
        sum(x.users) filter (where x."firstOpenDay" <= x."joinedDay") as converted_same_day,
        sum(x.users) filter (where x."firstOpenDay" <= bd.b) as converted_by_end
      from bounds bd join stats_conversion x on x."joinedDay" between bd.a and bd.b
      group by rollup (x."joinedDay")
    ),
    conv as (
      select days.day, coalesce(cv.joined, 0) as joined, coalesce(cv.converted_same_day, 0) as converted
      from days left join conversions cv on cv.day = days.day
      union all
      select 'infinity'::date, coalesce(max(joined), 0), coalesce(max(converted_by_end), 0)
      from conversions where day = 'infinity'
    )
    select case when d.day = 'infinity' then null else to_char(d.day, 'YYYY-MM-DD') end as day, ${sql.raw(FIGURES_SQL)}
    from sums d join users r on r.day = d.day join conv c on c.day = d.day
    order by d.day`.execute(db);

  const total = rows[rows.length - 1];
  const perDay = rows.slice(0, -1);
  const summary = {} as Record<StatsFigureKey, StatsFigure>;
  for (const key of STATS_FIGURES) {
    summary[key] = { total: asNumber(total?.[key]), data: perDay.map((row) => asNumber(row[key])) };
  }
  return { dates: perDay.map((row) => String(row.day)), summary };
}

function asNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const figure = z.looseObject({ total: z.number().nullable(), data: z.array(z.number().nullable()) });

export const routes = [
  route({
    method: 'POST',
    url: '/statsSummary',
    access: STATS_ACCESS,
    schema: {
      body: statsBody,
      response: { 200: okReply({ ...rangeEchoReply, dates: z.array(z.string()), summary: z.record(z.string(), figure) }) },
    },
    activity: false, // a read sent as POST
    handler: async ({ db, body }) => {
      const range = statsRange(body);
      return { msg: t('dashboard.server.summary'), ...range.echo, ...(await statsSummary(db, range)) };
    },
  }),
];
