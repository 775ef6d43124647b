/**
 * Picks who did something and when: a moment in the past year (mildly more activity lately), then a
 * user who had already joined by then, heavy players more often than light ones.
 */
import type { Rng } from './random.js';

export class PlayerPicker {
  private readonly order: Int32Array;
  private readonly joinedSorted: Float64Array;
  private readonly cumulative: Float64Array;
  private readonly base: number;

  /** `joinedMs[i]` is user i's sign-up time; activity weights are drawn from `rng` once. */
  constructor(joinedMs: ArrayLike<number>, base: Date, rng: Rng) {
    this.base = base.getTime();
    this.order = Int32Array.from({ length: joinedMs.length }, (_, i) => i).sort((a, b) => joinedMs[a] - joinedMs[b] || a - b);
    this.joinedSorted = Float64Array.from(this.order, (i) => joinedMs[i]);
    this.cumulative = new Float64Array(joinedMs.length);
    let total = 0;
    for (let k = 0; k < this.cumulative.length; k += 1) {
      total += rng.next() ** 3 + 0.01;
      this.cumulative[k] = total;
    }
  }

  /** A time between the first sign-up and now; `growth` > 1 puts more of them in recent months. */
  pickTime(rng: Rng, growth = 1.25): number {
    const span = Math.max(60_000, this.base - this.joinedSorted[0]);
    return this.base - Math.floor(rng.next() ** growth * span);
  }

  /** Index (into the constructor's array) of a user who had joined by `time`. */
  pickAt(time: number, rng: Rng): number {
    const joinedCount = Math.max(1, this.upperBound(this.joinedSorted, time));
    const r = rng.next() * this.cumulative[joinedCount - 1];
    return this.order[Math.min(joinedCount - 1, this.upperBound(this.cumulative, r))];
  }

  /** Number of sorted values <= x. */
  private upperBound(sorted: Float64Array, x: number): number {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
