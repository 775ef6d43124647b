/**
 * A whole list's first rows while the rest of its reply is still on its way (./listService.ts).
 * At 100,000 rows a reply is tens of MB: downloading and parsing it whole takes most of a second.
 * Its first rows come in its first few hundred KB, and the server sends a list newest first, the
 * order the admin's lists open in. So the worker reads the start of the body as it streams in,
 * parses those rows one by one, and a first page that they answer is shown at once; the whole
 * list follows (the total, the other sorts and pages).
 *
 * `readEarlyRows` reads the envelope `{"code":200, ..., "<replyKey>":[{...}, ...]}` up to a
 * limit of rows or bytes. It gives nothing unless `code` 200 comes before the list, so a refused
 * or odd reply is left to the whole read and its error rules (./httpCore.ts). `earlySlice` answers
 * a page from those rows only when they are already in the order the page asks for, by the
 * engine's own rules (./listEngine.ts), and hold the whole page after the filter: then that
 * page is the whole list's page too, since the rows after them sort after them. Rows that tie under
 * a sort are in its order whatever comes after them, so the sort's column must tell them apart
 * (`sortsApart`): the order they came in is then the sort's, not a tie's.
 */
import { fieldValue, filterAndSort, sortKey, type ListQuery, type Row } from './listEngine';
import { recordOf } from './records';

/** The first rows of a list's reply; `complete` when the list ended within them (they are all its rows). */
export interface EarlyRows {
  rows: Row[];
  complete: boolean;
}

export interface EarlyLimits {
  /** stop once this many rows are read (default 500) */
  rows?: number;
  /** stop after this many characters of the reply (default 1,000,000) */
  chars?: number;
}

const WHITESPACE = new Set([' ', '\n', '\r', '\t']);

/** Where a JSON value that starts at `from` ends (the index after it), or -1 when the text ends first. */
function valueEnd(text: string, from: number): number {
  let depth = 0;
  let at = from;
  while (at < text.length) {
    const char = text[at];
    if (char === '"') {
      at = stringEnd(text, at);
      if (at < 0) return -1;
      if (depth === 0) return at;
      continue;
    }
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return at + 1;
      if (depth < 0) return at; // a bare value ended by its container
    } else if (depth === 0 && (char === ',' || WHITESPACE.has(char))) return at;
    at += 1;
  }
  return -1;
}

/** The index after the string that starts at `from` (its opening quote), or -1 when the text ends first. */
function stringEnd(text: string, from: number): number {
  let at = from + 1;
  while (at < text.length) {
    const char = text[at];
    if (char === '\\') at += 2;
    else if (char === '"') return at + 1;
    else at += 1;
  }
  return -1;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  return at;
}

/**
 * The reply read so far, scanned again from where the last complete piece ended each time more
 * comes: first the envelope's keys before the list, then the list's rows one at a time.
 */
class EarlyScan {
  text = '';
  private at = 0;
  private inList = false;
  private codeOk = false;
  readonly rows: Row[] = [];
  /** true: the list ended; false: the reply cannot give early rows; undefined: read on */
  done?: boolean;

  constructor(
    private readonly replyKey: string,
    private readonly limit: number,
  ) {}

  /** More of the reply; rows are parsed up to the limit (a piece may hold thousands). */
  add(chunk: string): void {
    this.text += chunk;
    while (this.done === undefined && this.rows.length < this.limit && this.step());
  }

