/**
 * Routes of the dashboard area (core §7 stats calls), guarded by readDashboard (super admins pass
 * every check); registered by buildApp (server/app.ts). The figures come from the daily roll-ups
 * of migration 004, in SQL; docs/api.md "Dashboard" defines each one.
 */
import { z } from 'zod';
import type { AreaPlugin } from '../app';
import { defineRoute } from '../defineRoute';
import { t } from '../http';
import { okReply } from '../routeSchema';
import { netProfitByMonth } from './dashboard/netProfit';
import { statsBody, statsRange } from './dashboard/request';
import { statsSummary } from './dashboard/summary';
import { statsTables } from './dashboard/tables';

const access = { anyOf: ['readDashboard'] } as const;

const figure = z.looseObject({ total: z.number().nullable(), data: z.array(z.number().nullable()) });
const rows = z.array(z.looseObject({ _id: z.string() }));
const rangeEcho = { startDate: z.string(), endDate: z.string(), summaryDate: z.string(), type: z.string(), timeZone: z.literal('UTC') };

export const dashboardRoutes: AreaPlugin = async (app, { deps: { db } }) => {
  defineRoute(app, {
    method: 'POST',
    url: '/statsSummary',
    access,
    schema: {
      body: statsBody,
      response: { 200: okReply({ ...rangeEcho, dates: z.array(z.string()), summary: z.record(z.string(), figure) }) },
    },
    activity: false, // a read sent as POST
    handler: async (req) => {
      const range = statsRange(req.body);
      return { msg: t('dashboard.server.summary'), ...range.echo, ...(await statsSummary(db, range)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/statsSummaryTable',
    access,
    schema: {
      body: statsBody,
      response: {
        200: okReply({
          ...rangeEcho,
          topBoxByQuantity: rows,
          topItemsUnboxed: rows,
          requestedItemByPrice: rows,
          depositByUser: rows,
          withdrawByUser: rows,
          boxOpenByUser: rows,
        }),
      },
    },
    activity: false,
    handler: async (req) => {
      const range = statsRange(req.body);
      return { msg: t('dashboard.server.table'), ...range.echo, ...(await statsTables(db, range)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/calculateNetProfitFromPlateform',
    access,
    schema: { response: { 200: okReply({ totalProfit: z.number(), categories: z.array(z.string()), data: z.array(z.number()) }) } },
    handler: async () => ({ msg: t('dashboard.server.netProfit'), ...(await netProfitByMonth(db)) }),
  });
};
