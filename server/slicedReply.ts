/**
 * A whole list's JSON, kept as the slices it was read in (server/listSlices.ts), so that after a
 * change only the slices whose rows changed are read again (`patchSliced`): on the embedded
 * database, 100,000 order lines take about 3.5 s to read again whole.
 *
 * The JSON is `{"code":200,"msg":…,"<field>":[` + the slices joined by commas + `]}`.
 */
import { SLICE_ROWS, type ListSlices, type SliceKey, type SliceRange } from './listSlices';

/**
 * Slices whose stamps are read in one statement: about 10,000 rows, so that no statement holds the
 * embedded database's one thread long (all 100,000 rows in one did).
 */
const STAMP_SLICES = 10;

/** The stamp of a range without rows. */
const EMPTY = '0:0';

/** One slice of a reply: its rows' JSON, its last row and its stamp. */
interface Part {
  json: Buffer;
  last: SliceKey;
  stamp: string;
}

export interface SlicedReply {
  json: Buffer;
  /** the slices in the list's order, none empty */
  parts: readonly Part[];
}

/** What a patch did: the slices read again, and the slices that came of them. */
export interface PatchCounts {
  reread: number;
  parts: number;
}

/** Lets the server answer the requests that came in while a slice was read. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The parts of `range`, read `sliceRows` at a time: a part for each slice that has rows. */
async function readParts(list: ListSlices, range: SliceRange, sliceRows: number): Promise<Part[]> {
  const parts: Part[] = [];
  let after = range.after;
  for (;;) {
    const slice = await list.read({ after, upTo: range.upTo }, sliceRows);
    if (slice.count > 0 && slice.last) {
      parts.push({ json: Buffer.from(slice.json), last: slice.last, stamp: slice.stamp });
      after = slice.last;
    }
    if (slice.count < sliceRows) return parts;
    await breathe();
  }
}

/** The reply of `parts`: their JSON joined, the parts kept as views of it. */
function assemble(list: ListSlices, parts: readonly Part[]): SlicedReply {
  const head = Buffer.from(`{"code":200,"msg":${JSON.stringify(list.msg())},${JSON.stringify(list.field)}:[`);
  const comma = Buffer.from(',');
  const json = Buffer.concat([head, ...parts.flatMap((part, i) => (i > 0 ? [comma, part.json] : [part.json])), Buffer.from(']}')]);
  let at = head.length;
  const kept = parts.map((part, i) => {
    at += i > 0 ? comma.length : 0;
    const view = { ...part, json: json.subarray(at, at + part.json.length) };
    at += part.json.length;
    return view;
  });
  return { json, parts: kept };
}

/** The whole list read, a slice of `sliceRows` rows at a time. */
export async function readSliced(list: ListSlices, sliceRows = SLICE_ROWS): Promise<SlicedReply> {
  return assemble(list, await readParts(list, {}, sliceRows));
}

/**
 * The list as `before` was, with the slices whose stamps changed since read again (in slices of
 * `sliceRows` rows: a slice that grew is split). Each slice covers the rows after the slice before
 * it up to its last row; the first also those before its last row, the last those after.
 */
export async function patchSliced(
  list: ListSlices,
  before: SlicedReply,
  sliceRows = SLICE_ROWS,
  counts: PatchCounts = { reread: 0, parts: 0 },
): Promise<SlicedReply> {
  const old = before.parts;
  if (old.length === 0) return readSliced(list, sliceRows);
  const bounds = old.slice(0, -1).map((part) => part.last);
  const stamps = new Map<number, string>();
  for (let from = 0; from < old.length; from += STAMP_SLICES) {
    if (from > 0) await breathe();
    const to = Math.min(from + STAMP_SLICES, old.length) - 1;
    const within = { after: from > 0 ? bounds[from - 1] : undefined, upTo: to < bounds.length ? bounds[to] : undefined };
    for (const [i, stamp] of await list.stamps(bounds, within)) stamps.set(i, stamp);
  }
  const parts: Part[] = [];
  for (const [i, part] of old.entries()) {
    if ((stamps.get(i) ?? EMPTY) === part.stamp) {
      parts.push(part);
      continue;
    }
    const range = { after: i > 0 ? old[i - 1].last : undefined, upTo: i < old.length - 1 ? part.last : undefined };
    const read = await readParts(list, range, sliceRows);
    counts.reread += 1;
    counts.parts += read.length;
    parts.push(...read);
  }
  return assemble(list, parts);
}
