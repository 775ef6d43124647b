/**
 * A whole list read in slices (server/slicedReply.ts writes the reply). Read at once, the 100,000
 * users were one statement of about 1.5 s, and the embedded database runs its statements on the
 * server's own thread: nothing else was answered meanwhile, not even the login page's files. A
 * slice is one statement of SLICE_ROWS rows, and the server answers what came in between two.
 *
 * Slices are read by key (the newest first, then by id): a slice starts after the last row of the
 * one before, which stays exact whatever is written between them. The slices are not one snapshot:
 * a write committed while they are read may show in the later slices only. Such a write changes
 * the table's version, so the requests after it get a reply read again (the cache's stamp is read
 * before the slices).
 *
 * Each slice also has a stamp: its rows' count and the XOR of a hash of each row's id and of the
 * row versions it is made of (PostgreSQL's `xmin`: the transaction that wrote that version of the
 * row; any update writes a new one). The stamps of a list's slices are read again a few slices to a
 * statement (`stamps`), so a list read again after a change reads only the slices whose rows
 * changed (server/slicedReply.ts `patchSliced`).
 */
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './db/schema';
import type { VersionedTable } from './preparedReply';
import { jsonText, type JsonShape } from './sqlJson';

/** Rows per slice: about 10 ms of the embedded database's time for the users, 30 for the orders. */
export const SLICE_ROWS = 1000;

/** A row's place in the list: its time (the database's text, exact to the microsecond) and id. */
export interface SliceKey {
  at: string;
  id: string;
}

/** Rows of the list after `after` (from the first when none) up to `upTo`, included (to the last when none). */
export interface SliceRange {
  after?: SliceKey;
  upTo?: SliceKey;
}

/**
 * A slice of a list as its reply writes it: its rows' JSON objects joined by commas, how many, the
 * last one's key, and the slice's stamp (`count:xor`).
 */
export interface Slice {
  json: string;
  count: number;
  last?: SliceKey;
  stamp: string;
}

/** A whole list as its reply sends it: `{code: 200, msg, [field]: rows}`. */
export interface ListSlices {
  msg: () => string;
  field: string;
  /** the tables whose changes the stamps see: a change to any other the list reads is read again whole */
  stamped: readonly VersionedTable[];
  /** Up to `limit` rows of `range`, in the list's order. */
  read(range: SliceRange, limit: number): Promise<Slice>;
  /**
   * The stamps of the ranges that `bounds` (rows' keys, in the list's order) cut the list into, by
   * their place (0: up to the first bound; i: after bound i - 1 up to bound i; the last: after the
   * last bound), of those that have rows in `within`.
   */
  stamps(bounds: readonly SliceKey[], within: SliceRange): Promise<Map<number, string>>;
}

/** A list whose rows the database writes as JSON (see `sqlSlices`). */
export interface SqlList {
  msg: () => string;
  field: string;
  stamped: readonly VersionedTable[];
  /**
   * The rows of `range` (`inRange`), in no order: with the columns `shape` reads, the time and id
   * of the list's order as `sliceAt` and `sliceId`, and the row's stamp as `sliceStamp` (`rowStamp`).
   */
  rows(range: SliceRange): Expression<unknown>;
  /** the same rows with `sliceAt`, `sliceId` and `sliceStamp` only, when cheaper than `rows` (for `stamps`) */
  stampRows?(range: SliceRange): Expression<unknown>;
  /** a row's JSON object (server/sqlJson.ts) */
  shape: JsonShape;
}

const STAMP = sql<string>`count(*) || ':' || coalesce(bit_xor(s."sliceStamp"), 0)`;

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
    stamped: list.stamped,
    read: async (range, limit) => {
      const { rows } = await sql<{ json: string | null; count: number; lastAt: string | null; lastId: string | null; stamp: string }>`
        with s as (select * from (${list.rows(range)}) s order by s."sliceAt" desc, s."sliceId" limit ${limit})
        select string_agg(${object}, ',' order by s."sliceAt" desc, s."sliceId") as json, count(*)::int as count,
               (array_agg(s."sliceAt"::text order by s."sliceAt" asc, s."sliceId" desc))[1] as "lastAt",
               (array_agg(s."sliceId" order by s."sliceAt" asc, s."sliceId" desc))[1] as "lastId",
               ${STAMP} as stamp
        from s`.execute(db);
      const { json, count, lastAt, lastId, stamp } = rows[0];
      if (json === null || count === 0 || lastAt === null || lastId === null) return { json: '', count: 0, stamp };
      return { json, count, last: { at: lastAt, id: lastId }, stamp };
    },
    stamps: async (bounds, within) => {
      const ats = bounds.map((b) => b.at);
      const ids = bounds.map((b) => b.id);
      // a row's range is the number of bounds before it: those of a later time (width_bucket counts
      // those of the same time or earlier, in a binary search), and those of its own time and a
      // smaller id (looked for only when its time is a bound's)
      const { rows } = await sql<{ range: number; stamp: string }>`
        with s as (${(list.stampRows ?? list.rows)(within)}),
             b as (select * from unnest(${ats}::timestamptz[], ${ids}::text[]) as b(at, id)),
             t as (select distinct at from b)
        select ${bounds.length} - width_bucket(s."sliceAt", ${[...ats].reverse()}::timestamptz[])
               + case when t.at is null then 0
                      else (select count(*) from b where b.at = s."sliceAt" and b.id < s."sliceId")::int end as range,
               ${STAMP} as stamp
        from s left join t on t.at = s."sliceAt"
        group by 1`.execute(db);
      return new Map(rows.map((row) => [row.range, row.stamp]));
    },
  };
}

/** The rows of `range`, in a list ordered by `at` descending, then `id` ascending (for `where`). */
export function inRange(at: string, id: string, range: SliceRange): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [];
  const [time, key] = [sql.ref(at), sql.ref(id)];
  if (range.after) {
    // the first half keeps the time's index usable: the scan starts at the key's time
    const after = sql`${range.after.at}::timestamptz`;
    conditions.push(sql`(${time} <= ${after} and (${time} < ${after} or ${key} > ${range.after.id}))`);
  }
  if (range.upTo) {
    const upTo = sql`${range.upTo.at}::timestamptz`;
    conditions.push(sql`(${time} >= ${upTo} and (${time} > ${upTo} or ${key} <= ${range.upTo.id}))`);
  }
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}

/**
 * A row's stamp (`sliceStamp`): a hash of its id and of the row versions it is made of, one per
 * table alias in `tables`. A transaction id is 32 bits: a row updated again by a transaction 2^32
 * transactions later, with no read of the stamps between, would keep its hash.
 */
export function rowStamp(id: string, tables: readonly string[]): RawBuilder<string> {
  const versions = tables.map((table) => sql`${sql.ref(`${table}.xmin`)}::text`);
  return sql<string>`hashtextextended(${sql.join([sql.ref(id), ...versions], sql` || ':' || `)}, 0)`;
}
