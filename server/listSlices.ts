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
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './db/schema';

/**
 * Rows per slice: about 10 ms of the embedded database's time for the users (written as JSON by
 * the database), 80 for the orders (read as records).
 */
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

/** A list whose rows are read as records and written as the reply sends them (`toApi`). */
export interface RowSlices<Row> {
  msg: () => string;
  field: string;
  /** Up to `limit` rows after `after` (from the first when none), in the list's order. */
  read(after: SliceKey | undefined, limit: number): Promise<Row[]>;
  key(row: Row): SliceKey;
  /** A row as the reply sends it. */
  toApi(row: Row): unknown;
}

/** A list of records read by `read`, each written with `JSON.stringify(toApi(row))`. */
export function listSlices<Row>({ msg, field, read, key, toApi }: RowSlices<Row>): ListSlices {
  return {
    msg,
    field,
    read: async (after, limit) => {
      const rows = await read(after, limit);
      if (rows.length === 0) return { json: '', count: 0 };
      return { json: JSON.stringify(rows.map(toApi)).slice(1, -1), count: rows.length, last: key(rows[rows.length - 1]) };
    },
  };
}

/** One table's list, its rows written as JSON by the database (see `tableSlices`). */
export interface TableList<T extends keyof Database> {
  msg: () => string;
  field: string;
  table: T;
  /** the columns sent, `id` first (sent as `_id`, as apiRow does) */
  columns: ReadonlyArray<keyof Database[T] & string>;
  /** those of them that are times, written as JavaScript's Date writes them (to the millisecond, UTC) */
  times: ReadonlyArray<keyof Database[T] & string>;
  /** the list's order: newest first by this time, then by id */
  at: keyof Database[T] & string;
}

/**
 * A table's list whose rows the database writes as JSON text itself, a slice in one value: the
 * same bytes as the records read and written with JSON.stringify, in half the time on the embedded
 * database, where both run on the server's thread (100,000 users: 0.9-1.0 s instead of 2.0-2.5).
 * For text, booleans and times: PostgreSQL escapes strings as JSON.stringify does, and a time is
 * written as Date's toJSON writes it (a numeric column would keep its scale: 10.50, not 10.5).
 */
export function tableSlices<T extends keyof Database>(db: Kysely<Database>, list: TableList<T>): ListSlices {
  const { table, columns, times, at } = list;
  const ref = (column: string) => sql.ref(`s.${column}`);
  const value = (column: string) =>
    (times as readonly string[]).includes(column)
      ? sql`coalesce(to_json(to_char(${ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null')`
      : sql`coalesce(to_json(${ref(column)})::text, 'null')`;
  const fields = columns.map(
    (column, i) => sql`${sql.lit(`${i === 0 ? '{' : ','}${JSON.stringify(column === 'id' ? '_id' : column)}:`)} || ${value(column)}`,
  );
  const object = sql`${sql.join(fields, sql` || `)} || '}'`;
  const order = sql`${ref(at)} desc, ${ref('id')}`;
  const reverse = sql`${ref(at)} asc, ${ref('id')} desc`;
  return {
    msg: list.msg,
    field: list.field,
    read: async (after, limit) => {
      const where = after ? sql`where ${afterKey(at, 'id', after)}` : sql``;
      const { rows } = await sql<{ json: string | null; count: number; lastAt: string | null; lastId: string | null }>`
        with s as (select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)} ${where}
                   order by ${sql.ref(at)} desc, ${sql.ref('id')} limit ${limit})
        select string_agg(${object}, ',' order by ${order}) as json, count(*)::int as count,
               (array_agg(${ref(at)}::text order by ${reverse}))[1] as "lastAt",
               (array_agg(${ref('id')} order by ${reverse}))[1] as "lastId"
        from s`.execute(db);
      const { json, count, lastAt, lastId } = rows[0];
      if (!json || count === 0 || lastAt === null || lastId === null) return { json: '', count: 0 };
      return { json, count, last: { at: lastAt, id: lastId } };
    },
  };
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
export async function serialiseSlices(list: ListSlices, sliceRows = SLICE_ROWS): Promise<Buffer> {
  const parts = [Buffer.from(`{"code":200,"msg":${JSON.stringify(list.msg())},${JSON.stringify(list.field)}:[`)];
  let after: SliceKey | undefined;
  for (;;) {
    const slice = await list.read(after, sliceRows);
    if (slice.count > 0) {
      parts.push(Buffer.from(`${after ? ',' : ''}${slice.json}`));
      after = slice.last;
    }
    if (slice.count < sliceRows) break;
    await breathe();
  }
  parts.push(Buffer.from(']}'));
  return Buffer.concat(parts);
}
