/**
 * Whole-list replies (getUserData, getOrders): a route declares its list once (`wholeList`) and
 * its handler returns `deps.lists.reply(list)`, a reply serialised ahead of time that the adapter
 * sends as it is. The server keeps them until their tables change (server/listReplyCache.ts); the
 * QA fake reads them on each call. Browser-safe.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { NAME_VERSIONS } from './db/migrations/002_functions/changes';
import type { ListSlices } from './listSlices';

/**
 * What has a version (server/db/migrations/002_functions/changes.ts): the tables, and the names of the
 * users and products with their existence (the orders list shows those, and nothing else of the two tables).
 */
export type VersionedTable = 'users' | 'orders' | 'order_lines' | 'products' | 'boxes' | 'admins' | 'admin_sessions' | NameVersion;
type NameVersion = (typeof NAME_VERSIONS)[number][0];

/** A reply serialised ahead of time: sent as its bytes, 304 when the client has its ETag. */
export class PreparedReply {
  constructor(
    readonly json: Uint8Array,
    readonly etag: string,
    /** the same bytes gzipped, where the server keeps them */
    readonly gzipped?: Uint8Array,
  ) {}
}

/** A whole list: its key, the tables it reads, and how it is read in slices (server/listSlices.ts). */
export interface WholeList {
  key: string;
  tables: readonly VersionedTable[];
  slices: (db: Kysely<Database>) => ListSlices;
}

export function wholeList(key: string, tables: readonly VersionedTable[], slices: (db: Kysely<Database>) => ListSlices): WholeList {
  return { key, tables, slices };
}

export interface ListReplies {
  /** The list's reply as of this call. */
  reply(list: WholeList): Promise<PreparedReply>;
  /** A value read from `tables` (a count, an admin's row), never older than the call. */
  kept<T>(key: string, tables: readonly VersionedTable[], compute: () => Promise<T>): Promise<T>;
}

/** The reply's JSON text, read slice after slice: `{"code":200,"msg":…,"<field>":[…]}`. */
export async function wholeListJson(list: ListSlices, sliceRows: number): Promise<string> {
  const parts: string[] = [];
  let after;
  for (;;) {
    const slice = await list.read({ after }, sliceRows);
    if (slice.count > 0) parts.push(slice.json);
    if (slice.count < sliceRows || !slice.last) break;
    after = slice.last;
  }
  return `{"code":200,"msg":${JSON.stringify(list.msg())},${JSON.stringify(list.field)}:[${parts.join(',')}]}`;
}
