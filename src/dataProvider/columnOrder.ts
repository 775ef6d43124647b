/**
 * A column's sorted order over a whole list, built as a sequence of small steps (./listIndex.ts
 * `ListIndex`): each row's key, then their sort (./positionSort.ts). A first sort by the column
 * picks its first pages from the keys alone; the list worker runs the sort's steps while it has
 * nothing else to do, and a page that cannot wait runs the remaining steps at once. Either way the
 * result is the same: positions in ascending key order, equal keys in position order, the rows
 * without a key last (in position order).
 */
import { sortByNumbers, sortByTexts, STEP } from './positionSort';

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

/** Each row's key in a column, and how many are numbers and texts. */
export interface ColumnKeys {
  keys: Array<number | string | null>;
  numbers: number;
  texts: number;
}

/**
 * Whether a column mixes numbers and texts: it then sorts by what the kept rows hold, so it has no
 * order over all rows and the plain rules (listEngine's filterAndSort) decide.
 */
export function mixesNumbersAndTexts({ numbers, texts }: ColumnKeys): boolean {
  return numbers !== 0 && texts !== 0;
}

/** The steps that read each row's key. */
function* keyColumn<T>(rows: readonly T[], keyOf: SortKeyOf<T>): Generator<void, ColumnKeys, void> {
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
  return { keys, numbers, texts };
}

/** The steps that sort the keyed rows (see the module comment). */
function* orderColumn(column: ColumnKeys): Generator<void, ColumnOrder, void> {
  const { keys, numbers, texts } = column;
  const count = keys.length;
  if (mixesNumbersAndTexts(column)) return { valued: 0 };
  const valued = new Int32Array(numbers + texts);
  const missing: number[] = [];
  let next = 0;
  for (let i = 0; i < count; i += 1) {
    if (keys[i] === null) missing.push(i);
    else valued[next++] = i;
  }
  const sorted = yield* numbers !== 0 ? sortByNumbers(valued, keys) : sortByTexts(valued, keys);
  const ascending = new Int32Array(count);
  ascending.set(sorted);
  ascending.set(missing, sorted.length);
  const same = new Uint8Array(sorted.length);
  for (let i = 1; i < sorted.length; i += 1) same[i] = keys[sorted[i]] === keys[sorted[i - 1]] ? 1 : 0;
  return { ascending, valued: sorted.length, same };
}

/**
 * One column's order in the making: its keys first, then their sort. The keys alone already give
 * the first rows in order (firstInOrder), so a sort need not wait for the whole order.
 */
export class ColumnBuild<T> {
  private keys?: ColumnKeys;
  private built?: ColumnOrder;
  private readonly keying: Generator<void, ColumnKeys, void>;
  private ordering?: Generator<void, ColumnOrder, void>;

  constructor(rows: readonly T[], keyOf: SortKeyOf<T>) {
    this.keying = keyColumn(rows, keyOf);
  }

  /** The order, if it is built. */
  get order(): ColumnOrder | undefined {
    return this.built;
  }

  /** One step of the build; true once the order is built. */
  step(): boolean {
    if (this.built) return true;
    if (!this.ordering) {
      const step = this.keying.next();
      if (step.done) this.keyed(step.value);
      return false;
    }
    const step = this.ordering.next();
    if (step.done) this.ordered(step.value);
    return this.built !== undefined;
  }

  /** The keys, read at once if they are not yet; undefined once the order is built (it says what they said). */
  keysNow(): ColumnKeys | undefined {
    if (!this.built && !this.ordering) this.keyed(finishBuild(this.keying));
    return this.keys;
  }

  /** The order, its remaining steps run at once. */
  orderNow(): ColumnOrder {
    if (!this.built) {
      this.keysNow();
      this.ordered(finishBuild(this.ordering as Generator<void, ColumnOrder, void>));
    }
    return this.built as ColumnOrder;
  }

  private keyed(keys: ColumnKeys): void {
    this.keys = keys;
    this.ordering = orderColumn(keys);
  }

  private ordered(order: ColumnOrder): void {
    this.built = order;
    this.keys = undefined;
    this.ordering = undefined;
  }
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
