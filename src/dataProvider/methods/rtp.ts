/**
 * Custom dataProvider methods of a box's odds history, RTP monitor and disclosure export (issue 63):
 * reads with the box list's access, and the export (a POST: the server logs it). Shapes are those of
 * src/domain/types/rtp.ts; the range is the dashboard's (statsRequestBody).
 */
import type { CustomMethodDeps } from '../customMethods';
import type { DashboardRange } from '../../domain/dateRange';
import type {
  BoxOddsVersionsReply,
  DisclosureExportReply,
  DisclosureFormat,
  DisclosurePart,
  OddsVersionDiffReply,
  RtpMonitorReply,
  RtpSeriesReply,
} from '../../domain/types/rtp';
import { statsRequestBody } from './dashboard';

const boxPath = (call: string, id: string, query?: URLSearchParams) =>
  `api/admin/${call}/${encodeURIComponent(id)}${query ? `?${query.toString()}` : ''}`;

/** The range as the GET calls' query string. */
function rangeQuery(range: DashboardRange, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ ...statsRequestBody(range), ...extra });
}

export function createRtpMethods({ request }: Pick<CustomMethodDeps, 'request'>) {
  return {
    getBoxOddsVersions: (id: string, signal?: AbortSignal) =>
      request<BoxOddsVersionsReply>('GET', boxPath('getBoxOddsVersions', id), { signal }),

    getBoxOddsVersionDiff: (id: string, from: number, to: number, signal?: AbortSignal) =>
      request<OddsVersionDiffReply>(
        'GET',
        boxPath('getBoxOddsVersionDiff', id, new URLSearchParams({ from: String(from), to: String(to) })),
        { signal },
      ),

    /** Every box over the range (outsideBand: only the flagged ones). */
    getBoxRtpMonitor: (range: DashboardRange, outsideBand: boolean, signal?: AbortSignal) =>
      request<RtpMonitorReply>(
        'GET',
        `api/admin/getBoxRtpMonitor?${rangeQuery(range, outsideBand ? { outsideBand: 'true' } : {}).toString()}`,
        {
          signal,
        },
      ),

    getBoxRtpSeries: (id: string, range: DashboardRange, signal?: AbortSignal) =>
      request<RtpSeriesReply>('GET', boxPath('getBoxRtpSeries', id, rangeQuery(range)), { signal }),

    /** The odds (all versions) or the draws of the range, as CSV or JSON text to save. */
    exportBoxOdds: (id: string, part: DisclosurePart, format: DisclosureFormat, range?: DashboardRange) =>
      request<DisclosureExportReply>('POST', boxPath('exportBoxOdds', id), {
        body: { part, format, ...(range && part === 'draws' ? statsRequestBody(range) : {}) },
      }),
  };
}
