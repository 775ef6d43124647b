import { describe, expect, it } from 'vitest';
import { buildChanceRanges, TOTAL_UNITS } from '../../src/domain/odds';
import { checkRtp, openingsToDetect, payoutDistribution, payoutMoments, zFor, type PayoutItem } from '../../src/domain/rtp';
import { Rng } from '../../server/db/seed/random';

const item = (chance: number, sellPrice: number): PayoutItem => ({ chance, sellPrice });

/** n openings drawn as the shop draws them: a roll in 1..1,000,000 landing in an item's range. */
function simulate(items: readonly PayoutItem[], n: number, seed: number): number {
  const ranges = buildChanceRanges(items);
  const rng = new Rng(seed);
  let returned = 0;
  for (let k = 0; k < n; k += 1) {
    const roll = rng.int(1, TOTAL_UNITS);
    const i = ranges.findIndex((r) => roll >= r.rangeFrom && roll <= r.rangeTo);
    returned += items[i].sellPrice;
  }
  return returned;
}

// a box of 10 whose odds promise 69 %: 2 (70 %), 10 (25 %), 60 (5 %)
const PRICE = 10;
const BOX = [item(70, 2), item(25, 10), item(5, 60)];
// the same box drawn 2 RTP points high: 0.3448 % moved from the 2 to the 60 (mean +0.2 of a price of 10)
const SKEWED = [item(69.6552, 2), item(25, 10), item(5.3448, 60)];

describe('the payout of an opening', () => {
  it('is each product sell value with its chance as a probability', () => {
    expect(payoutDistribution(BOX)).toEqual([
      { value: 2, probability: 0.7 },
      { value: 10, probability: 0.25 },
      { value: 60, probability: 0.05 },
    ]);
  });

  it('has the configured RTP x price as its mean, and the variance of its values', () => {
    const m = payoutMoments(PRICE, BOX);
    expect(m.mean).toBeCloseTo(6.9, 10); // 1.4 + 2.5 + 3 = RTP 69 % of 10
    // E[v^2] = 0.7 x 4 + 0.25 x 100 + 0.05 x 3600 = 207.8; minus 6.9^2
    expect(m.variance).toBeCloseTo(207.8 - 47.61, 10);
    expect(payoutMoments(PRICE, SKEWED).mean).toBeCloseTo(7.099984, 6);
  });
});

describe('the band around the configured RTP', () => {
  // price 10, 5 or 15 at even odds: mean 10 (RTP 100 %), variance 25, sigma 5
  const even = payoutMoments(10, [item(50, 5), item(50, 15)]);

  it('matches a hand computation: 100 openings, 99 %: 100 +/- 2.5758 x sqrt(100 x 25) / 1000 x 100 = +/- 12.88 points', () => {
    const check = checkRtp([{ moments: even, openings: 100, paid: 1000, returned: 1100 }]);
    expect(check).toEqual({
      openings: 100,
      paid: 1000,
      returned: 1100,
      expectedReturn: 1000,
      actualRtp: 110,
      configuredRtp: 100,
      halfWidth: 12.88,
      bandLow: 87.12,
      bandHigh: 112.88,
      flagged: false,
    });
    expect(checkRtp([{ moments: even, openings: 100, paid: 1000, returned: 1150 }]).flagged).toBe(true);
    expect(checkRtp([{ moments: even, openings: 100, paid: 1000, returned: 850 }]).flagged).toBe(true);
  });

  it('is narrower at a lower confidence (95 %: z = 1.96, +/- 9.8 points)', () => {
    expect(zFor(0.95)).toBeCloseTo(1.96, 2);
    const check = checkRtp([{ moments: even, openings: 100, paid: 1000, returned: 1100 }], 0.95);
    expect(check.halfWidth).toBe(9.8);
    expect(check.flagged).toBe(true);
  });

  it('weighs each version by its openings: mean, variance and price of each', () => {
    // version 2: price 20, 10 or 30 at even odds (mean 20, variance 100), 50 openings
    const second = payoutMoments(20, [item(50, 10), item(50, 30)]);
    const check = checkRtp([
      { moments: even, openings: 100, paid: 1000, returned: 1000 },
      { moments: second, openings: 50, paid: 1000, returned: 1000 },
    ]);
    // expected (100 x 10 + 50 x 20) / (100 x 10 + 50 x 20) = 100 %; sqrt(100 x 25 + 50 x 100) = 86.60
    expect(check.configuredRtp).toBe(100);
    expect(check.halfWidth).toBeCloseTo((2.5758293 * Math.sqrt(7500) * 100) / 2000, 2); // 11.15
    expect(check.expectedReturn).toBe(2000);
  });

  it('has no figures and no flag without openings', () => {
    expect(checkRtp([])).toMatchObject({ openings: 0, actualRtp: null, configuredRtp: null, bandLow: null, flagged: false });
  });

  it('of a payout that never varies is a line: only a real gap is flagged', () => {
    const fixed = payoutMoments(10, [item(100, 9)]);
    expect(checkRtp([{ moments: fixed, openings: 3, paid: 30, returned: 27 }])).toMatchObject({ halfWidth: 0, flagged: false });
    expect(checkRtp([{ moments: fixed, openings: 3, paid: 30, returned: 36 }]).flagged).toBe(true);
  });
});

describe('simulated boxes against their 99 % band', () => {
  const moments = payoutMoments(PRICE, BOX);

  it('a box drawn from its own odds stays inside its band in about 99 of 100 seeded simulations', () => {
    const n = 20_000;
    let inside = 0;
    for (let seed = 1; seed <= 100; seed += 1) {
      const check = checkRtp([{ moments, openings: n, paid: n * PRICE, returned: simulate(BOX, n, seed) }]);
      if (!check.flagged) inside += 1;
    }
    expect(inside).toBeGreaterThanOrEqual(95);
  });

  it('a box drawn 2 RTP points high is flagged once its openings pass what the band width predicts', () => {
    const n = openingsToDetect(moments, 2);
    // (2.5758 x 12.657 / (0.02 x 10))^2
    expect(n).toBe(Math.ceil(((2.5758293035489004 * Math.sqrt(160.19)) / 0.2) ** 2));
    const flaggedIn = (openings: number) => {
      let flagged = 0;
      for (let seed = 1; seed <= 100; seed += 1) {
        const check = checkRtp([{ moments, openings, paid: openings * PRICE, returned: simulate(SKEWED, openings, 1000 + seed) }]);
        if (check.flagged) flagged += 1;
      }
      return flagged;
    };
    // at twice that many openings the band is 1.41 points wide each side: flagged in most seeds (86 % expected)
    expect(flaggedIn(2 * n)).toBeGreaterThanOrEqual(70);
    // at a tenth of it the band (6.3 points) hides a 2-point skew nearly always
    expect(flaggedIn(Math.round(n / 10))).toBeLessThanOrEqual(10);
  });
});
