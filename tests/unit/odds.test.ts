import { describe, expect, it } from 'vitest';
import { inEnglish } from './inEnglish';
import {
  BOX_PRICE_RANGES,
  buildChanceRanges,
  chanceUnits,
  oddsError,
  priceRangeOf,
  remainingOdds,
  sanitizePriceInput,
  summarizeOdds,
  totalOdds,
} from '../../src/domain/odds';

const item = (chance: number, sellPrice = 10, purchasePrice = 5) => ({ chance, sellPrice, purchasePrice });

describe('box odds (core §5 "Box odds helper")', () => {
  it('total odds is the sum of chances to 4 decimals, without floating-point noise', () => {
    expect(totalOdds([item(33.3333), item(33.3333), item(33.3334)])).toBe(100);
    expect(totalOdds([item(0.1), item(0.2)])).toBe(0.3);
    expect(totalOdds([])).toBe(0);
  });

  it('remaining odds is 100 minus the total (negative when over)', () => {
    expect(remainingOdds([item(60), item(30)])).toBe(10);
    expect(remainingOdds([item(70), item(40)])).toBe(-10);
  });

  it('profit is the box price minus the sum of purchasePrice x chance / 100', () => {
    const summary = summarizeOdds(20, [item(50, 30, 10), item(50, 8, 4)]);
    expect(summary.profit).toBe(13); // 20 - (10*0.5 + 4*0.5)
    expect(summary.totalPrice).toBe(38);
    expect(summary.totalOdds).toBe(100);
    expect(summary.remainingOdds).toBe(0);
  });

  it('expected values, RTP and house edge per opening', () => {
    const summary = summarizeOdds(20, [item(50, 30, 10), item(50, 8, 4)]);
    expect(summary.expectedValuePurchase).toBe(7);
    expect(summary.expectedValueSell).toBe(19);
    expect(summary.rtp).toBe(95);
    expect(summary.houseEdge).toBe(5);
    expect(summarizeOdds(0, [item(100)]).rtp).toBe(0);
  });

  it('chance ranges are cumulative on the x10000 scale starting at 1 and end at 1,000,000', () => {
    expect(buildChanceRanges([item(50), item(30), item(20)])).toEqual([
      { rangeFrom: 1, rangeTo: 500_000 },
      { rangeFrom: 500_001, rangeTo: 800_000 },
      { rangeFrom: 800_001, rangeTo: 1_000_000 },
    ]);
    expect(buildChanceRanges([item(0.0001), item(99.9999)])).toEqual([
      { rangeFrom: 1, rangeTo: 1 },
      { rangeFrom: 2, rangeTo: 1_000_000 },
    ]);
    expect(chanceUnits(12.34567)).toBe(123_457);
  });

  it('total chance must equal 100, every product needs a chance, at least one product', () => {
    expect(inEnglish(oddsError([]))).toBe('Please select product');
    expect(inEnglish(oddsError([item(100), item(0)]))).toBe('Please add chance for every product');
    expect(inEnglish(oddsError([item(60), item(30)]))).toBe('Total chance limit must be 100%');
    expect(inEnglish(oddsError([item(60), item(50)]))).toBe('Total chance limit must be 100%');
    expect(inEnglish(oddsError([item(60), item(40)]))).toBeNull();
    expect(inEnglish(oddsError([item(33.3333), item(33.3333), item(33.3334)]))).toBeNull();
  });

  it('the price input keeps digits and one decimal point', () => {
    expect(sanitizePriceInput('12a.5.6€')).toBe('12.56');
    expect(sanitizePriceInput('-3,50')).toBe('350');
    expect(sanitizePriceInput('.5')).toBe('.5');
  });

  it('box price ranges: under 5 ... over 500, lower bound inclusive', () => {
    expect(BOX_PRICE_RANGES.map((r) => r.key)).toEqual(['under5', '5to25', '25to50', '50to100', '100to250', '250to500', 'over500']);
    expect(priceRangeOf(4.99)?.key).toBe('under5');
    expect(priceRangeOf(5)?.key).toBe('5to25');
    expect(priceRangeOf(42)?.key).toBe('25to50');
    expect(priceRangeOf(500)?.key).toBe('over500');
  });
});
