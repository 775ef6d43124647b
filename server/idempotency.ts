/**
 * Idempotent creates (docs/api.md "Idempotency-Key"). A route declared `idempotent` (server/route.ts)
 * runs a request carrying the header once per admin and key: the same request sent again within
 * KEY_LIFETIME_MS gets the first reply back (a ReplayedReply: no second record, no second activity
 * row), whichever server instance answers, as the keys live in the database (idempotency_keys).
 *
 * - The first request claims the key with an insert that only one request can win (the primary key),
 *   runs, then stores its reply. One that comes while the first still runs waits for that reply, up
 *   to WAIT_MS (then 409: try again).
 * - A request that fails keeps nothing: sent again with the same key, it runs again.
 * - A key sent with another request (method, route or body) is refused (422), and so is a key that
 *   is not IDEMPOTENCY_KEY_PATTERN (400). A request without the header runs as usual.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';
import { ApiError, t, type ReplyBody } from './http';
import type { Call, Route } from './route';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../src/domain/idempotency';

/** How long a reply is replayed for its key. */
export const KEY_LIFETIME_MS = 10 * 60_000;

/** How long a request waits for the reply of the same request still running. */
const WAIT_MS = 15_000;

/** A reply given before to the same request: sent again as it was. */
export class ReplayedReply {
  constructor(readonly body: ReplyBody) {}
}

/** The request's key; undefined without the header. */
function keyOf(call: Call): string | undefined {
  const value = call.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new ApiError(400, `${IDEMPOTENCY_HEADER}: ${t('server.idempotency.invalidKey')}`);
  }
  return value;
}

/** What a key is bound to: the method, the route and the validated body. */
async function requestDigest(route: Route, call: Call): Promise<string> {
  const text = `${route.method} ${route.url}\n${JSON.stringify(call.body ?? null)}`;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run` once for the request's key (see above); without a key or a signed-in admin, just runs it. */
export async function idempotent(route: Route, call: Call, run: () => Promise<ReplyBody>): Promise<ReplyBody | ReplayedReply> {
  const { db } = call;
  const key = keyOf(call);
  const adminId = call.admin?.id;
  if (key === undefined || !adminId) return run();
  const request = await requestDigest(route, call);
  const mine = db.selectFrom('idempotency_keys').where('adminId', '=', adminId).where('key', '=', key);
  await db
    .deleteFrom('idempotency_keys')
    .where('createdAt', '<', sql<Date>`now() - ${KEY_LIFETIME_MS} * interval '1 millisecond'`)
    .execute();
  const deadline = Date.now() + WAIT_MS;
  for (let wait = 20; ; wait = Math.min(wait * 2, 320)) {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ adminId, key, request })
      .onConflict((oc) => oc.columns(['adminId', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (claimed) return runClaimed(call, { adminId, key }, run);
    const kept = await mine.select(['request', 'reply']).executeTakeFirst();
    // gone: the request that held it failed, and this one may run
    if (!kept) continue;
    if (kept.request !== request) throw new ApiError(422, `${IDEMPOTENCY_HEADER}: ${t('server.idempotency.otherRequest')}`);
    if (kept.reply) return new ReplayedReply(kept.reply as ReplyBody);
    if (Date.now() + wait > deadline) throw new ApiError(409, t('server.idempotency.inProgress'));
    await pause(wait);
  }
}

async function runClaimed(call: Call, claim: { adminId: string; key: string }, run: () => Promise<ReplyBody>): Promise<ReplyBody> {
  const db: Kysely<Database> = call.db;
  let body: ReplyBody;
  try {
    body = await run();
  } catch (error) {
    await db
      .deleteFrom('idempotency_keys')
      .where('adminId', '=', claim.adminId)
      .where('key', '=', claim.key)
      .execute()
      .catch((err: unknown) => call.deps.log.error({ err }, 'could not free an idempotency key'));
    throw error;
  }
  try {
    await db
      .updateTable('idempotency_keys')
      .set({ reply: JSON.stringify(body) })
      .where('adminId', '=', claim.adminId)
      .where('key', '=', claim.key)
      .execute();
  } catch (err) {
    // the record is made: its reply goes out; the same request sent again waits, then gets a 409
    call.deps.log.error({ err }, 'could not keep the reply of an idempotency key');
  }
  return body;
}
