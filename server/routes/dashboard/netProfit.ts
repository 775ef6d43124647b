/**
 * GET api/admin/calculateNetProfitFromPlateform: the platform's net profit (box price paid minus the
 * won product's purchase price, docs/api.md "Dashboard") of all time, and per UTC month for the last
 * 12 months including the current one: the dashboard's "Project Budget" chart.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { t } from '../../http';
import { okReply } from '../../replySchema';
import { route } from '../../route';
import type { NetProfitReply } from '../../../src/domain/types/dashboard';
import { NET_PROFIT_MONTHS, STATS_ACCESS } from './request';

export async function netProfitByMonth(db: Kysely<Database>, now: Date = new Date()): Promise<NetProfitReply> {
  const { rows } = await sql<{ month: string | null; profit: number }>`
    with current_month as (select date_trunc('month', (${now.toISOString()}::timestamptz at time zone 'UTC'))::date as m),
    months as (
      select generate_series(m - make_interval(months => ${NET_PROFIT_MONTHS - 1}), m, interval '1 month')::date as month
      from current_month
    )
    select to_char(months.month, 'YYYY-MM') as month,
      coalesce((select sum(s.wagered - s."wonPurchaseCost") from stats_daily s
                where s.day >= months.month and s.day < (months.month + interval '1 month')::date), 0) as profit
    from months
    union all
    select null, coalesce((select sum(wagered - "wonPurchaseCost") from stats_daily), 0)
    order by 1 nulls last`.execute(db);
  const months = rows.filter((row) => row.month !== null);
  const total = rows.find((row) => row.month === null);
  return {
    totalProfit: Number(total?.profit ?? 0),
    categories: months.map((row) => String(row.month)),
    data: months.map((row) => Number(row.profit)),
  };
}

export const routes = [
  route({
    method: 'GET',
    url: '/calculateNetProfitFromPlateform',
    access: STATS_ACCESS,
    schema: { response: { 200: okReply({ totalProfit: z.number(), categories: z.array(z.string()), data: z.array(z.number()) }) } },
    handler: async ({ db }) => ({ msg: t('dashboard.server.netProfit'), ...(await netProfitByMonth(db)) }),
  }),
];
