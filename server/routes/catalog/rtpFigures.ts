/**
 * The RTP monitor's figures from the roll-up's sums (openings, paid, returned per odds version) and
 * the versions' odds: src/domain/rtp.ts checkRtp per box, per period and from the range's start.
 * Pure and browser-safe: the routes (./rtpMonitor.ts) read the sums with SQL and build the replies here.
 */
import { periodsOf, type DateRange, type SeriesInterval } from '../../../src/domain/dateRange';
import type { OddsVersionItem } from '../../../src/domain/oddsVersions';
import { checkRtp, payoutMoments, type BandConfidence, type PayoutMoments, type RtpCheck } from '../../../src/domain/rtp';
import type { BoxRtp, RtpSeriesPoint } from '../../../src/domain/types/rtp';

/** What the openings of one version add up to (over a range, or on one day). */
export interface VersionSum {
  oddsVersionId: string;
  openings: number;
  paid: number;
  returned: number;
}

/** Each version's payout moments (price, mean, variance), by version id. */
export function momentsById(
  versions: ReadonlyArray<{ id: string; price: number; items: readonly OddsVersionItem[] }>,
): Map<string, PayoutMoments> {
  return new Map(versions.map((v) => [v.id, payoutMoments(v.price, v.items)]));
}

/** The check of these sums; a version without odds (never: versions are kept) would count as paying nothing back. */
export function rtpOf(sums: readonly VersionSum[], moments: ReadonlyMap<string, PayoutMoments>, confidence: BandConfidence): RtpCheck {
  return checkRtp(
    sums.map((s) => ({
      ...s,
      moments: moments.get(s.oddsVersionId) ?? { price: s.openings > 0 ? s.paid / s.openings : 0, mean: 0, variance: 0 },
    })),
    confidence,
  );
}

/** Every box's row of the monitor list, by name: its sums over the range and the version in force now. */
export function boxRtpRows(
  boxes: ReadonlyArray<{ id: string; name: string }>,
  latest: ReadonlyMap<string, { version: number; rtp: number }>,
  sums: ReadonlyArray<VersionSum & { boxId: string }>,
  moments: ReadonlyMap<string, PayoutMoments>,
  confidence: BandConfidence,
): BoxRtp[] {
  const byBox = new Map<string, VersionSum[]>();
  for (const sum of sums) byBox.set(sum.boxId, [...(byBox.get(sum.boxId) ?? []), sum]);
  return [...boxes]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((box) => {
      const own = byBox.get(box.id) ?? [];
      const current = latest.get(box.id);
      return {
        boxId: box.id,
        name: box.name,
        currentVersion: current?.version ?? null,
        currentRtp: current?.rtp ?? null,
        versionsUsed: own.filter((s) => s.openings > 0).length,
        ...rtpOf(own, moments, confidence),
      };
    });
}

/** A box's series: each period's figures and the figures from the range's start to the period's end; and the range's total. */
export function seriesPoints(
  range: DateRange,
  interval: SeriesInterval,
  days: ReadonlyArray<VersionSum & { day: string }>,
  moments: ReadonlyMap<string, PayoutMoments>,
  confidence: BandConfidence,
): { points: RtpSeriesPoint[]; total: RtpCheck } {
  const running = new Map<string, VersionSum>();
  const ordered = [...days].sort((a, b) => a.day.localeCompare(b.day));
  let next = 0;
  const points = periodsOf(range, interval).map((period) => {
    const own = new Map<string, VersionSum>();
    for (; next < ordered.length && ordered[next].day <= period.endDate; next += 1) {
      const row = ordered[next];
      if (row.day < period.startDate) continue;
      for (const sums of [own, running]) {
        const sum = sums.get(row.oddsVersionId) ?? { oddsVersionId: row.oddsVersionId, openings: 0, paid: 0, returned: 0 };
        sums.set(row.oddsVersionId, {
          ...sum,
          openings: sum.openings + row.openings,
          paid: sum.paid + row.paid,
          returned: sum.returned + row.returned,
        });
      }
    }
    return {
      ...period,
      period: rtpOf([...own.values()], moments, confidence),
      cumulative: rtpOf([...running.values()], moments, confidence),
    };
  });
  return { points, total: rtpOf([...running.values()], moments, confidence) };
}