  /** One piece more (a key and its value, or a row); false when the text read so far ends first. */
  private step(): boolean {
    const { text } = this;
    let at = skipSpace(text, this.at);
    if (at >= text.length) return false;
    if (this.inList) {
      if (text[at] === ',') at = skipSpace(text, at + 1);
      if (at >= text.length) return false;
      if (text[at] === ']') return this.finish(true);
      if (text[at] !== '{') return this.finish(false);
      const end = valueEnd(text, at);
      if (end < 0) return false;
      this.rows.push(recordOf(JSON.parse(text.slice(at, end)) as Row));
      this.at = end;
      return true;
    }
    if (this.at === 0) {
      if (text[at] !== '{') return this.finish(false);
      at += 1;
    }
    at = skipSpace(text, at);
    if (at >= text.length) return false;
    if (text[at] === ',') at = skipSpace(text, at + 1);
    if (at >= text.length) return false;
    if (text[at] !== '"') return this.finish(false); // the envelope ended (or is not one) before the list
    const keyEnd = stringEnd(text, at);
    if (keyEnd < 0) return false;
    const key = JSON.parse(text.slice(at, keyEnd)) as string;
    let valueAt = skipSpace(text, keyEnd);
    if (valueAt >= text.length) return false;
    if (text[valueAt] !== ':') return this.finish(false);
    valueAt = skipSpace(text, valueAt + 1);
    if (valueAt >= text.length) return false;
    if (key === this.replyKey) {
      if (!this.codeOk || text[valueAt] !== '[') return this.finish(false);
      this.inList = true;
      this.at = valueAt + 1;
      return true;
    }
    const end = valueEnd(text, valueAt);
    if (end < 0) return false;
    if (key === 'code') this.codeOk = text.slice(valueAt, end) === '200';
    this.at = end;
    return true;
  }

  private finish(listEnded: boolean): boolean {
    this.done = listEnded;
    return false;
  }
}

/**
 * Reads the start of a reply's body for its first rows, then stops reading (the body is a copy:
 * Response.clone()). Undefined when the reply gives none early (another shape, a failure code,
 * or a read error): the whole read decides then.
 */
export async function readEarlyRows(
  body: ReadableStream<Uint8Array>,
  replyKey: string,
  { rows = 500, chars = 1_000_000 }: EarlyLimits = {},
): Promise<EarlyRows | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const scan = new EarlyScan(replyKey, rows);
  try {
    while (scan.done === undefined && scan.rows.length < rows && scan.text.length < chars) {
      const { value, done } = await reader.read();
      if (done) break;
      scan.add(decoder.decode(value, { stream: true }));
    }
  } catch {
    return undefined;
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (scan.done === false || (scan.done === undefined && scan.rows.length === 0)) return undefined;
  return { rows: scan.rows, complete: scan.done === true };
}

/** One sort key for every 10 rows at least */
const ROWS_PER_KEY = 10;

/**
 * Whether the rows' `field` tells them apart enough for their order to be a sort by it: each has a
 * value (rows without one sort last, after any row still to come), and they take many values (a
 * list's order lines share their order's time, so not one each). The rows of a status or a kind
 * tie in groups: the newest users are all "Active" at the top of a sort that puts "Blocked" first.
 */
function sortsApart(rows: readonly Row[], field: string): boolean {
  const keys = new Set<number | string>();
  for (const row of rows) {
    const key = sortKey(fieldValue(row, field));
    if (key === null) return false;
    keys.add(key);
  }
  return keys.size * ROWS_PER_KEY >= rows.length;
}

/**
 * The page of `query` from a list's first rows, when they answer it: they are in the order it
 * sorts by (the engine's stable sort leaves them as they came), and enough of them pass its
 * filter to fill the page. Undefined otherwise (the whole list answers it).
 */
export function earlySlice(early: EarlyRows, { sort, filter, pagination }: ListQuery): Row[] | undefined {
  const { rows } = early;
  if (sort?.field && !sortsApart(rows, sort.field)) return undefined;
  const sorted = filterAndSort(rows, { sort });
  if (sorted.some((row, position) => row !== rows[position])) return undefined;
  const matching = filterAndSort(rows, { filter });
  const perPage = Math.max(1, Math.floor(pagination?.perPage ?? matching.length));
  const page = Math.max(1, Math.floor(pagination?.page ?? 1));
  const end = page * perPage;
  if (matching.length < end) return undefined;
  return matching.slice(end - perPage, end);
}
