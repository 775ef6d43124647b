/**
 * Return to player (RTP) watched against the odds (issue 63). An opening of a box pays the box price
 * and returns one product's sell value, drawn with its chance: that payout is a random variable whose
 * mean is the configured RTP x price and whose variance follows from the odds alone. Over n openings
 * the sum returned is close to normal (central limit), so the actual RTP of a period lies, at a given
 * confidence, within configured RTP +/- z * sqrt(sum of the openings' variances) / (sum of prices).
 * A box whose actual RTP leaves that band is flagged. Several odds versions mix: each opening counts
 * with its own version's mean, variance and price.
 */
import { chanceUnits, round, TOTAL_UNITS } from './odds';

export interface PayoutItem {
  chance: number;
  sellPrice: number;
}

/** One outcome of an opening: the sell value won and its probability (0..1). */
export interface PayoutOutcome {
  value: number;
  probability: number;
}

/** Each item's sell value with its probability (its chance units over 1,000,000). */
export function payoutDistribution(items: readonly PayoutItem[]): PayoutOutcome[] {
  return items.map((item) => ({ value: Number(item.sellPrice) || 0, probability: chanceUnits(item.chance) / TOTAL_UNITS }));
}

/** One opening under a version: the price paid, the mean and the variance of the value returned. */
export interface PayoutMoments {
  price: number;
  mean: number;
  variance: number;
}

export function payoutMoments(price: number, items: readonly PayoutItem[]): PayoutMoments {
  const outcomes = payoutDistribution(items);
  const mean = outcomes.reduce((sum, o) => sum + o.probability * o.value, 0);
  const variance = outcomes.reduce((sum, o) => sum + o.probability * (o.value - mean) ** 2, 0);
  return { price: Number(price) || 0, mean, variance };
}

/** The confidences a band can be drawn at, and their two-sided standard normal quantiles. */
export const BAND_CONFIDENCES = [0.9, 0.95, 0.99, 0.999] as const;
export type BandConfidence = (typeof BAND_CONFIDENCES)[number];
export const DEFAULT_BAND_CONFIDENCE: BandConfidence = 0.99;

const Z: Record<BandConfidence, number> = {
  0.9: 1.6448536269514722,
  0.95: 1.959963984540054,
  0.99: 2.5758293035489004,
  0.999: 3.2905267314919255,
};

/** z such that a normal value lies within mean +/- z standard deviations with this probability. */
export function zFor(confidence: BandConfidence): number {
  return Z[confidence];
}

export function isBandConfidence(value: unknown): value is BandConfidence {
  return (BAND_CONFIDENCES as readonly unknown[]).includes(value);
}

/** Openings drawn under one odds version over a period, and what they paid and returned. */
export interface VersionOpenings {
  moments: PayoutMoments;
  openings: number;
  /** sum of the box prices paid */
  paid: number;
  /** sum of the sell values won */
  returned: number;
}

/** The monitor's figures of a period (percents to 2 decimals, money to cents); null without openings. */
export interface RtpCheck {
  openings: number;
  paid: number;
  returned: number;
  /** what the odds promise back for these openings: sum of openings x mean */
  expectedReturn: number;
  /** returned / paid, in percent */
  actualRtp: number | null;
  /** the versions' RTP weighted by their openings: expected return / sum of the versions' prices */
  configuredRtp: number | null;
  /** half the band's width, in RTP points: z x sqrt(sum of variances) / sum of prices */
  halfWidth: number | null;
  bandLow: number | null;
  bandHigh: number | null;
  /** the actual RTP lies outside the band */
  flagged: boolean;
}

/** The actual RTP of these openings against the band their versions' odds put around the configured RTP. */
export function checkRtp(parts: readonly VersionOpenings[], confidence: BandConfidence = DEFAULT_BAND_CONFIDENCE): RtpCheck {
  let openings = 0;
  let paid = 0;
  let returned = 0;
  let expected = 0;
  let prices = 0;
  let variance = 0;
  for (const part of parts) {
    openings += part.openings;
    paid += part.paid;
    returned += part.returned;
    expected += part.openings * part.moments.mean;
    prices += part.openings * part.moments.price;
    variance += part.openings * part.moments.variance;
  }
  const base = { openings, paid: round(paid, 2), returned: round(returned, 2), expectedReturn: round(expected, 2) };
  if (openings === 0 || prices <= 0 || paid <= 0) {
    return { ...base, actualRtp: null, configuredRtp: null, halfWidth: null, bandLow: null, bandHigh: null, flagged: false };
  }
  const actual = (returned / paid) * 100;
  const configured = (expected / prices) * 100;
  const half = (zFor(confidence) * Math.sqrt(variance) * 100) / prices;
  // sums of cents carry float noise: a box whose payout never varies is flagged only for a real gap
  const flagged = Math.abs(actual - configured) > half + 1e-9 * Math.max(1, configured);
  return {
    ...base,
    actualRtp: round(actual, 2),
    configuredRtp: round(configured, 2),
    halfWidth: round(half, 2),
    bandLow: round(configured - half, 2),
    bandHigh: round(configured + half, 2),
    flagged,
  };
}

/**
 * How many openings of one version it takes before an actual RTP off by `skewPoints` (e.g. 2 for
 * 2 RTP points) sits on the band's edge: z x sigma / (sqrt(n) x price) = skew, so
 * n = (z x sigma / (skew / 100 x price))^2. Beyond it such a skew is flagged more often than not.
 */
export function openingsToDetect(moments: PayoutMoments, skewPoints: number, confidence: BandConfidence = DEFAULT_BAND_CONFIDENCE): number {
  const edge = (Math.abs(skewPoints) / 100) * moments.price;
  if (edge <= 0) return Number.POSITIVE_INFINITY;
  return Math.ceil(((zFor(confidence) * Math.sqrt(moments.variance)) / edge) ** 2);
}
