import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../src/dashboard/niceTicks';

describe('niceTicks (the Project Budget chart value axis)', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 9_300)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(niceTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('reaches below zero for losses and keeps zero as a tick', () => {
    const ticks = niceTicks(-1_200, 4_100);
    expect(ticks[0]).toBeLessThanOrEqual(-1_200);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(4_100);
    expect(ticks).toContain(0);
    expect(ticks).toEqual([-2_000, 0, 2_000, 4_000, 6_000]);
  });

  it('gives an axis for a chart of zeros', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('has no float noise', () => {
    expect(niceTicks(0, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});
