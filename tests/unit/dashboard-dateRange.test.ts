import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  MAX_RANGE_DAYS,
  addDays,
  checkRange,
  defaultInterval,
  isIsoDate,
  periodStart,
  periodsOf,
  presetRange,
  rangeDays,
  rangeFromSearch,
  rangeToSearch,
  startOfWeek,
  todayUtc,
  type DateRangePreset,
} from '../../src/domain/dateRange';

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('date range presets on an ordinary Wednesday (2026-11-18)', () => {
  const today = '2026-11-18';
  const expected: Record<DateRangePreset, { startDate: string; endDate: string }> = {
    yesterday: range('2026-11-17', '2026-11-17'),
    today: range('2026-11-18', '2026-11-18'),
    tomorrow: range('2026-11-19', '2026-11-19'),
    last7day: range('2026-11-12', '2026-11-18'),
    last28day: range('2026-10-22', '2026-11-18'),
    last90day: range('2026-08-21', '2026-11-18'),
    week: range('2026-11-16', '2026-11-22'),
    month: range('2026-11-01', '2026-11-30'),
    year: range('2026-01-01', '2026-12-31'),
    lastWeek: range('2026-11-09', '2026-11-15'),
    nextWeek: range('2026-11-23', '2026-11-29'),
    lastYear: range('2025-01-01', '2025-12-31'),
    nextYear: range('2027-01-01', '2027-12-31'),
    weekToDate: range('2026-11-16', '2026-11-18'),
    monthToDate: range('2026-11-01', '2026-11-18'),
    yearToDate: range('2026-01-01', '2026-11-18'),
  };

  it('covers every preset of the spec', () => {
    expect([...DATE_RANGE_PRESETS].sort()).toEqual(Object.keys(expected).sort());
  });

  for (const preset of DATE_RANGE_PRESETS) {
    it(`${preset} is ${expected[preset].startDate} to ${expected[preset].endDate}`, () => {
      expect(presetRange(preset, today)).toEqual(expected[preset]);
    });
  }

  it('"last N days" hold exactly N days, today included', () => {
    expect(rangeDays(presetRange('last7day', today))).toBe(7);
    expect(rangeDays(presetRange('last28day', today))).toBe(28);
    expect(rangeDays(presetRange('last90day', today))).toBe(90);
  });
});

describe('date range presets across month boundaries', () => {
  it('last 7 days on the 1st of March reach back into February (2026 is not a leap year)', () => {
    expect(presetRange('yesterday', '2026-03-01')).toEqual(range('2026-02-28', '2026-02-28'));
    expect(presetRange('last7day', '2026-03-01')).toEqual(range('2026-02-23', '2026-03-01'));
    expect(presetRange('month', '2026-02-10')).toEqual(range('2026-02-01', '2026-02-28'));
  });

  it('knows leap days', () => {
    expect(presetRange('yesterday', '2028-03-01')).toEqual(range('2028-02-29', '2028-02-29'));
    expect(presetRange('tomorrow', '2028-02-29')).toEqual(range('2028-03-01', '2028-03-01'));
    expect(presetRange('month', '2028-02-29')).toEqual(range('2028-02-01', '2028-02-29'));
    expect(presetRange('monthToDate', '2028-02-29')).toEqual(range('2028-02-01', '2028-02-29'));
  });

  it('month to date on the 1st is that single day', () => {
    expect(presetRange('monthToDate', '2026-03-01')).toEqual(range('2026-03-01', '2026-03-01'));
  });

  it('a week can span two months', () => {
    expect(presetRange('week', '2026-03-01')).toEqual(range('2026-02-23', '2026-03-01'));
    expect(presetRange('weekToDate', '2026-03-01')).toEqual(range('2026-02-23', '2026-03-01'));
    expect(presetRange('lastWeek', '2026-03-01')).toEqual(range('2026-02-16', '2026-02-22'));
  });

  it('months of 30 and 31 days end on their last day', () => {
    expect(presetRange('month', '2026-04-30')).toEqual(range('2026-04-01', '2026-04-30'));
    expect(presetRange('month', '2026-12-15')).toEqual(range('2026-12-01', '2026-12-31'));
  });
});

describe('date range presets across year boundaries', () => {
  it("on New Year's Day (a Friday) yesterday and the week belong partly to the old year", () => {
    const today = '2027-01-01';
    expect(presetRange('yesterday', today)).toEqual(range('2026-12-31', '2026-12-31'));
    expect(presetRange('week', today)).toEqual(range('2026-12-28', '2027-01-03'));
    expect(presetRange('weekToDate', today)).toEqual(range('2026-12-28', '2027-01-01'));
    expect(presetRange('lastWeek', today)).toEqual(range('2026-12-21', '2026-12-27'));
    expect(presetRange('nextWeek', today)).toEqual(range('2027-01-04', '2027-01-10'));
    expect(presetRange('last28day', today)).toEqual(range('2026-12-05', '2027-01-01'));
    expect(presetRange('yearToDate', today)).toEqual(range('2027-01-01', '2027-01-01'));
    expect(presetRange('lastYear', today)).toEqual(range('2026-01-01', '2026-12-31'));
  });

  it("on New Year's Eve tomorrow and next week are in the new year", () => {
    const today = '2026-12-31';
    expect(presetRange('tomorrow', today)).toEqual(range('2027-01-01', '2027-01-01'));
    expect(presetRange('nextWeek', today)).toEqual(range('2027-01-04', '2027-01-10'));
    expect(presetRange('nextYear', today)).toEqual(range('2027-01-01', '2027-12-31'));
    expect(presetRange('yearToDate', today)).toEqual(range('2026-01-01', '2026-12-31'));
    expect(presetRange('last90day', today)).toEqual(range('2026-10-03', '2026-12-31'));
  });
});

