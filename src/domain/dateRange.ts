/**
 * The dashboard's date range (core §2 "Dashboard content", §9): the presets of the range control,
 * computed from a calendar day, and the custom range. Shared by the SPA (control, URL) and the server
 * (request validation, `summaryDate` presets).
 *
 * - Dates are calendar days 'YYYY-MM-DD'; a range includes both ends.
 * - The days are UTC days: "today" is the current UTC date (todayUtc), the same day the server
 *   counts its figures in (docs/api.md, Dashboard).
 * - Weeks start on Monday (ISO 8601).
 * - "last N days" ends today and includes it: last7day is today and the 6 days before.
 * - "to date" ranges run from the start of the current week, month or year to today.
 */

export const DATE_RANGE_PRESETS = [
  'yesterday',
  'today',
  'tomorrow',
  'last7day',
  'last28day',
  'last90day',
  'week',
  'month',
  'year',
  'lastWeek',
  'nextWeek',
  'lastYear',
  'nextYear',
  'weekToDate',
  'monthToDate',
  'yearToDate',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A preset, or 'custom' for two dates of the admin's choosing. */
export type DateRangeChoice = DateRangePreset | 'custom';

export const DEFAULT_DATE_RANGE_PRESET: DateRangePreset = 'last7day';

/** The longest range the stats calls accept, in days (ten years and a bit). */
export const MAX_RANGE_DAYS = 3700;

export interface DateRange {
  /** First day, 'YYYY-MM-DD'. */
  startDate: string;
  /** Last day (included), 'YYYY-MM-DD'. */
  endDate: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}

/** Epoch milliseconds of a valid 'YYYY-MM-DD' at 00:00 UTC; null for anything else (2026-02-30 too). */
function dayMs(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && dayMs(value) !== null;
}

function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function requireDay(date: string): number {
  const ms = dayMs(date);
  if (ms === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return ms;
}

/** The current UTC calendar day. */
export function todayUtc(now: Date = new Date()): string {
  return toIso(now.getTime());
}

/** A UTC calendar day's first and last millisecond, as ISO timestamps: a range's bounds, both included. */
export function dayStartIso(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function dayEndIso(day: string): string {
  return `${day}T23:59:59.999Z`;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return toIso(requireDay(date) + days * DAY_MS);
}

/** Days in the range, both ends included (1 for a single day). */
export function rangeDays(range: DateRange): number {
  return Math.round((requireDay(range.endDate) - requireDay(range.startDate)) / DAY_MS) + 1;
}

/** Monday of the week holding `date`. */
export function startOfWeek(date: string): string {
  const weekday = new Date(requireDay(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

function startOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

function endOfMonth(date: string): string {
  const d = new Date(requireDay(date));
  return toIso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

function yearOf(date: string, offset = 0): DateRange {
  const year = String(Number(date.slice(0, 4)) + offset).padStart(4, '0');
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

function weekOf(date: string, offsetWeeks = 0): DateRange {
  const monday = addDays(startOfWeek(date), offsetWeeks * 7);
  return { startDate: monday, endDate: addDays(monday, 6) };
}

function lastDays(today: string, days: number): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The range a preset stands for, seen from `today` ('YYYY-MM-DD', normally todayUtc()). */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  requireDay(today);
  switch (preset) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'today':
      return { startDate: today, endDate: today };
    case 'tomorrow': {
      const day = addDays(today, 1);
      return { startDate: day, endDate: day };
    }
    case 'last7day':
      return lastDays(today, 7);
    case 'last28day':
      return lastDays(today, 28);
    case 'last90day':
      return lastDays(today, 90);
    case 'week':
      return weekOf(today);
    case 'month':
      return { startDate: startOfMonth(today), endDate: endOfMonth(today) };
    case 'year':
      return yearOf(today);
    case 'lastWeek':
      return weekOf(today, -1);
    case 'nextWeek':
      return weekOf(today, 1);
    case 'lastYear':
      return yearOf(today, -1);
    case 'nextYear':
      return yearOf(today, 1);
    case 'weekToDate':
      return { startDate: startOfWeek(today), endDate: today };
    case 'monthToDate':
      return { startDate: startOfMonth(today), endDate: today };
    case 'yearToDate':
      return { startDate: yearOf(today).startDate, endDate: today };
  }
}

/** How a series over a range is cut: by day, by ISO week (from Monday) or by calendar month. */
export const SERIES_INTERVALS = ['day', 'week', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

/** The first day of the period holding `date`: the day itself, its week's Monday, its month's 1st. */
export function periodStart(date: string, interval: SeriesInterval): string {
  if (interval === 'week') return startOfWeek(date);
  if (interval === 'month') return startOfMonth(date);
  requireDay(date);
  return date;
}

/** The periods a range spans, in order, the first and last cut to the range. */
export function periodsOf(range: DateRange, interval: SeriesInterval): DateRange[] {
  const periods: DateRange[] = [];
  let start = range.startDate;
  while (start <= range.endDate) {
    const next =
      interval === 'day' ? addDays(start, 1) : interval === 'week' ? addDays(startOfWeek(start), 7) : addDays(endOfMonth(start), 1);
    const end = addDays(next, -1);
    periods.push({ startDate: start, endDate: end < range.endDate ? end : range.endDate });
    start = next;
  }
  return periods;
}

/** The cut a series takes unless asked: days up to 92 days, weeks up to two years, months beyond. */
export function defaultInterval(range: DateRange): SeriesInterval {
  const days = rangeDays(range);
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
}

/** Why a custom range is refused, or null when it is usable. */
export type RangeProblem = 'invalidDate' | 'endBeforeStart' | 'tooLong';

export function checkRange(range: { startDate?: unknown; endDate?: unknown }): RangeProblem | null {
  if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return 'invalidDate';
  if (range.endDate < range.startDate) return 'endBeforeStart';
  if (rangeDays({ startDate: range.startDate, endDate: range.endDate }) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** What the dashboard shows: the chosen preset (or custom) and its dates. */
export interface DashboardRange extends DateRange {
  choice: DateRangeChoice;
}

/** URL query keys of the dashboard's range: ?range=last28day or ?range=custom&startDate=…&endDate=… */
export const RANGE_PARAM = 'range';
export const START_PARAM = 'startDate';
export const END_PARAM = 'endDate';

/**
 * The range a dashboard URL asks for. A preset is kept by name, so a reload tomorrow moves with the
 * calendar; a custom range keeps its dates. Anything missing or invalid falls back to the default.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): DashboardRange {
  const choice = search.get(RANGE_PARAM);
  if (choice === 'custom') {
    const custom = { startDate: search.get(START_PARAM) ?? '', endDate: search.get(END_PARAM) ?? '' };
    if (checkRange(custom) === null) return { choice: 'custom', ...custom };
  }
  const preset = isDateRangePreset(choice) ? choice : DEFAULT_DATE_RANGE_PRESET;
  return { choice: preset, ...presetRange(preset, today) };
}

/** The query string that stands for a range (the inverse of rangeFromSearch). */
export function rangeToSearch(range: DashboardRange): URLSearchParams {
  const search = new URLSearchParams({ [RANGE_PARAM]: range.choice });
  if (range.choice === 'custom') {
    search.set(START_PARAM, range.startDate);
    search.set(END_PARAM, range.endDate);
  }
  return search;
}
