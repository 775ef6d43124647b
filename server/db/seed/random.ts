/**
 * Deterministic randomness for the seed: a mulberry32 generator and helpers on top of it.
 * The same seed number always yields the same names, counts, ids and offsets.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max) rounded to `decimals`. */
  amount(min: number, max: number, decimals = 2): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** Picks by weight: weights need not sum to 1. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    return items[this.weightedIndex(weights)];
  }

  /** The index picked by weight; `total` is the weights' sum (given, when picking many times). */
  weightedIndex(weights: readonly number[], total = weights.reduce((s, w) => s + w, 0)): number {
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** A 24-hex id like the shop's `_id`. */
  id(): string {
    let out = '';
    for (let i = 0; i < 3; i += 1)
      out += Math.floor(this.next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return out;
  }

  /** An upper-case alphanumeric code. */
  code(length: number): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** Milliseconds into the past, up to `days`, weighted toward recent days when `recentBias` > 1. */
  pastOffsetMs(days: number, recentBias = 1): number {
    return Math.floor(this.next() ** recentBias * days * DAY_MS);
  }
}

/** The start of the current hour: the "now" that seeded dates count back from (today has data). */
export function seedBaseDate(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / (60 * 60 * 1000)) * 60 * 60 * 1000);
}

/** A date `offsetMs` before `base`. */
export function before(base: Date, offsetMs: number): Date {
  return new Date(base.getTime() - offsetMs);
}

/** Splits `items` into consecutive slices of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Cent-exact rounding for money. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
