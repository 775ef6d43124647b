/**
 * Stable sorts of row positions by their keys, in steps (./columnOrder.ts), without a JavaScript
 * comparator: at 100,000 rows a comparator is called about 1.7 million times, and that was most of
 * a column's sort. Here the engine's native numeric sort of a
 * Float64Array does the comparing:
 * - numbers: the distinct values sorted natively give each row its rank, then a counting sort;
 * - texts: a few characters at a time (each as its rank among the characters the column holds) are
 *   packed into one number with the row's place beside them, sorted natively, and each group of
 *   rows whose characters tie is sorted again by the next few characters.
 * Both give what `<` on the keys gives, equal keys in their given order. A long run of numbers is
 * sorted natively in slices of STEP, then merged in JavaScript (numbers compared with `<`, no
 * call), so that no step holds the worker for more than a few ms.
 */

/** Rows handled between two yields. */
export const STEP = 2_048;

/** Bits a float64 holds exactly. */
const EXACT_BITS = 53;

/** `positions` ordered by `keys[position]` (numbers), equal keys in their given order. */
export function* sortByNumbers(positions: Int32Array, keys: ArrayLike<unknown>): Generator<void, Int32Array, void> {
  const count = positions.length;
  const values = new Float64Array(count);
  for (let i = 0; i < count; i += 1) values[i] = keys[positions[i]] as number;
  const distinct = yield* sortInSteps(values.slice(), new Float64Array(count));
  let unique = 0;
  for (let i = 0; i < count; i += 1) if (i === 0 || distinct[i] !== distinct[unique - 1]) distinct[unique++] = distinct[i];
  const ranks = new Int32Array(count);
  const counts = new Int32Array(unique + 1);
  for (let i = 0; i < count; i += 1) {
    const rank = rankOf(distinct, unique, values[i]);
    ranks[i] = rank;
    counts[rank + 1] += 1;
    if (i % STEP === STEP - 1) yield;
  }
  for (let rank = 1; rank <= unique; rank += 1) counts[rank] += counts[rank - 1];
  const out = new Int32Array(count);
  for (let i = 0; i < count; i += 1) out[counts[ranks[i]]++] = positions[i];
  return out;
}

