/**
 * Whole-list cache (ARCHITECTURE.md "The dataProvider"): most list endpoints of the spec return
 * every row at once and the admin pages them on the client (page size 10). The rows are fetched
 * once per resource and kept here; every getList page, sort and filter is a slice of that array,
 * so react-admin renders 10 rows, never 100,000. Any mutation of a resource drops its entry.
 *
 * Filters: `q` is a case-insensitive full-text match over the row's string and number fields;
 * any other key is an exact match on that field (an array value means "one of"; a field holding
 * an array matches when it contains the value); `field_gte`, `field_lte`, `field_gt`, `field_lt`
 * compare numbers (or ISO dates). Empty values ('' / null / undefined / []) are ignored.
 * Sorting is stable; missing values sort last in both directions.
 */

export type Row = Record<string, unknown>;

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

function matchesText(row: Row, needle: string): boolean {
  return Object.values(row).some(
    (value) => (typeof value === 'string' || typeof value === 'number') && String(value).toLowerCase().includes(needle),
  );
}

/** A predicate for react-admin's filter object (see the module comment for the rules). */
export function rowFilter(filter: Record<string, unknown> = {}): (row: Row) => boolean {
  const tests: Array<(row: Row) => boolean> = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (isEmptyFilterValue(expected)) continue;
    if (key === 'q') {
      const needle = String(expected).trim().toLowerCase();
      if (needle) tests.push((row) => matchesText(row, needle));
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
 * accents or case, its digit runs padded so that "player2" comes before "player10". Keys are
 * computed once per row, so sorting 100,000 rows costs a few hundred milliseconds at most.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NON_ASCII = /[^ -~\t\n\r]/;
const DIGITS = /\d/;

function sortKey(value: unknown): number | string | null {
  const plain = comparable(value);
  if (plain === null || typeof plain === 'number') return plain;
  if (ISO_DATE.test(plain)) {
    const time = Date.parse(plain);
    if (Number.isFinite(time)) return time;
  }
  const asNumber = Number(plain);
  if (plain.trim() !== '' && Number.isFinite(asNumber)) return asNumber;
  let text = NON_ASCII.test(plain) ? plain.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : plain;
  text = text.toLowerCase();
  return DIGITS.test(text) ? text.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0')) : text;
}

/** Rows with a key, in order; equal keys keep their server order in both directions. */
function orderByKeys<T>(entries: Array<{ row: T; index: number; key: number | string }>, direction: 1 | -1): T[] {
  if (entries.every((e) => typeof e.key === 'number')) {
    entries.sort((a, b) => ((a.key as number) - (b.key as number)) * direction || a.index - b.index);
    return entries.map((e) => e.row);
  }
  // Text (or mixed) keys: the engine's native string sort, far cheaper than a JS comparator at
  // 100,000 rows. The row's position rides at the end of its key so ties stay stable; for a
  // descending order it is inverted before the whole array is reversed.
  const width = String(entries.length).length;
  const last = entries.length - 1;
  const keys = entries.map((e, i) => `${String(e.key)}\u0000${String(direction === 1 ? i : last - i).padStart(width, '0')}`);
  keys.sort();
  if (direction === -1) keys.reverse();
  return keys.map((k) => {
    const position = Number(k.slice(k.lastIndexOf('\u0000') + 1));
    return entries[direction === 1 ? position : last - position].row;
  });
}

/** Filtered and sorted copy (stable: equal rows keep their server order; missing values last). */
export function filterAndSort<T extends Row>(rows: readonly T[], { sort, filter }: Pick<ListQuery, 'sort' | 'filter'>): T[] {
  const matches = rowFilter(filter);
  const kept = rows.filter(matches);
  if (!sort?.field) return kept;
  const field = sort.field;
  const withKey: Array<{ row: T; index: number; key: number | string }> = [];
  const missing: T[] = [];
  kept.forEach((row, index) => {
    const key = sortKey(fieldValue(row, field));
    if (key === null) missing.push(row);
    else withKey.push({ row, index, key });
  });
  return [...orderByKeys(withKey, sort.order === 'DESC' ? -1 : 1), ...missing];
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

interface CacheEntry {
  loadedAt: number;
  promise: Promise<Row[]>;
  /** the last filtered+sorted view, so turning pages does not sort again */
  lastView?: { key: string; rows: Row[] };
}

export interface ListCacheOptions {
  /** Rows older than this are fetched again on the next read. Default 60 s. */
  maxAgeMs?: number;
  now?: () => number;
}

/** The cache itself: one entry per resource. */
export class ListCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor({ maxAgeMs = 60_000, now = Date.now }: ListCacheOptions = {}) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  /** All rows of a resource: from the cache, or from `load` (one request even when called concurrently). */
  rows(resource: string, load: () => Promise<Row[]>): Promise<Row[]> {
    const entry = this.entries.get(resource);
    if (entry && this.now() - entry.loadedAt <= this.maxAgeMs) return entry.promise;
    const promise = load();
    const fresh: CacheEntry = { loadedAt: this.now(), promise };
    this.entries.set(resource, fresh);
    // a failed load is not kept: the next read asks again
    promise.catch(() => {
      if (this.entries.get(resource) === fresh) this.entries.delete(resource);
    });
    return promise;
  }

  /** A page of a resource's rows for react-admin's getList. */
  async getList(resource: string, load: () => Promise<Row[]>, query: ListQuery): Promise<ListSlice<Row>> {
    const pending = this.rows(resource, load);
    const entry = this.entries.get(resource);
    const rows = await pending;
    // the entry may have been dropped by a mutation meanwhile: then compute without keeping the view
    const current = entry && this.entries.get(resource) === entry ? entry : undefined;
    const key = JSON.stringify([query.sort?.field ?? null, query.sort?.order ?? null, query.filter ?? {}]);
    let view: Row[];
    if (current?.lastView && current.lastView.key === key) {
      view = current.lastView.rows;
    } else {
      view = filterAndSort(rows, query);
      if (current) current.lastView = { key, rows: view };
    }
    return { data: pageOf(view, query.pagination), total: view.length };
  }

  has(resource: string): boolean {
    return this.entries.has(resource);
  }

  /** Drops the rows of one or more resources (after any create, update or delete that they show). */
  invalidate(resources: string | readonly string[]): void {
    for (const resource of typeof resources === 'string' ? [resources] : resources) this.entries.delete(resource);
  }

  /** Drops everything (logout, the app bar's Refresh). */
  clear(): void {
    this.entries.clear();
  }
}

/** The admin's one cache; the dataProvider and the logout share it. */
export const listCache = new ListCache();