describe('weeks start on Monday and end on Sunday', () => {
  it('on a Monday the week starts that day', () => {
    expect(presetRange('week', '2026-11-23')).toEqual(range('2026-11-23', '2026-11-29'));
    expect(presetRange('weekToDate', '2026-11-23')).toEqual(range('2026-11-23', '2026-11-23'));
    expect(presetRange('lastWeek', '2026-11-23')).toEqual(range('2026-11-16', '2026-11-22'));
  });

  it('on a Sunday the week is the one ending that day', () => {
    expect(presetRange('week', '2026-11-22')).toEqual(range('2026-11-16', '2026-11-22'));
    expect(presetRange('weekToDate', '2026-11-22')).toEqual(range('2026-11-16', '2026-11-22'));
    expect(presetRange('nextWeek', '2026-11-22')).toEqual(range('2026-11-23', '2026-11-29'));
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
  });
});

describe('calendar days', () => {
  it('today is the UTC date, whatever the local clock says', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00-02:00'))).toBe('2026-11-23');
    expect(todayUtc(new Date('2026-11-23T00:30:00+02:00'))).toBe('2026-11-22');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
    expect(() => presetRange('today', 'yesterday')).toThrow(RangeError);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(rangeDays(range('2026-01-01', '2026-12-31'))).toBe(365);
    expect(rangeDays(range('2028-01-01', '2028-12-31'))).toBe(366);
  });
});

describe('custom ranges', () => {
  it('need two real dates, the end not before the start, and at most the longest range', () => {
    expect(checkRange(range('2026-11-01', '2026-11-30'))).toBeNull();
    expect(checkRange(range('2026-11-01', '2026-11-01'))).toBeNull();
    expect(checkRange(range('2026-11-30', '2026-11-01'))).toBe('endBeforeStart');
    expect(checkRange(range('2026-11-31', '2026-12-01'))).toBe('invalidDate');
    expect(checkRange({ startDate: '2026-11-01' })).toBe('invalidDate');
    expect(checkRange(range('2000-01-01', addDays('2000-01-01', MAX_RANGE_DAYS - 1)))).toBeNull();
    expect(checkRange(range('2000-01-01', addDays('2000-01-01', MAX_RANGE_DAYS)))).toBe('tooLong');
  });
});

describe('the range in the URL', () => {
  const today = '2026-11-18';

  it('defaults to the last 7 days', () => {
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual({ choice: 'last7day', ...range('2026-11-12', '2026-11-18') });
  });

  it('keeps a preset by name, so it follows the calendar', () => {
    const search = rangeToSearch({ choice: 'monthToDate', ...range('2026-11-01', '2026-11-18') });
    expect(search.toString()).toBe('range=monthToDate');
    expect(rangeFromSearch(search, '2026-12-03')).toEqual({ choice: 'monthToDate', ...range('2026-12-01', '2026-12-03') });
  });

  it('keeps a custom range by its dates', () => {
    const search = rangeToSearch({ choice: 'custom', ...range('2026-01-05', '2026-02-10') });
    expect(search.toString()).toBe('range=custom&startDate=2026-01-05&endDate=2026-02-10');
    expect(rangeFromSearch(search, today)).toEqual({ choice: 'custom', ...range('2026-01-05', '2026-02-10') });
  });

  it('falls back to the default for an unknown preset or a broken custom range', () => {
    expect(rangeFromSearch(new URLSearchParams('range=fortnight'), today).choice).toBe('last7day');
    expect(rangeFromSearch(new URLSearchParams('range=custom&startDate=2026-02-10&endDate=2026-01-05'), today).choice).toBe('last7day');
    expect(rangeFromSearch(new URLSearchParams('range=custom&startDate=x'), today).choice).toBe('last7day');
  });
});

describe('a range cut into periods (the RTP monitor series)', () => {
  it('starts a period on the day, on the Monday of its week, or on the 1st of its month', () => {
    expect(periodStart('2026-11-18', 'day')).toBe('2026-11-18');
    expect(periodStart('2026-11-18', 'week')).toBe('2026-11-16');
    expect(periodStart('2026-11-18', 'month')).toBe('2026-11-01');
  });

  it('covers the range with whole periods, the first and last cut to it', () => {
    expect(periodsOf(range('2026-11-18', '2026-11-20'), 'day')).toEqual([
      range('2026-11-18', '2026-11-18'),
      range('2026-11-19', '2026-11-19'),
      range('2026-11-20', '2026-11-20'),
    ]);
    expect(periodsOf(range('2026-11-18', '2026-12-01'), 'week')).toEqual([
      range('2026-11-18', '2026-11-22'),
      range('2026-11-23', '2026-11-29'),
      range('2026-11-30', '2026-12-01'),
    ]);
    expect(periodsOf(range('2026-01-31', '2026-03-02'), 'month')).toEqual([
      range('2026-01-31', '2026-01-31'),
      range('2026-02-01', '2026-02-28'),
      range('2026-03-01', '2026-03-02'),
    ]);
  });

  it('is by day up to 92 days, by week up to two years, by month beyond', () => {
    expect(defaultInterval(range('2026-01-01', '2026-04-02'))).toBe('day');
    expect(defaultInterval(range('2026-01-01', '2026-04-03'))).toBe('week');
    expect(defaultInterval(range('2025-01-01', '2026-12-31'))).toBe('week');
    expect(defaultInterval(range('2024-01-01', '2026-12-31'))).toBe('month');
  });
});
