/**
 * One resource's whole list with its indexes, answering pages by the rules of ./listEngine.ts.
 * ListIndex keeps, per column sorted by, the sorted order of all rows (./columnOrder.ts), and the
 * last few filtered views, until the data changes. A first sort by a column reads each row's key
 * and picks its first pages from the keys in one pass; the whole order is built next, while the
 * worker is idle, so that the pages after cost a slice. It runs in the list worker
 * (./listService.ts), and in-process in the store of QA mode and tests (./listCache.ts).
 */
import { ColumnBuild, descendingOrder, mixesNumbersAndTexts } from './columnOrder';
import { firstInOrder } from './positionSort';
import {
  fieldValue,
  filterAndSort,
  pageOf,
  rowFilter,
  rowText,
  sortKey,
  type ListQuery,
  type ListSlice,
  type Row,
  type SortSpec,
} from './listEngine';

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

  /** The rows' search text, once prepared for every row (indexWithChanges, ./listService.ts, carries it over). */
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
