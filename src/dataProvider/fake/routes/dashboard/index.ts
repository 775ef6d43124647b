/**
 * The dashboard's stats calls, as server/routes/dashboard.ts answers them, with the figures computed
 * from the fake shop's rows instead of the roll-ups (./days.ts, ./summary.ts, ./tables.ts). The range
 * is resolved by the server's own statsRange (server/routes/dashboard/request.ts), "today" being
 * the fake's clock.
 */
import { t } from '../../../../../server/http';
import { NET_PROFIT_MONTHS, statsBody, statsRange } from '../../../../../server/routes/dashboard/request';
import type { NetProfitReply } from '../../../../domain/types/dashboard';
import type { FakeDb } from '../../db';
import { fakeRoute } from '../../router';
import { dailySums } from './days';
import { fakeStatsSummary } from './summary';
import { fakeStatsTables } from './tables';

/** Net profit (wagered minus the won products' purchase cost) of all time and of the last 12 UTC months. */
function netProfitByMonth(db: FakeDb, now: Date): NetProfitReply {
  const profit = new Map<string, number>();
  let total = 0;
  for (const [day, sums] of dailySums(db)) {
    const cents = sums.wagered - sums.cost;
    profit.set(day.slice(0, 7), (profit.get(day.slice(0, 7)) ?? 0) + cents);
    total += cents;
  }
  const categories = Array.from({ length: NET_PROFIT_MONTHS }, (_, i) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (NET_PROFIT_MONTHS - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
  return { totalProfit: total / 100, categories, data: categories.map((month) => (profit.get(month) ?? 0) / 100) };
}

export const dashboardRoutes = [
  fakeRoute({
    method: 'POST',
    path: 'api/admin/statsSummary',
    schema: { body: statsBody },
    handler: ({ db, body, now }) => {
      const range = statsRange(body, now);
      return { msg: t('dashboard.server.summary'), ...range.echo, ...fakeStatsSummary(db, range) };
    },
  }),

  fakeRoute({
    method: 'POST',
    path: 'api/admin/statsSummaryTable',
    schema: { body: statsBody },
    handler: ({ db, body, now }) => {
      const range = statsRange(body, now);
      return { msg: t('dashboard.server.table'), ...range.echo, ...fakeStatsTables(db, range) };
    },
  }),

  fakeRoute({
    method: 'GET',
    path: 'api/admin/calculateNetProfitFromPlateform',
    handler: ({ db, now }) => ({ msg: t('dashboard.server.netProfit'), ...netProfitByMonth(db, now) }),
  }),
];
