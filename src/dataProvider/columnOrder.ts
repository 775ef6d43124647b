/**
 * A column's sorted order over a whole list, built as a sequence of small steps (./listEngine.ts
 * `ListIndex`): the list worker runs the steps while it has nothing else to do, so that the first
 * sort by a column finds its order ready; a sort that cannot wait runs the remaining steps at once.
 * Either way the result is the same: positions in ascending key order, equal keys in position
 * order, the rows without a key last (in position order).
 */

/** A row's key in a column: a number, a text compared with `<`, or null (no value). */
export type SortKeyOf<T> = (row: T) => number | string | null;

export interface ColumnOrder {
  /** every row's position: ascending keys, then the rows without a key; absent when the column mixes numbers and text */
  ascending?: Int32Array;
  /** how many of `ascending` have a key */
  valued: number;
  /** same[i] is 1 when the key at ascending[i] equals the one before it (groups of equal keys) */
  same?: Uint8Array;
  /** made from the groups when first asked for */
  descending?: Int32Array;
}

/** A unit of work between two yields: rows keyed, or positions sorted and merged. */
const STEP = 2_048;

/** A stable merge sort of `positions` (its runs sorted natively, then merged a step at a time). */
function* sortPositions(positions: Int32Array, compare: (a: number, b: number) => number): Generator<void, Int32Array, void> {
  const count = positions.length;
  for (let start = 0; start < count; start += STEP) {
    positions.subarray(start, Math.min(count, start + STEP)).sort(compare);
    yield;
  }
  let from: Int32Array = positions;
  let to: Int32Array = new Int32Array(count);
  let moved = 0;
  for (let width = STEP; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let left = low;
      let right = middle;
      for (let at = low; at < high; at += 1) {
        if (right >= high || (left < middle && compare(from[left], from[right]) < 0)) to[at] = from[left++];
        else to[at] = from[right++];
        moved += 1;
        if (moved === STEP) {
          moved = 0;
          yield;
        }
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** The steps that build a column's order from each row's key (see the module comment). */
export function* buildColumnOrder<T>(rows: readonly T[], keyOf: SortKeyOf<T>): Generator<void, ColumnOrder, void> {
  const count = rows.length;
  const keys = new Array<number | string | null>(count);
  let numbers = 0;
  let texts = 0;
  for (let i = 0; i < count; i += 1) {
    const key = keyOf(rows[i]);
    keys[i] = key;
    if (typeof key === 'number') numbers += 1;
    else if (key !== null) texts += 1;
    if (i % STEP === STEP - 1) yield;
  }
  // a column mixing numbers and text sorts by what the kept rows hold: the plain rules decide
  if (numbers !== 0 && texts !== 0) return { valued: 0 };
  const valued = new Int32Array(numbers + texts);
  const missing: number[] = [];
  let next = 0;
  for (let i = 0; i < count; i += 1) {
    if (keys[i] === null) missing.push(i);
    else valued[next++] = i;
  }
  const compare =
    numbers !== 0
      ? (a: number, b: number) => (keys[a] as number) - (keys[b] as number) || a - b
      : (a: number, b: number) => {
          const left = keys[a] as string;
          const right = keys[b] as string;
          return left < right ? -1 : left > right ? 1 : a - b;
        };
  const sorted = yield* sortPositions(valued, compare);
  const ascending = new Int32Array(count);
  ascending.set(sorted);
  ascending.set(missing, sorted.length);
  const same = new Uint8Array(sorted.length);
  for (let i = 1; i < sorted.length; i += 1) same[i] = keys[sorted[i]] === keys[sorted[i - 1]] ? 1 : 0;
  return { ascending, valued: sorted.length, same };
}

/** Runs a build's remaining steps at once. */
export function finishBuild<R>(build: Generator<void, R, void>): R {
  let step = build.next();
  while (!step.done) step = build.next();
  return step.value;
}

/** Descending order from the ascending one: the groups of equal keys reversed, each in position order; rows without a key still last. */
export function descendingOrder({ ascending, same, valued }: ColumnOrder): Int32Array | undefined {
  if (!ascending || !same) return undefined;
  const out = new Int32Array(ascending.length);
  let next = 0;
  let end = valued;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && same[start] === 1) start -= 1;
    for (let i = start; i < end; i += 1) out[next++] = ascending[i];
    end = start;
  }
  for (let i = valued; i < ascending.length; i += 1) out[next++] = ascending[i];
  return out;
}