/** The index of `value` among the first `unique` of the ascending `distinct`. */
function rankOf(distinct: Float64Array, unique: number, value: number): number {
  let low = 0;
  let high = unique - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (distinct[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorts `values` ascending in steps: runs of STEP natively, then merged. The result is in `values` or in `spare` (as long). */
function* sortInSteps(values: Float64Array, spare: Float64Array): Generator<void, Float64Array, void> {
  const count = values.length;
  for (let start = 0; start < count; start += STEP) {
    values.subarray(start, Math.min(count, start + STEP)).sort();
    yield;
  }
  let from = values;
  let to = spare;
  let moved = 0;
  for (let width = STEP; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let left = low;
      let right = middle;
      for (let at = low; at < high; at += 1) {
        to[at] = right >= high || (left < middle && from[left] <= from[right]) ? from[left++] : from[right++];
        moved += 1;
        if (moved === MERGED_PER_STEP) {
          moved = 0;
          yield;
        }
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Values merged between two yields (a merge step is cheaper than a row's key). */
const MERGED_PER_STEP = 4 * STEP;

/** `positions` ordered by `keys[position]` (texts, compared as `<` does), equal keys in their given order. */
export function* sortByTexts(positions: Int32Array, keys: ArrayLike<unknown>): Generator<void, Int32Array, void> {
  const count = positions.length;
  const texts = keys as ArrayLike<string>;
  // each character code's rank among those the keys hold, from 1 (0 stands for "past the end")
  const rank = new Uint32Array(65_536);
  for (let i = 0; i < count; i += 1) {
    const text = texts[positions[i]];
    for (let c = 0; c < text.length; c += 1) rank[text.charCodeAt(c)] = 1;
    if (i % STEP === STEP - 1) yield;
  }
  let symbols = 0;
  for (let code = 0; code < rank.length; code += 1) if (rank[code] !== 0) rank[code] = ++symbols;
  const base = 2 ** Math.max(1, Math.ceil(Math.log2(symbols + 1)));
  const placeBits = Math.max(1, Math.ceil(Math.log2(count + 1)));
  const place = 2 ** placeBits;
  const width = Math.max(1, Math.floor((EXACT_BITS - placeBits) / Math.log2(base)));

  const out = positions.slice();
  const moved = new Int32Array(count);
  const packed = new Float64Array(count);
  const spare = new Float64Array(count);
  // groups of `out` still to order: [start, end, first character]
  const groups: number[] = count > 1 ? [0, count, 0] : [];
  let work = 0;
  while (groups.length > 0) {
    let depth = groups.pop() as number;
    const end = groups.pop() as number;
    const start = groups.pop() as number;
    // the characters every text of the group shares from here on are skipped
    const first = texts[out[start]];
    let common = first.length - depth;
    for (let i = start + 1; i < end && common > 0; i += 1) {
      const text = texts[out[i]];
      let c = 0;
      while (c < common && text.charCodeAt(depth + c) === first.charCodeAt(depth + c)) c += 1;
      common = c;
    }
    depth += common;
    let part: Float64Array = packed.subarray(start, end);
    for (let i = start; i < end; i += 1) {
      const text = texts[out[i]];
      let digit = 0;
      for (let c = depth; c < depth + width; c += 1) digit = digit * base + (c < text.length ? rank[text.charCodeAt(c)] : 0);
      part[i - start] = digit * place + (i - start);
      if (i % STEP === STEP - 1) yield;
    }
    if (end - start <= STEP) part.sort();
    else part = yield* sortInSteps(part, spare.subarray(start, end));
    for (let i = start; i < end; i += 1) moved[i] = out[start + (part[i - start] % place)];
    out.set(moved.subarray(start, end), start);
    // rows whose characters so far tie, and whose texts go on, are ordered by the next characters
    let tied = start;
    for (let i = start + 1; i <= end; i += 1) {
      if (i < end && Math.floor(part[i - start] / place) === Math.floor(part[tied - start] / place)) continue;
      if (i - tied > 1 && Math.floor(part[tied - start] / place) % base !== 0) groups.push(tied, i, depth + width);
      tied = i;
    }
    work += end - start;
    if (work >= STEP) {
      work = 0;
      yield;
    }
  }
  return out;
}

/**
 * The first `count` of the positions 0..keys.length-1 that `accept`, in the keys' order (ascending
 * or descending; equal keys in position order, rows without a key last, as a built order has
 * them), without sorting the others: a heap keeps the best `count` met so far. Also how many
 * positions are accepted. Keys must not mix numbers and texts.
 */
export function firstInOrder(
  keys: ReadonlyArray<number | string | null>,
  count: number,
  descending: boolean,
  accept: (position: number) => boolean,
): { positions: number[]; accepted: number } {
  const before = (a: number, b: number): boolean => {
    const x = keys[a];
    const y = keys[b];
    if (x === null) return y === null && a < b;
    if (y === null) return true;
    if (x === y) return a < b;
    return descending ? x > y : x < y;
  };
  // each kept position comes after its children in the order: the root is the last one kept
  const heap: number[] = [];
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      let last = at;
      if (left < heap.length && before(heap[last], heap[left])) last = left;
      if (left + 1 < heap.length && before(heap[last], heap[left + 1])) last = left + 1;
      if (last === at) return;
      [heap[at], heap[last]] = [heap[last], heap[at]];
      at = last;
    }
  };
  let accepted = 0;
  for (let position = 0; position < keys.length; position += 1) {
    if (!accept(position)) continue;
    accepted += 1;
    if (heap.length < count) {
      heap.push(position);
      for (let at = heap.length - 1; at > 0 && before(heap[(at - 1) >> 1], heap[at]); at = (at - 1) >> 1) {
        const parent = (at - 1) >> 1;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
      }
    } else if (count > 0 && before(position, heap[0])) {
      heap[0] = position;
      sink(0);
    }
  }
  return { positions: heap.sort((a, b) => (before(a, b) ? -1 : 1)), accepted };
}
