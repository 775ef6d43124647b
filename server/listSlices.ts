/**
 * A whole list read in slices (server/listReplyCache.ts serialises it). Read at once, the 100,000
 * users were one statement of about 1.5 s, and the embedded database runs its statements on the
 * server's own thread: nothing else was answered meanwhile, not even the login page's files. A
 * slice is one statement of SLICE_ROWS rows, and the server answers what came in between two.
 *
 * Slices are read by key (the newest first, then by id): a slice starts after the last row of the
 * one before, which stays exact whatever is written between them. The slices are not one snapshot:
 * a write committed while they are read may show in the later slices only. Such a write changes
 * the table's version, so the requests after it get a reply read again (the cache's stamp is read
 * before the slices).
 */
import { sql, type RawBuilder } from 'kysely';

/** Rows per slice: about 30 ms of the embedded database's time for the users, 80 for the orders. */
export const SLICE_ROWS = 1000;

/** Where a slice starts: the last row of the one before (its time as the database's text, exact to the microsecond). */
export interface SliceKey {
  at: string;
  id: string;
}

/** A whole list as its reply sends it: `{code: 200, msg, [field]: rows}`. */
export interface ListSlices<Row> {
  msg: () => string;
  field: string;
  /** Up to `limit` rows after `after` (from the first when none), in the list's order. */
  read(after: SliceKey | undefined, limit: number): Promise<Row[]>;
  key(row: Row): SliceKey;
  /** A row as the reply sends it. */
  toApi(row: Row): unknown;
}

/** `list` as its type: a route's slices, whose row type is their `read`'s. */
export function listSlices<Row>(list: ListSlices<Row>): ListSlices<Row> {
  return list;
}

/** A timestamp column as exact text, the slice key's `at`. */
export function keyTime(column: string): RawBuilder<string> {
  return sql<string>`${sql.ref(column)}::text`;
}

/**
 * The rows after `after` in an order by `at` descending, then `id` ascending (for `where`). The
 * first half keeps the time's index usable: the scan starts at the key's time.
 */
export function afterKey(at: string, id: string, after: SliceKey): RawBuilder<boolean> {
  const time = sql`${after.at}::timestamptz`;
  return sql<boolean>`(${sql.ref(at)} <= ${time} and (${sql.ref(at)} < ${time} or ${sql.ref(id)} > ${after.id}))`;
}

/** Lets the server answer the requests that came in while a slice was read. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The list's reply as JSON bytes, the same as `JSON.stringify({code: 200, msg, [field]: rows})`. */
export async function serialiseSlices<Row>(list: ListSlices<Row>, sliceRows = SLICE_ROWS): Promise<Buffer> {
  const parts = [Buffer.from(`{"code":200,"msg":${JSON.stringify(list.msg())},${JSON.stringify(list.field)}:[`)];
  let after: SliceKey | undefined;
  for (;;) {
    const rows = await list.read(after, sliceRows);
    if (rows.length > 0) {
      const text = JSON.stringify(rows.map((row) => list.toApi(row)));
      parts.push(Buffer.from(`${after ? ',' : ''}${text.slice(1, -1)}`));
      after = list.key(rows[rows.length - 1]);
    }
    if (rows.length < sliceRows) break;
    await breathe();
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}
