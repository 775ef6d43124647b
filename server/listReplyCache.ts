/**
 * Whole-list replies (getUserData, getOrders ...) are large at shop scale: 100,000 users are
 * about 23 MB of JSON. The spec has the admin fetch them whole and page them itself, so the
 * server keeps each such reply ready: serialised once, gzipped once, and rebuilt only when one
 * of its tables changed (table_versions, bumped by database triggers). The reply
 * carries an ETag of those versions, so a browser revalidating it gets a 304 and no body.
 *
 * The same versions keep smaller values too (`kept`): counts, and the access guard's admin rows.
 *
 * Per request the only work is reading the table versions, and concurrent requests share one
 * read (one that started after they arrived, so a request never misses a change committed before
 * it, whichever instance committed it). A reply is read again on the first request after a change
 * to its tables, never ahead of it, and nothing is read while no request comes: the change notices
 * (server/changeFeed.ts) tell the admins' tabs, whose requests then read what changed. Requests
 * arriving during a rebuild wait for that same rebuild, never start their own. The notices cannot
 * replace the per-request read: one reaches an instance after the change committed, so a client
 * told "done" by one instance may ask another before it heard.
 *
 * The routes declare their whole lists (server/preparedReply.ts), read in slices (server/listSlices.ts),
 * and the server prepares them as it starts listening (`prepare`), so the first admin to open a large
 * list after a restart does not wait for it to be read and serialised (about 1 s for 100,000 users
 * on the embedded database, 3 s for 100,000 order lines). The lists are read one at a time, in the
 * order asked for. A list read again after a change to a table its stamps see reads only the
 * slices whose rows changed (server/slicedReply.ts): a few hundred ms instead.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback, type ZlibOptions } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { ListSlices } from './listSlices';
import { PreparedReply, type ListReplies, type VersionedTable, type WholeList } from './preparedReply';
import { patchSliced, readSliced, type SlicedReply } from './slicedReply';

const gzip = promisify<Buffer, ZlibOptions, Buffer>(gzipCallback);

/** zlib's level for the lists: about as small as the default (6), in a third of the time. */
const GZIP_LEVEL = 4;

/** Why a list waiting for its turn was not read: the cache closed meanwhile. */
const CLOSED = 'the whole-list replies are closed';

/** The server's log line once the declared whole lists are prepared (the bench waits for it). */
export const WHOLE_LISTS_PREPARED = 'whole lists prepared';

type Versions = ReadonlyMap<string, string>;

/** A whole list as the cache keeps it: its key, the tables it reads, and how it is read. */
interface Declared {
  key: string;
  tables: readonly VersionedTable[];
  list: ListSlices;
}

interface Entry extends Declared {
  stamp: string;
  /** the versions of its tables it was read at */
  versions: Versions;
  reply: Promise<PreparedReply>;
  sliced: Promise<SlicedReply>;
}

export interface ListReplyCacheOptions {
  /**
   * The embedded database's count of statements sent (server/db/connect.ts): while it stays the
   * same since a read of the versions was sent, nothing changed and that read still holds, so a
   * request reads nothing from the database. Without it (PostgreSQL) every request reads them.
   */
  statementsSent?: () => number;
}

function stampOf(versions: Versions, tables: readonly VersionedTable[]): string {
  return [...tables]
    .sort()
    .map((name) => `${name}:${versions.get(name) ?? '0'}`)
    .join(',');
}

