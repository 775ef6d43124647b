/**
 * Custom (non-CRUD) dataProvider methods of the dashboard area: the stats calls of core §7.
 * Reads only; nothing to invalidate.
 */
import type { CustomMethodDeps } from '../customMethods';
import type { DashboardRange } from '../../domain/dateRange';
import type { NetProfitReply, StatsRequest, StatsSummaryReply, StatsTableReply } from '../../domain/types/dashboard';

/** The body both stats calls take: the range's dates (UTC days) and the name of its preset. */
export function statsRequestBody(range: DashboardRange): StatsRequest {
  return { startDate: range.startDate, endDate: range.endDate, summaryDate: range.choice, type: 'custom' };
}

export function createDashboardMethods({ request }: Pick<CustomMethodDeps, 'request'>) {
  return {
    getStatsSummary: (range: DashboardRange, signal?: AbortSignal) =>
      request<StatsSummaryReply>('POST', 'api/admin/statsSummary', { body: statsRequestBody(range), signal }),

    getStatsSummaryTable: (range: DashboardRange, signal?: AbortSignal) =>
      request<StatsTableReply>('POST', 'api/admin/statsSummaryTable', { body: statsRequestBody(range), signal }),

    getNetProfitByMonth: (signal?: AbortSignal) => request<NetProfitReply>('GET', 'api/admin/calculateNetProfitFromPlateform', { signal }),
  };
}
