/**
 * The team's activity log (operations §2 /activityLog): one row per successful admin mutation.
 * defineRoute writes it for every route that declares `activity`; login writes its own row.
 *
 * A route whose change is a transaction (money, order and withdrawal statuses, return decisions,
 * box contents) writes its row inside that transaction with `withActivity`: when the insert fails,
 * the change is rolled back and the reply is an error, so no such change stands without its trace.
 * Other routes get the row right after the handler, best-effort (`writeActivity`).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema';
import type { ReplyBody } from './http';

export interface ActivityEntry {
  adminId: string;
  module: string;
  action: string;
  description: string;
}

/** Writes the route's row through `executor` (a transaction); set by defineRoute on routes that declare activity. */
export type ActivityWriter = (executor: Kysely<Database>, result: ReplyBody) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's activity row, to write inside a transaction (withActivity); null on routes without one. */
    activityWriter: ActivityWriter | null;
  }
}

/** Inserts the row; throws when it cannot. */
export async function insertActivity(executor: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await executor
    .insertInto('activity_logs')
    .values({ adminId: entry.adminId, module: entry.module, action: entry.action, description: entry.description.slice(0, 1000) })
    .execute();
}

/**
 * Inserts the row after a change that has already been committed (a single statement): a failure
 * here is logged and does not turn the reply into an error.
 */
export async function writeActivity(db: Kysely<Database>, log: FastifyBaseLogger, entry: ActivityEntry): Promise<void> {
  try {
    await insertActivity(db, entry);
  } catch (err) {
    log.error({ err, entry }, 'could not write the activity log');
  }
}

/**
 * Runs `work` in one transaction whose last statement writes the route's activity row, described
 * from `work`'s result: both commit, or neither. defineRoute then writes no second row.
 */
export async function withActivity<T extends ReplyBody>(
  req: FastifyRequest,
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const writer = req.activityWriter;
  if (!writer) throw new Error(`withActivity: route ${req.method} ${req.routeOptions.url ?? ''} declares no activity`);
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await writer(trx, result);
    return result;
  });
}