export class ListReplyCache implements ListReplies {
  private readonly entries = new Map<string, Entry>();
  private readonly declared = new Map<string, Declared>();
  /** the lists being read, one after another (the last one's end) */
  private lane: Promise<unknown> = Promise.resolve();
  /** the replies being built, which closing waits for */
  private readonly building = new Set<Promise<PreparedReply>>();
  private readonly values = new Map<string, { stamp: string; value: Promise<unknown> }>();
  private reading?: Promise<Versions>;
  private queued?: Promise<Versions>;
  private readonly statementsSent?: () => number;
  /** the last versions read, and the statement count at which they still hold */
  private lastRead?: { holdsAt: number; versions: Versions };
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    { statementsSent }: ListReplyCacheOptions = {},
  ) {
    this.statementsSent = statementsSent;
  }

  /** The list's reply, read again only when a table it reads has changed since it was kept. */
  reply(list: WholeList): Promise<PreparedReply> {
    return this.replyOf(this.declare(list));
  }

  /** The list as the cache reads it, its slices made once over the cache's database. */
  private declare(list: WholeList): Declared {
    let whole = this.declared.get(list.key);
    if (!whole) {
      whole = { key: list.key, tables: list.tables, list: list.slices(this.db) };
      this.declared.set(list.key, whole);
    }
    return whole;
  }

  /**
   * Prepares these whole lists, one after another (the server calls it as it starts listening),
   * and gives the keys of those now ready. A list that cannot be read now is left to its first
   * request, and nothing is started once the cache is closed.
   */
  async prepare(lists: readonly WholeList[]): Promise<string[]> {
    const ready: string[] = [];
    for (const list of lists) {
      if (this.closed) break;
      try {
        await this.reply(list);
        ready.push(list.key);
      } catch {
        // its first request reads it again, and answers with the error if it is still there
      }
    }
    return ready;
  }

  /**
   * A value read from `tables` (a count, the signed-in admin's row), kept until one of them changes:
   * like a reply, checked against the table versions on every call, so it is never older than the
   * call. A value that could not be read is not kept.
   */
  async kept<T>(key: string, tables: readonly VersionedTable[], compute: () => Promise<T>): Promise<T> {
    const stamp = stampOf(await this.versions(), tables);
    const cached = this.values.get(key);
    if (cached && cached.stamp === stamp) return cached.value as Promise<T>;
    const value = compute();
    const entry = { stamp, value };
    this.values.set(key, entry);
    value.catch(() => {
      if (this.values.get(key) === entry) this.values.delete(key);
    });
    return value;
  }

  /**
   * Waits for the reply being read (the app closes before its database); the lists still waiting
   * for their turn are not read.
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.building);
  }

  private async replyOf(whole: Declared): Promise<PreparedReply> {
    const versions = await this.versions();
    const cached = this.entries.get(whole.key);
    if (cached && cached.stamp === stampOf(versions, whole.tables)) return cached.reply;
    return this.rebuild(whole, versions);
  }

  /**
   * Reads the list again at `versions`: only the slices that changed when every table changed since
   * the reply kept is one the list's stamps see (server/slicedReply.ts), else the whole list.
   */
  private rebuild(whole: Declared, versions: Versions): Promise<PreparedReply> {
    const { key, tables, list } = whole;
    const stamp = stampOf(versions, tables);
    const previous = this.entries.get(key);
    const patchable = previous && tables.every((name) => previous.versions.get(name) === versions.get(name) || list.stamped.includes(name));
    // one list read at a time, in the order asked: each list is read as fast as if it were alone;
    // one still waiting for its turn when the cache closes is not read (the database is closing)
    const sliced = this.lane.then(async () => {
      if (this.closed) throw new Error(CLOSED);
      const before = patchable ? await previous.sliced.catch(() => undefined) : undefined;
      return before ? patchSliced(list, before) : readSliced(list);
    });
    this.lane = sliced.catch(() => undefined);
    // gzipped once per read, on zlib's threads, and sent as it is (server/mountRoute.ts)
    const reply = sliced.then(async ({ json }) => {
      const etag = `"${createHash('sha1').update(`${key}|${stamp}`).digest('base64url')}"`;
      return new PreparedReply(json, etag, await gzip(json, { level: GZIP_LEVEL }));
    });
    this.building.add(reply);
    const built = () => this.building.delete(reply);
    reply.then(built, built);
    const entry: Entry = { ...whole, stamp, versions, reply, sliced };
    this.entries.set(key, entry);
    reply.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return reply;
  }

  /**
   * Every table's version. Callers arriving while a read is running wait for the next one (it
   * starts after they arrived); all of them share it. On the embedded database, the last read when
   * no statement was sent since it.
   */
  private versions(): Promise<Versions> {
    if (this.lastRead && this.statementsSent?.() === this.lastRead.holdsAt) return Promise.resolve(this.lastRead.versions);
    if (!this.reading) return this.startRead();
    if (!this.queued) {
      this.queued = this.reading
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          return this.startRead();
        });
    }
    return this.queued;
  }

  private startRead(): Promise<Versions> {
    const read = this.readVersions();
    this.reading = read;
    const done = () => {
      if (this.reading === read) this.reading = undefined;
    };
    read.then(done, done);
    return read;
  }

  private async readVersions(): Promise<Versions> {
    // this read holds while it is the last statement sent: when no other is sent before it, the
    // count after it is one more than now (one sent before it makes the count differ: read again)
    const sent = this.statementsSent?.();
    const rows = await this.db.selectFrom('table_versions').select(['name', 'version']).execute();
    const versions: Versions = new Map(rows.map((r) => [r.name, String(r.version)]));
    if (sent !== undefined) this.lastRead = { holdsAt: sent + 1, versions };
    return versions;
  }
}
