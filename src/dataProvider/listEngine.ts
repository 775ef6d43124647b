/**
 * The whole-list engine (ARCHITECTURE.md "The dataProvider"): the filter and sort rules of every
 * whole-list screen, in one pure module. It runs inside the list worker (./lists.worker.ts) and,
 * where Workers do not exist (jsdom tests), in-process through the same service.
 *
 * Filters: `q` is a case-insensitive full-text match over the row's string and number fields;
 * any other key is an exact match on that field (an array value means "one of"; a field holding
 * an array matches when it contains the value); `field_gte`, `field_lte`, `field_gt`, `field_lt`
 * compare numbers (or ISO dates). Empty values ('' / null / undefined / []) are ignored.
 * Sorting is stable; missing values sort last in both directions.
 *
 * ListIndex keeps, per column sorted by, the sorted order of all rows (./columnOrder.ts), and the
 * last few filtered views, until the data changes. A first sort by a column reads each row's key
 * and picks its first pages from the keys in one pass; the whole order is built next, while the
 * worker is idle, so that the pages after cost a slice.
 */

import { ColumnBuild, descendingOrder, mixesNumbersAndTexts } from './columnOrder';
import { firstInOrder } from './positionSort';

export type Row = Record<string, unknown>;

/** A server row as react-admin wants it: `id` from the server's `_id` (both kept). */
export function recordOf(row: Row): Row & { id: string | number } {
  return { ...row, id: (row._id ?? row.id) as string | number };
}

/** The object rows of a reply's list, each with its react-admin `id`. */
export function recordsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null).map(recordOf) : [];
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC' | string;
}

export interface ListQuery {
  pagination?: { page: number; perPage: number };
  sort?: SortSpec;
  filter?: Record<string, unknown>;
}

export interface ListSlice<T> {
  data: T[];
  total: number;
}

const RANGE_OPERATORS = ['_gte', '_lte', '_gt', '_lt'] as const;
type RangeOperator = (typeof RANGE_OPERATORS)[number];

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Reads a field, following dots into nested objects ('category.name'). */
export function fieldValue(row: Row, field: string): unknown {
  if (field in row) return row[field];
  let node: unknown = row;
  for (const part of field.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Row)[part];
  }
  return node;
}

function sameValue(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((item) => sameValue(item, expected));
  if (actual === expected) return true;
  if (actual === null || actual === undefined || expected === null || expected === undefined) return false;
  return String(actual) === String(expected);
}

function comparable(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return String(value);
}

function compareValues(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const leftNumber = typeof left === 'number' ? left : Number(left);
  const rightNumber = typeof right === 'number' ? right : Number(right);
  if (left !== '' && right !== '' && Number.isFinite(leftNumber) && Number.isFinite(rightNumber)) return leftNumber - rightNumber;
  return collator.compare(String(left), String(right));
}

function inRange(actual: unknown, operator: RangeOperator, bound: unknown): boolean {
  const value = comparable(actual);
  const limit = comparable(bound);
  if (value === null || limit === null) return false;
  const order = compareValues(value, limit);
  switch (operator) {
    case '_gte':
      return order >= 0;
    case '_lte':
      return order <= 0;
    case '_gt':
      return order > 0;
    case '_lt':
      return order < 0;
  }
}

/** The row's searchable text: its string and number fields, lower-cased, one separator apart. */
export function rowText(row: Row): string {
  let text = '';
  for (const value of Object.values(row)) {
    if (typeof value === 'string' || typeof value === 'number') text += `${value}\u0001`;
  }
  // one lower-casing of the whole (the separator is no letter): half the time of one per field
  return text.toLowerCase();
}

/**
 * A predicate for react-admin's filter object (see the module comment for the rules).
 * `textOf` may return a row's cached rowText(); the answer is the same.
 */
export function rowFilter(filter: Record<string, unknown> = {}, textOf: (row: Row) => string = rowText): (row: Row) => boolean {
  const tests: Array<(row: Row) => boolean> = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (isEmptyFilterValue(expected)) continue;
    if (key === 'q') {
      const needle = String(expected).trim().toLowerCase();
      if (needle) tests.push((row) => textOf(row).includes(needle));
      continue;
    }
    const operator = RANGE_OPERATORS.find((suffix) => key.endsWith(suffix));
    if (operator) {
      const field = key.slice(0, -operator.length);
      tests.push((row) => inRange(fieldValue(row, field), operator, expected));
      continue;
    }
    const accepted = Array.isArray(expected) ? expected : [expected];
    tests.push((row) => accepted.some((value) => sameValue(fieldValue(row, key), value)));
  }
  return (row) => tests.every((test) => test(row));
}

