/**
 * The box odds helper (core §5 "Box odds helper", "Box form"): every formula of the odds editor,
 * used by the editor (live figures), the dataProvider (what is sent) and the server (what is saved).
 *
 * - Chances are percents with up to 4 decimals; the chance scale is 10000, so one unit is 0.0001 %
 *   and 100 % is 1,000,000 units. Sums are taken in whole units, so 33.3333 + 33.3333 + 33.3334 is
 *   exactly 100 and floating-point noise never refuses a valid box.
 * - Ranges are built cumulatively on that scale starting at 1: the first product owns 1..units1,
 *   the next units1+1..units1+units2, ... and the last ends at 1,000,000 when the total is 100.
 */

import type { MessageKey } from '../i18n/messages';
export const CHANCE_SCALE = 10_000;
export const TOTAL_CHANCE = 100;
export const TOTAL_UNITS = TOTAL_CHANCE * CHANCE_SCALE;

export interface OddsItem {
  chance: number;
  sellPrice: number;
  purchasePrice: number;
}

export interface ChanceRange {
  rangeFrom: number;
  rangeTo: number;
}

export interface OddsSummary {
  /** sum of the chosen products' sell prices (the value on display) */
  totalPrice: number;
  /** box price minus the sum of purchasePrice x chance / 100 */
  profit: number;
  /** sum of chances, rounded to 4 decimals */
  totalOdds: number;
  /** 100 minus the total odds, 4 decimals */
  remainingOdds: number;
  /** expected cost of one opening: sum of purchasePrice x chance / 100 */
  expectedValuePurchase: number;
  /** expected value a player receives per opening: sum of sellPrice x chance / 100 */
  expectedValueSell: number;
  /** return to player: expected sell value / box price, in percent (0 when the price is 0) */
  rtp: number;
  /** 100 minus RTP, in percent */
  houseEdge: number;
}

/** A chance in whole units of 0.0001 % (the x10000 scale). Non-numbers count as 0. */
export function chanceUnits(chance: number): number {
  const value = Number(chance);
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * CHANCE_SCALE);
}

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Sum of chances in percent, 4 decimals, computed in whole units. */
export function totalOdds(items: readonly Pick<OddsItem, 'chance'>[]): number {
  return items.reduce((sum, item) => sum + chanceUnits(item.chance), 0) / CHANCE_SCALE;
}

/** 100 minus the total odds (may go negative when the chances exceed 100). */
export function remainingOdds(items: readonly Pick<OddsItem, 'chance'>[]): number {
  const used = items.reduce((sum, item) => sum + chanceUnits(item.chance), 0);
  return (TOTAL_UNITS - used) / CHANCE_SCALE;
}

/** Chance ranges on the 1..1,000,000 scale, cumulative, starting at 1. */
export function buildChanceRanges(items: readonly Pick<OddsItem, 'chance'>[]): ChanceRange[] {
  let next = 1;
  return items.map((item) => {
    const units = chanceUnits(item.chance);
    const range = { rangeFrom: next, rangeTo: next + units - 1 };
    next += units;
    return range;
  });
}

/** All the live figures of the odds editor for a box price and its chosen products. */
export function summarizeOdds(boxPrice: number, items: readonly OddsItem[]): OddsSummary {
  const price = toNumber(boxPrice);
  let totalPrice = 0;
  let expectedValuePurchase = 0;
  let expectedValueSell = 0;
  for (const item of items) {
    const chance = chanceUnits(item.chance) / CHANCE_SCALE;
    totalPrice += toNumber(item.sellPrice);
    expectedValuePurchase += (toNumber(item.purchasePrice) * chance) / 100;
    expectedValueSell += (toNumber(item.sellPrice) * chance) / 100;
  }
  const rtp = price > 0 ? (expectedValueSell / price) * 100 : 0;
  return {
    totalPrice: round(totalPrice, 2),
    profit: round(price - expectedValuePurchase, 4),
    totalOdds: round(totalOdds(items), 4),
    remainingOdds: round(remainingOdds(items), 4),
    expectedValuePurchase: round(expectedValuePurchase, 4),
    expectedValueSell: round(expectedValueSell, 4),
    rtp: round(rtp, 2),
    houseEdge: price > 0 ? round(100 - rtp, 2) : 0,
  };
}

/**
 * The chosen-products rules of the box form, in the spec's order: at least one product, every
 * chance non-zero, total exactly 100. Returns the spec's message, or null when the odds are valid.
 */
export function oddsError(items: readonly Pick<OddsItem, 'chance'>[]): MessageKey | null {
  if (items.length === 0) return 'resources.box.validation.selectProduct';
  if (items.some((item) => chanceUnits(item.chance) <= 0)) return 'resources.box.validation.chanceEveryProduct';
  if (items.reduce((sum, item) => sum + chanceUnits(item.chance), 0) !== TOTAL_UNITS) return 'resources.box.validation.totalChance';
  return null;
}

/**
 * The box price input takes digits and one decimal point only (core §5): returns the typed text
 * cleaned of anything else, keeping the first decimal point.
 */
export function sanitizePriceInput(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/**
 * A box price filter range of core §9: under 5, 5-25, 25-50, 50-100, 100-250, 250-500, over 500.
 * Lower bound inclusive, upper bound exclusive.
 */
export interface PriceRange {
  key: string;
  min?: number;
  max?: number;
}

export const BOX_PRICE_RANGES: readonly PriceRange[] = [
  { key: 'under5', max: 5 },
  { key: '5to25', min: 5, max: 25 },
  { key: '25to50', min: 25, max: 50 },
  { key: '50to100', min: 50, max: 100 },
  { key: '100to250', min: 100, max: 250 },
  { key: '250to500', min: 250, max: 500 },
  { key: 'over500', min: 500 },
];

export function priceRangeOf(price: number): PriceRange | undefined {
  return BOX_PRICE_RANGES.find(
    (range) => (range.min === undefined || price >= range.min) && (range.max === undefined || price < range.max),
  );
}
