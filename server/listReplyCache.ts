/**
 * Whole-list replies (getUserData, getOrders ...) are large at shop scale: 100,000 users are
 * about 23 MB of JSON. The spec has the admin fetch them whole and page them itself, so the
 * server keeps each such reply ready: serialised once, gzipped once, and rebuilt only when one
 * of its tables changed (table_versions, bumped by database triggers, migration 007). The reply
 * carries an ETag of those versions, so a browser revalidating it gets a 304 and no body.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { ReplyBody } from './http';

const gzipAsync = promisify(gzip);

/** A reply serialised ahead of time; defineRoute sends it as is (see server/auth/guard.ts). */
export class PreparedReply {
  constructor(
    readonly json: Buffer,
    readonly gzipped: Buffer,
    readonly etag: string,
  ) {}
}

type VersionedTable = 'users' | 'orders' | 'order_lines' | 'products' | 'boxes';

interface Entry {
  stamp: string;
  reply: Promise<PreparedReply>;
}

export class ListReplyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The reply for `key`, rebuilt with `build` only when a table it reads has changed since. */
  async get(key: string, tables: readonly VersionedTable[], build: () => Promise<ReplyBody>): Promise<PreparedReply> {
    const rows = await this.db.selectFrom('table_versions').select(['name', 'version']).where('name', 'in', tables).orderBy('name').execute();
    const stamp = rows.map((r) => `${r.name}:${r.version}`).join(',');
    const cached = this.entries.get(key);
    if (cached && cached.stamp === stamp) return cached.reply;
    const reply = build().then(async (body) => {
      const json = Buffer.from(JSON.stringify({ code: 200, ...body }));
      const gzipped = await gzipAsync(json, { level: 4 });
      const etag = `"${createHash('sha1').update(`${key}|${stamp}`).digest('base64url')}"`;
      return new PreparedReply(json, gzipped, etag);
    });
    this.entries.set(key, { stamp, reply });
    reply.catch(() => {
      if (this.entries.get(key)?.reply === reply) this.entries.delete(key);
    });
    return reply;
  }
}
