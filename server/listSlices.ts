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
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './db/schema';
import { jsonText, type JsonShape } from './sqlJson';

/** Rows per slice: about 10 ms of the embedded database's time for the users, 30 for the orders. */
export const SLICE_ROWS = 1000;

/** Where a slice starts: the last row of the one before (its time as the database's text, exact to the microsecond). */
export interface SliceKey {
  at: string;
  id: string;
}

/** A slice of a list as its reply writes it: its rows' JSON objects joined by commas, how many, and the last one's key. */
export interface Slice {
  json: string;
  count: number;
  last?: SliceKey;
}

/** A whole list as its reply sends it: `{code: 200, msg, [field]: rows}`. */
export interface ListSlices {
  msg: () => string;
  field: string;
  /** Up to `limit` rows after `after` (from the first when none), in the list's order. */
  read(after: SliceKey | undefined, limit: number): Promise<Slice>;
}

/** A list whose rows the database writes as JSON (see `sqlSlices`). */
export interface SqlList {
  msg: () => string;
  field: string;
  /**
   * The query of up to `limit` rows after `after` (from the first when none), newest first, then
   * by id: with the columns `shape` reads, and the time and id of its order as `sliceAt` and
   * `sliceId`.
   */
  rows(after: SliceKey | undefined, limit: number): Expression<unknown>;
  /** a row's JSON object (server/sqlJson.ts) */
  shape: JsonShape;
}

/**
 * A list whose rows the database writes as JSON text itself, a slice in one value (server/sqlJson.ts):
 * the same bytes as the records read and written with JSON.stringify, and half the time or less on
 * the embedded database, where both run on the server's thread.
 */
export function sqlSlices(db: Kysely<Database>, list: SqlList): ListSlices {
  const object = jsonText(list.shape, 's');
  return {
    msg: list.msg,
    field: list.field,
    read: async (after, limit) => {
      const { rows } = await sql<{ json: string | null; count: number; lastAt: string | null; lastId: string | null }>`
        with s as (${list.rows(after, limit)})
        select string_agg(${object}, ',' order by s."sliceAt" desc, s."sliceId") as json, count(*)::int as count,
               (array_agg(s."sliceAt"::text order by s."sliceAt" asc, s."sliceId" desc))[1] as "lastAt",
               (array_agg(s."sliceId" order by s."sliceAt" asc, s."sliceId" desc))[1] as "lastId"
        from s`.execute(db);
      const { json, count, lastAt, lastId } = rows[0];
      if (json === null || count === 0 || lastAt === null || lastId === null) return { json: '', count: 0 };
      return { json, count, last: { at: lastAt, id: lastId } };
    },
  };
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

/**
 * The list's reply as JSON bytes, the same as `JSON.stringify({code: 200, msg, [field]: rows})`;
 * `onPart` is given each piece as it is written (the reply cache gzips them meanwhile).
 */
export async function serialiseSlices(
  list: ListSlices,
  sliceRows = SLICE_ROWS,
  onPart: (part: Buffer) => void = () => {},
): Promise<Buffer> {
  const parts: Buffer[] = [];
  const add = (text: string) => {
    const part = Buffer.from(text);
    parts.push(part);
    onPart(part);
  };
  add(`{"code":200,"msg":${JSON.stringify(list.msg())},${JSON.stringify(list.field)}:[`);
  let after: SliceKey | undefined;
  for (;;) {
    const slice = await list.read(after, sliceRows);
    if (slice.count > 0) {
      add(`${after ? ',' : ''}${slice.json}`);
      after = slice.last;
    }
    if (slice.count < sliceRows) break;
    await breathe();
  }
  add(']}');
  return Buffer.concat(parts);
}