/**
 * A key that sorts with plain `<` the way the collator would: numbers as numbers; text without
 * accents or case, its digit runs padded so that "player2" comes before "player10".
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function sortKey(value: unknown): number | string | null {
  const plain = comparable(value);
  if (plain === null || typeof plain === 'number') return plain;
  // a text that starts with a letter is neither a date nor a number (the common case, checked first)
  const first = plain.charCodeAt(0) | 32;
  if (first < 97 || first > 122) {
    if (ISO_DATE.test(plain)) {
      const time = Date.parse(plain);
      if (Number.isFinite(time)) return time;
    }
    const asNumber = Number(plain);
    if (plain.trim() !== '' && Number.isFinite(asNumber)) return asNumber;
  }
  return textKey(plain);
}

/** sortKey's text: in one pass over a plain ASCII text, lower-cased only if it has capitals and padded only if it has digits. */
function textKey(plain: string): string {
  let capitals = false;
  let digits = false;
  for (let i = 0; i < plain.length; i += 1) {
    const code = plain.charCodeAt(i);
    if (code >= 65 && code <= 90) capitals = true;
    else if (isDigit(code)) digits = true;
    else if (code > 126 || (code < 32 && code !== 9 && code !== 10 && code !== 13)) {
      return padDigitRuns(
        plain
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      );
    }
  }
  const lower = capitals ? plain.toLowerCase() : plain;
  return digits ? padDigitRuns(lower) : lower;
}

const ZEROS = '000000000000';

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Each run of digits without its leading zeros, padded to 12 digits ("a007" -> "a000000000007"). */
function padDigitRuns(text: string): string {
  const length = text.length;
  let at = 0;
  while (at < length && !isDigit(text.charCodeAt(at))) at += 1;
  if (at === length) return text;
  const parts: string[] = [];
  let from = 0;
  while (at < length) {
    let start = at;
    while (start < length - 1 && text.charCodeAt(start) === 48 && isDigit(text.charCodeAt(start + 1))) start += 1;
    let end = start;
    while (end < length && isDigit(text.charCodeAt(end))) end += 1;
    parts.push(text.slice(from, at));
    if (end - start < ZEROS.length) parts.push(ZEROS.slice(end - start));
    parts.push(text.slice(start, end));
    from = end;
    at = end;
    while (at < length && !isDigit(text.charCodeAt(at))) at += 1;
  }
  parts.push(text.slice(from));
  // one flat string: the sort compares it many times
  return parts.join('');
}

/**
 * Positions 0..keys.length-1 in ascending key order, equal keys in position order. Numbers are
 * compared as numbers; any other mix as the keys' text, with the engine's native string sort
 * (far cheaper than a JS comparator at 100,000 rows): the position rides at the end of the key.
 */
function ascendingPositions(keys: ReadonlyArray<number | string>): number[] {
  if (keys.every((key) => typeof key === 'number')) {
    const positions = keys.map((_, i) => i);
    return positions.sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
  }
  const width = String(keys.length).length;
  const tagged = keys.map((key, i) => `${String(key)}\u0000${String(i).padStart(width, '0')}`);
  tagged.sort();
  return tagged.map((k) => Number(k.slice(k.lastIndexOf('\u0000') + 1)));
}

/** Ascending positions turned descending: groups of equal keys reversed, each keeping position order. */
function descendingPositions(ascending: readonly number[], keys: ReadonlyArray<number | string>): number[] {
  const out: number[] = [];
  let end = ascending.length;
  while (end > 0) {
    let start = end - 1;
    const key = keys[ascending[start]];
    while (start > 0 && String(keys[ascending[start - 1]]) === String(key)) start -= 1;
    for (let i = start; i < end; i += 1) out.push(ascending[i]);
    end = start;
  }
  return out;
}

