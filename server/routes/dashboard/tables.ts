/**
 * POST api/admin/statsSummaryTable: the dashboard's top lists over a range of UTC days, each one SQL
 * query returning at most STATS_TABLE_LIMIT rows (docs/api.md, "Dashboard"). Openings are read from
 * the daily roll-ups; deposits, withdrawals and order lines from their indexed tables.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import { addDays, type DateRange } from '../../../src/domain/dateRange';
import {
  STATS_TABLE_LIMIT,
  type BoxOpenByUserRow,
  type RequestedItemRow,
  type StatsTableReply,
  type TopBoxRow,
  type UnboxedItemRow,
  type UserAmountRow,
} from '../../../src/domain/types/dashboard';
import { STATS_ACCESS, rangeEchoReply, statsBody, statsRange } from './request';

type Tables = Omit<StatsTableReply, 'startDate' | 'endDate' | 'summaryDate' | 'type' | 'timeZone'>;

/** The whole UTC months inside a range ([from, until), first days of months) and the days left at its ends. */
export function splitByMonths(range: DateRange): { months: { from: string; until: string } | null; days: DateRange[] } {
  const from = range.startDate.endsWith('-01') ? range.startDate : firstOfNextMonth(range.startDate);
  const until = `${addDays(range.endDate, 1).slice(0, 8)}01`;
  if (from >= until) return { months: null, days: [range] };
  const days: DateRange[] = [];
  if (range.startDate < from) days.push({ startDate: range.startDate, endDate: addDays(from, -1) });
  if (until <= range.endDate) days.push({ startDate: until, endDate: range.endDate });
  return { months: { from, until }, days };
}

function firstOfNextMonth(day: string): string {
  return `${addDays(`${day.slice(0, 8)}28`, 4).slice(0, 8)}01`;
}

export async function statsTables(db: Kysely<Database>, range: DateRange): Promise<Tables> {
  const a = sql`${range.startDate}::date`;
  const b = sql`${range.endDate}::date`;
  const from = sql`(${a}::timestamp at time zone 'UTC')`;
  const until = sql`((${b} + 1)::timestamp at time zone 'UTC')`;
  const limit = STATS_TABLE_LIMIT;

  const topBoxByQuantity = sql<TopBoxRow>`
    select bx.id as "_id", bx.name, bx.image, bx.price, t.quantity, t.amount
    from (select "boxId", sum(openings) as quantity, sum(wagered) as amount
          from stats_box_days where day between ${a} and ${b} group by "boxId") t
    join boxes bx on bx.id = t."boxId"
    order by t.quantity desc, bx.name, bx.id limit ${limit}`.execute(db);

  const topItemsUnboxed = sql<UnboxedItemRow>`
    select p.id as "_id", p.name, p."bannerImage" as image, p."sellPrice", t.quantity
    from (select "productId", sum(unboxed) as quantity
          from stats_product_days where day between ${a} and ${b} group by "productId") t
    join products p on p.id = t."productId"
    order by t.quantity desc, p.name, p.id limit ${limit}`.execute(db);

  const requestedItemByPrice = sql<RequestedItemRow>`
    select ol.id as "_id", ol."orderId", p.name, ol.price, ol.quantity, ol.status, u.username, ol."createdAt"
    from (select * from order_lines where "createdAt" >= ${from} and "createdAt" < ${until}
          order by price desc, "createdAt" desc, id limit ${limit}) ol
    join products p on p.id = ol."productId"
    join users u on u.id = ol."userId"
    order by ol.price desc, ol."createdAt" desc, ol.id`.execute(db);

  const depositByUser = sql<UserAmountRow>`
    select u.id as "_id", u.username, t.amount, t.count
    from (select "userId", sum(amount) as amount, count(*) as count from deposits
          where status = 'success' and "createdAt" >= ${from} and "createdAt" < ${until}
          group by "userId" order by amount desc, "userId" limit ${limit}) t
    join users u on u.id = t."userId"
    order by t.amount desc, u.username`.execute(db);

  const withdrawByUser = sql<UserAmountRow>`
    select u.id as "_id", u.username, t.amount, t.count
    from (select "userId", sum(swapnetoutamount) as amount, count(*) as count from withdrawals
          where status = 'approved' and "decidedAt" >= ${from} and "decidedAt" < ${until}
          group by "userId" order by amount desc, "userId" limit ${limit}) t
    join users u on u.id = t."userId"
    order by t.amount desc, u.username`.execute(db);

  // whole months from the monthly roll-up, the days at the ends from the daily one
  const split = splitByMonths(range);
  const perUser = [
    ...(split.months
      ? [
          sql`select "userId", openings, wagered from stats_user_months
        where month >= ${split.months.from}::date and month < ${split.months.until}::date`,
        ]
      : []),
    ...split.days.map(
      (days) => sql`select "userId", openings, wagered from stats_user_days
        where day between ${days.startDate}::date and ${days.endDate}::date`,
    ),
  ];
  const boxOpenByUser = sql<BoxOpenByUserRow>`
    select u.id as "_id", u.username, t.count, t.amount
    from (select "userId", sum(openings) as count, sum(wagered) as amount from (${sql.join(perUser, sql` union all `)}) x
          group by "userId" order by count desc, amount desc, "userId" limit ${limit}) t
    join users u on u.id = t."userId"
    order by t.count desc, t.amount desc, u.username`.execute(db);

  const [boxes, items, requested, deposits, withdrawals, openers] = await Promise.all([
    topBoxByQuantity,
    topItemsUnboxed,
    requestedItemByPrice,
    depositByUser,
    withdrawByUser,
    boxOpenByUser,
  ]);
  return {
    topBoxByQuantity: boxes.rows,
    topItemsUnboxed: items.rows,
    requestedItemByPrice: requested.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    depositByUser: deposits.rows,
    withdrawByUser: withdrawals.rows,
    boxOpenByUser: openers.rows,
  };
}

const rows = z.array(z.looseObject({ _id: z.string() }));

export const routes = [
  route({
    method: 'POST',
    url: '/statsSummaryTable',
    access: STATS_ACCESS,
    schema: {
      body: statsBody,
      response: {
        200: okReply({
          ...rangeEchoReply,
          topBoxByQuantity: rows,
          topItemsUnboxed: rows,
          requestedItemByPrice: rows,
          depositByUser: rows,
          withdrawByUser: rows,
          boxOpenByUser: rows,
        }),
      },
    },
    activity: false, // a read sent as POST
    handler: async ({ db, body }) => {
      const range = statsRange(body);
      return { msg: t('dashboard.server.table'), ...range.echo, ...(await statsTables(db, range)) };
    },
  }),
];
