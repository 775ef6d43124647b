/**
 * Routes of the dashboard area (core §7 stats calls), guarded by readDashboard (super admins pass
 * every check); registered by buildApp (server/app.ts). The figures come from the daily roll-ups
 * of migration 004, in SQL; docs/api.md "Dashboard" defines each one.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { defineRoute } from '../auth/guard';
import { t } from '../http';
import { netProfitByMonth } from './dashboard/netProfit';
import { statsRange } from './dashboard/request';
import { statsSummary } from './dashboard/summary';
import { statsTables } from './dashboard/tables';

const access = { anyOf: ['readDashboard'] } as const;

export function dashboardRoutes(app: FastifyInstance, { db }: AppDeps): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/statsSummary',
    access,
    activity: false, // a read sent as POST
    handler: async (req) => {
      const range = statsRange(req);
      return { msg: t('dashboard.server.summary'), ...range.echo, ...(await statsSummary(db, range)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/statsSummaryTable',
    access,
    activity: false,
    handler: async (req) => {
      const range = statsRange(req);
      return { msg: t('dashboard.server.table'), ...range.echo, ...(await statsTables(db, range)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/calculateNetProfitFromPlateform',
    access,
    handler: async () => ({ msg: t('dashboard.server.netProfit'), ...(await netProfitByMonth(db)) }),
  });
}