/** Filtered and sorted copy (stable: equal rows keep their server order; missing values last). */
export function filterAndSort<T extends Row>(rows: readonly T[], { sort, filter }: Pick<ListQuery, 'sort' | 'filter'>): T[] {
  const kept = rows.filter(rowFilter(filter));
  if (!sort?.field) return kept;
  const field = sort.field;
  const withKey: T[] = [];
  const keys: Array<number | string> = [];
  const missing: T[] = [];
  for (const row of kept) {
    const key = sortKey(fieldValue(row, field));
    if (key === null) missing.push(row);
    else {
      withKey.push(row);
      keys.push(key);
    }
  }
  const ascending = ascendingPositions(keys);
  const order = sort.order === 'DESC' ? descendingPositions(ascending, keys) : ascending;
  return [...order.map((position) => withKey[position]), ...missing];
}

/** One page of an already filtered and sorted list. */
export function pageOf<T>(rows: readonly T[], pagination?: ListQuery['pagination']): T[] {
  if (!pagination) return rows.slice();
  const perPage = Math.max(1, Math.floor(pagination.perPage));
  const page = Math.max(1, Math.floor(pagination.page));
  const start = (page - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** Filter, sort and page in one go. */
export function sliceList<T extends Row>(rows: readonly T[], query: ListQuery): ListSlice<T> {
  const view = filterAndSort(rows, query);
  return { data: pageOf(view, query.pagination), total: view.length };
}

const KEPT_VIEWS = 8;

/** Keeps `value` as the most recent of a map of at most KEPT_VIEWS entries (the oldest goes). */
function keepRecent<V>(kept: Map<string, V>, key: string, value: V): void {
  kept.set(key, value);
  if (kept.size > KEPT_VIEWS) kept.delete(kept.keys().next().value as string);
}

/** One resource's rows with their lazily built indexes (see the module comment). */
export class ListIndex<T extends Row = Row> {
  private readonly columns = new Map<string, ColumnBuild<T>>();
  /** the columns sorted by whose whole order is still to be built (prepare) */
  private readonly wanted: string[] = [];
  private readonly views = new Map<string, T[]>();
  /** the rows firstPages picked for a view, by its key, until the column's order is built */
  private readonly picks = new Map<string, { positions: number[]; accepted: number }>();
  private texts?: string[];

  /** `texts`: the rows' search text, when known (one per row, as rowText gives it) */
  constructor(
    readonly rows: readonly T[],
    texts?: string[],
  ) {
    this.texts = texts;
  }

  /** Same answer as sliceList(rows, query); repeated sorts, filters and pages come from the indexes. */
  slice(query: ListQuery): ListSlice<T> {
    const first = this.firstPages(query);
    if (first) return first;
    const view = this.view(query);
    return { data: pageOf(view, query.pagination), total: view.length };
  }

  /**
   * A page among the first few of a sort whose column order is not built yet: picked from the
   * column's keys in one pass (firstInOrder), without waiting for the whole order, which is then
   * built first when the worker is idle. The pass picks PICKED_AHEAD pages more than asked for and
   * is kept: the page beside, which the admin asks for next, is a slice of it. Undefined when the
   * whole view is the way.
   */
  private firstPages({ sort, filter, pagination }: ListQuery): ListSlice<T> | undefined {
    const key = viewKey(sort, filter);
    if (!sort?.field || !pagination || this.views.has(key)) return undefined;
    const perPage = Math.max(1, Math.floor(pagination.perPage));
    const count = Math.max(1, Math.floor(pagination.page)) * perPage;
    const column = this.column(sort.field);
    if (count > FIRST_PAGES_ROWS || column.order) return undefined;
    let pick = this.picks.get(key);
    if (!pick || (pick.positions.length < count && pick.positions.length < pick.accepted)) {
      const keyed = column.keysNow();
      if (!keyed || mixesNumbersAndTexts(keyed)) return undefined;
      let at = 0;
      const matches = rowFilter(filter, () => this.textAt(at));
      const wanted = Math.min(FIRST_PAGES_ROWS, count + PICKED_AHEAD * perPage);
      pick = firstInOrder(keyed.keys, wanted, sort.order === 'DESC', (position) => {
        at = position;
        return matches(this.rows[position]);
      });
      keepRecent(this.picks, key, pick);
    }
    if (!this.wanted.includes(sort.field)) this.wanted.push(sort.field);
    return {
      data: pageOf(
        pick.positions.map((position) => this.rows[position]),
        pagination,
      ),
      total: pick.accepted,
    };
  }

  /** The filtered, sorted rows for a query. */
  view({ sort, filter }: Pick<ListQuery, 'sort' | 'filter'>): T[] {
    const key = viewKey(sort, filter);
    const known = this.views.get(key);
    if (known) {
      this.views.delete(key);
      this.views.set(key, known); // most recently used last
      return known;
    }
    const view = this.compute(sort, filter);
    keepRecent(this.views, key, view);
    return view;
  }

  private compute(sort: SortSpec | undefined, filter: Record<string, unknown> | undefined): T[] {
    // the q filter reads each row's text from a cache built once: `at` is the row being tested
    let at = 0;
    const matches: (row: T) => boolean = rowFilter(filter, () => this.textAt(at));
    const order = sort?.field ? this.order(sort.field, sort.order === 'DESC') : undefined;
    // a column mixing numbers and text sorts by what the kept rows hold: the plain path decides
    if (sort?.field && !order) return filterAndSort(this.rows, { sort, filter });
    const out: T[] = [];
    const count = this.rows.length;
    for (let i = 0; i < count; i += 1) {
      at = order ? order[i] : i;
      const row = this.rows[at];
      if (matches(row)) out.push(row);
    }
    return out;
  }

  /** The rows' search text, once prepared for every row (./rowChanges.ts carries it to the rows changed). */
  searchTexts(): readonly string[] | undefined {
    return this.texts?.length === this.rows.length ? this.texts : undefined;
  }

  private textAt(position: number): string {
    if (!this.texts || this.texts.length < this.rows.length) this.prepareSearch(this.rows.length);
    return (this.texts as string[])[position];
  }

  /**
   * Prepares the search text of up to `count` more rows (the worker does it a slice at a time
   * while idle, after a list arrives, so that the first search finds it ready); true once all are.
   */
  prepareSearch(count: number): boolean {
    const texts = (this.texts ??= []);
    const end = Math.min(this.rows.length, texts.length + count);
    for (let i = texts.length; i < end; i += 1) texts.push(rowText(this.rows[i]));
    return texts.length === this.rows.length;
  }

  private column(field: string): ColumnBuild<T> {
    let column = this.columns.get(field);
    if (!column) {
      column = new ColumnBuild(this.rows, keyOfField(field));
      this.columns.set(field, column);
    }
    return column;
  }

  private order(field: string, descending: boolean): ArrayLike<number> | undefined {
    const column = this.column(field).orderNow();
    if (!descending) return column.ascending;
    column.descending ??= descendingOrder(column);
    return column.descending;
  }

  /**
   * Prepares ahead while `more()` says there is time: the rows' search text, then (unless `columns`
   * is false) the whole order of each column a page was picked by from its keys (firstPages). The
   * worker does it while idle, a few ms per task, so that the first search finds the text ready
   * and the next pages of a sort are slices. True once everything asked for is prepared.
   */
  prepare(more: () => boolean, columns = true): boolean {
    while (more()) {
      if (!this.prepareSearch(SEARCH_SLICE)) continue;
      if (!columns) return true;
      const field = this.wanted[0];
      if (field === undefined) return true;
      if (this.column(field).step()) this.wanted.shift();
    }
    return false;
  }
}

/** The rows up to the end of the page asked for, at most, that a sort not built yet picks from its keys (ListIndex.firstPages). */
const FIRST_PAGES_ROWS = 1_000;

/** The pages a first-pages pick takes beyond the one asked for: the admin asks for the next one as soon as a page has come. */
const PICKED_AHEAD = 2;

/** What a view is kept under: its sort and its filter. */
function viewKey(sort: SortSpec | undefined, filter: Record<string, unknown> | undefined): string {
  return JSON.stringify([sort?.field ?? null, sort?.field ? sort.order === 'DESC' : null, filter ?? {}]);
}

/** Rows whose search text is prepared per step of `prepare`. */
const SEARCH_SLICE = 1_000;

/** A column's sort key of a row. */
function keyOfField(field: string): (row: Row) => number | string | null {
  return (row) => sortKey(fieldValue(row, field));
}
