/**
 * What the dashboard's stats calls (core §7) share: their access (readDashboard; super admins pass
 * every check), the body of statsSummary and statsSummaryTable (startDate, endDate, summaryDate,
 * type), the UTC day range it stands for (docs/api.md, "Dashboard") and the range their replies echo.
 */
import { z } from 'zod';
import { MAX_RANGE_DAYS, checkRange, isDateRangePreset, presetRange, todayUtc, type DateRange } from '../../../src/domain/dateRange';
import type { StatsRangeEcho } from '../../../src/domain/types/dashboard';
import { ApiError, t } from '../../http';

export const STATS_ACCESS = { anyOf: ['readDashboard'] } as const;

/** The range a stats reply echoes (StatsRangeEcho), as its reply schema declares it. */
export const rangeEchoReply = {
  startDate: z.string(),
  endDate: z.string(),
  summaryDate: z.string(),
  type: z.string(),
  timeZone: z.literal('UTC'),
};

/** calculateNetProfitFromPlateform's months: the last 12 UTC months, the current one included. */
export const NET_PROFIT_MONTHS = 12;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** 'YYYY-MM-DD' as is; an ISO date-time becomes its UTC date; anything else is left for checkRange to refuse. */
function toUtcDay(value: string): string {
  if (!ISO_DATE_TIME.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString().slice(0, 10);
}

const day = z.string().trim().max(40).transform(toUtcDay);

export const statsBody = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  summaryDate: z.string().trim().max(40).optional(),
  type: z.enum(['custom', 'preset']).optional(),
});

export interface StatsRange extends DateRange {
  echo: StatsRangeEcho;
}

/** Resolves the range of a validated body; `now` decides "today" for presets. */
export function statsRange(body: z.output<typeof statsBody>, now: Date = new Date()): StatsRange {
  const type = body.type ?? 'custom';
  let range: DateRange;
  if (type === 'preset') {
    if (!isDateRangePreset(body.summaryDate)) throw new ApiError(400, `summaryDate: ${t('dashboard.server.unknownPreset')}`);
    range = presetRange(body.summaryDate, todayUtc(now));
  } else {
    if (!body.startDate) throw new ApiError(400, `startDate: ${t('validation.required')}`);
    if (!body.endDate) throw new ApiError(400, `endDate: ${t('validation.required')}`);
    range = { startDate: body.startDate, endDate: body.endDate };
    const problem = checkRange(range);
    if (problem === 'invalidDate') {
      const field = checkRange({ startDate: range.startDate, endDate: range.startDate }) ? 'startDate' : 'endDate';
      throw new ApiError(400, `${field}: ${t('dashboard.server.invalidDate')}`);
    }
    if (problem === 'endBeforeStart') throw new ApiError(400, `endDate: ${t('dashboard.server.endBeforeStart')}`);
    if (problem === 'tooLong') throw new ApiError(400, `endDate: ${t('dashboard.server.rangeTooLong', { days: MAX_RANGE_DAYS })}`);
  }
  return {
    ...range,
    echo: { ...range, summaryDate: body.summaryDate ?? type, type, timeZone: 'UTC' },
  };
}
