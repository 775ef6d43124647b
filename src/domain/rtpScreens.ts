/**
 * What the admin's RTP screens derive from the monitor's replies (issue 63): the box list's
 * "outside band" filter value (the range it is checked over, kept in the list's URL), the rows
 * the list is narrowed to, and the Monitor tab's chart rows and version marks.
 */
import { checkRange, isDateRangePreset, presetRange, type DashboardRange, type DateRangePreset } from './dateRange';
import type { RtpSeriesReply } from './types/rtp';

/** The range the box list checks its boxes over unless the filter names another: the 90 days of draw records kept. */
export const BOX_LIST_RTP_PRESET: DateRangePreset = 'last90day';

/** The list filter's key; its value names the range the flag is taken over. */
export const OUTSIDE_BAND_FILTER = 'outsideBand';

/** A range as the filter's value: a preset by name, a custom range as 'YYYY-MM-DD..YYYY-MM-DD'. */
export function bandFilterValue(range: DashboardRange): string {
  return range.choice === 'custom' ? `${range.startDate}..${range.endDate}` : range.choice;
}

/** The range a filter value stands for (the list's default range for a missing or unreadable one). */
export function rangeOfBandFilter(value: unknown, today: string): DashboardRange {
  if (typeof value === 'string') {
    if (isDateRangePreset(value)) return { choice: value, ...presetRange(value, today) };
    const [startDate, endDate] = value.split('..');
    if (checkRange({ startDate, endDate }) === null) return { choice: 'custom', startDate, endDate };
  }
  return { choice: BOX_LIST_RTP_PRESET, ...presetRange(BOX_LIST_RTP_PRESET, today) };
}

/**
 * The filter the list engine gets while "outside band" is on: the flagged boxes by id, in place of
 * the filter's own key (no row has that field). With no box flagged the key stays, and so matches
 * no row: an empty list, never every box.
 */
export function outsideBandRows(flaggedIds: readonly string[] | undefined): Record<string, unknown> {
  if (!flaggedIds || flaggedIds.length === 0) return {};
  return { [OUTSIDE_BAND_FILTER]: undefined, _id: [...flaggedIds] };
}

/** One period of the Monitor chart: the actual and configured RTP and the band (null without openings). */
export interface RtpChartRow {
  startDate: string;
  actual: number | null;
  configured: number | null;
  /** [low, high], for an area between the two */
  band: [number, number] | null;
  openings: number;
}

export type RtpChartView = 'cumulative' | 'period';

export function rtpChartRows(reply: Pick<RtpSeriesReply, 'points'>, view: RtpChartView): RtpChartRow[] {
  return reply.points.map((point) => {
    const check = point[view];
    return {
      startDate: point.startDate,
      actual: check.actualRtp,
      configured: check.configuredRtp,
      band: check.bandLow === null || check.bandHigh === null ? null : [check.bandLow, check.bandHigh],
      openings: check.openings,
    };
  });
}

/** A version on the chart's time axis: the period it came into force in (the range's first one for an older version). */
export interface VersionMark {
  version: number;
  startDate: string;
}

export function versionMarks(reply: Pick<RtpSeriesReply, 'points' | 'versions'>): VersionMark[] {
  const starts = reply.points.map((point) => point.startDate);
  if (starts.length === 0) return [];
  return reply.versions.map((v) => {
    const day = v.createdAt.slice(0, 10);
    const inForce = starts.filter((start) => start <= day).pop() ?? starts[0];
    return { version: v.version, startDate: inForce };
  });
}
