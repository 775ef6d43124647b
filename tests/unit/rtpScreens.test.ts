/** The RTP screens' derivations (src/domain/rtpScreens.ts): the list filter's range, its rows, the chart's rows and version marks. */
import { describe, expect, it } from 'vitest';
import { bandFilterValue, outsideBandRows, rangeOfBandFilter, rtpChartRows, versionMarks } from '../../src/domain/rtpScreens';
import type { RtpCheck } from '../../src/domain/rtp';

const today = '2026-11-29';

const check = (over: Partial<RtpCheck>): RtpCheck => ({
  openings: 0,
  paid: 0,
  returned: 0,
  expectedReturn: 0,
  actualRtp: null,
  configuredRtp: null,
  halfWidth: null,
  bandLow: null,
  bandHigh: null,
  flagged: false,
  ...over,
});

describe('the box list filter "outside band"', () => {
  it('keeps a preset by name and a custom range by its days, and reads them back', () => {
    expect(bandFilterValue({ choice: 'last28day', startDate: '2026-11-02', endDate: today })).toBe('last28day');
    expect(rangeOfBandFilter('last28day', today)).toEqual({ choice: 'last28day', startDate: '2026-11-02', endDate: today });
    const custom = { choice: 'custom' as const, startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(rangeOfBandFilter(bandFilterValue(custom), today)).toEqual(custom);
  });

  it('falls back to the last 90 days for a missing or unreadable value', () => {
    const fallback = { choice: 'last90day', startDate: '2026-09-01', endDate: today };
    expect(rangeOfBandFilter(undefined, today)).toEqual(fallback);
    expect(rangeOfBandFilter('2026-05-01..2026-04-01', today)).toEqual(fallback);
    expect(rangeOfBandFilter(true, today)).toEqual(fallback);
  });

  it('narrows the list to the flagged boxes, and to none when none is flagged', () => {
    expect(outsideBandRows(['a', 'b'])).toEqual({ outsideBand: undefined, _id: ['a', 'b'] });
    // the filter's own key stays: no row has it, so the list is empty rather than whole
    expect(outsideBandRows([])).toEqual({});
    expect(outsideBandRows(undefined)).toEqual({});
  });
});

describe('the Monitor chart', () => {
  const points = [
    { startDate: '2026-11-01', endDate: '2026-11-01', period: check({}), cumulative: check({}) },
    {
      startDate: '2026-11-02',
      endDate: '2026-11-02',
      period: check({ openings: 4, actualRtp: 120, configuredRtp: 95, bandLow: 80, bandHigh: 110, flagged: true }),
      cumulative: check({ openings: 4, actualRtp: 120, configuredRtp: 95, bandLow: 80, bandHigh: 110, flagged: true }),
    },
    {
      startDate: '2026-11-03',
      endDate: '2026-11-03',
      period: check({ openings: 6, actualRtp: 90, configuredRtp: 95, bandLow: 85, bandHigh: 105 }),
      cumulative: check({ openings: 10, actualRtp: 100, configuredRtp: 95, bandLow: 88, bandHigh: 102 }),
    },
  ];

  it('draws per period or since the start, with no point where nothing was opened', () => {
    expect(rtpChartRows({ points }, 'period').map((r) => [r.actual, r.configured, r.band])).toEqual([
      [null, null, null],
      [120, 95, [80, 110]],
      [90, 95, [85, 105]],
    ]);
    expect(rtpChartRows({ points }, 'cumulative')[2]).toEqual({
      startDate: '2026-11-03',
      actual: 100,
      configured: 95,
      band: [88, 102],
      openings: 10,
    });
  });

  it('marks each version in the period it came into force in, an older one at the range start', () => {
    const versions = [
      { _id: 'v1', version: 1, createdAt: '2026-10-15T08:00:00.000Z', price: 10, rtp: 95 },
      { _id: 'v2', version: 2, createdAt: '2026-11-02T23:59:00.000Z', price: 10, rtp: 96 },
    ];
    expect(versionMarks({ points, versions })).toEqual([
      { version: 1, startDate: '2026-11-01' },
      { version: 2, startDate: '2026-11-02' },
    ]);
    expect(versionMarks({ points: [], versions })).toEqual([]);
  });
});
