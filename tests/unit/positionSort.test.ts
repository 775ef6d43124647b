/**
 * The comparator-free sorts of a column's rows (src/dataProvider/positionSort.ts) against the plain
 * rule they replace: a stable sort of the positions with `<` on the keys.
 */
import { describe, expect, it } from 'vitest';
import { finishBuild } from '../../src/dataProvider/columnOrder';
import { sortByNumbers, sortByTexts } from '../../src/dataProvider/positionSort';

function plainOrder<K extends number | string>(positions: Int32Array, keys: readonly K[]): number[] {
  return [...positions].sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
}

/** A deterministic generator (the same cases on every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function textOf(next: () => number, alphabet: string, longest: number): string {
  let text = '';
  const length = Math.floor(next() * (longest + 1));
  for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

/** Every position of `keys`, in a scrambled order: a sort must keep that order among equal keys. */
function scrambled(count: number, next: () => number): Int32Array {
  const positions = Int32Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [positions[i], positions[j]] = [positions[j], positions[i]];
  }
  return positions;
}

describe('sortByTexts', () => {
  it('orders texts as `<` does: shorter prefixes first, code units compared, equal texts in their given order', () => {
    const keys = ['b', 'ab', 'a', '', 'abc', 'a', 'B', 'é', 'a b', 'ab'];
    const positions = Int32Array.from(keys, (_, i) => i);
    expect([...finishBuild(sortByTexts(positions, keys))]).toEqual([3, 6, 2, 5, 8, 1, 9, 4, 0, 7]);
  });

  it.each([
    ['a few letters', 'ab', 6, 300],
    ['long shared beginnings', 'player000', 24, 3_000],
    ['many distinct characters', Array.from({ length: 300 }, (_, i) => String.fromCharCode(40 + i * 97)).join(''), 5, 2_000],
    ['surrogate pairs and accents', 'aé😀z\u0301', 8, 1_000],
  ])('matches the plain rule on %s', (_, alphabet, longest, count) => {
    const next = random(count);
    const keys = Array.from({ length: count }, () => textOf(next, alphabet, longest));
    const positions = scrambled(count, next);
    expect([...finishBuild(sortByTexts(positions, keys))]).toEqual(plainOrder(positions, keys));
  });

  it('matches the plain rule when texts tie beyond the characters one pass compares', () => {
    const next = random(3);
    const stems = Array.from({ length: 12 }, () => textOf(next, 'ab', 60));
    const keys = Array.from({ length: 3_000 }, () => stems[Math.floor(next() * stems.length)] + textOf(next, 'abc', 30));
    const positions = scrambled(keys.length, next);
    expect([...finishBuild(sortByTexts(positions, keys))]).toEqual(plainOrder(positions, keys));
  });

  it('orders a column that holds every one of the 65,536 UTF-16 code units', () => {
    const keys = Array.from({ length: 65_536 }, (_, code) => String.fromCharCode(65_535 - code) + (code % 3 === 0 ? 'a' : ''));
    const positions = Int32Array.from(keys, (_, i) => i);
    expect([...finishBuild(sortByTexts(positions, keys))]).toEqual(plainOrder(positions, keys));
  });

  it('works in steps of bounded size (the worker yields between them) and handles an empty column', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `player${String(i % 7_919).padStart(12, '0')}`);
    const build = sortByTexts(
      Int32Array.from(keys, (_, i) => i),
      keys,
    );
    let steps = 0;
    let step = build.next();
    while (!step.done) {
      steps += 1;
      step = build.next();
    }
    expect(steps).toBeGreaterThan(5);
    expect([...step.value]).toEqual(
      plainOrder(
        Int32Array.from(keys, (_, i) => i),
        keys,
      ),
    );
    expect([...finishBuild(sortByTexts(new Int32Array(0), []))]).toEqual([]);
  });
});

describe('sortByNumbers', () => {
  it('orders numbers ascending, equal numbers in their given order', () => {
    const keys = [3, -1.5, 3, 0, 1e12, -1.5, 2];
    const positions = Int32Array.from([6, 5, 4, 3, 2, 1, 0]);
    expect([...finishBuild(sortByNumbers(positions, keys))]).toEqual([5, 1, 3, 6, 2, 0, 4]);
  });

  it('matches the plain rule on many rows with repeated values', () => {
    const next = random(7);
    const keys = Array.from({ length: 5_000 }, () => Math.round((next() - 0.5) * 400) / 4);
    const positions = scrambled(keys.length, next);
    expect([...finishBuild(sortByNumbers(positions, keys))]).toEqual(plainOrder(positions, keys));
    expect([...finishBuild(sortByNumbers(new Int32Array(0), []))]).toEqual([]);
  });
});
