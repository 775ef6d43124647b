/**
 * The team's activity log (operations §2 /activityLog): one row per successful admin mutation.
 * Every route that declares `activity` gets its row (server/runRoute.ts); login writes its own.
 *
 * A route whose change is a transaction (money, order and withdrawal statuses, return decisions,
 * box contents) writes its row inside that transaction with `call.withActivity`: when the insert
 * fails, the change is rolled back and the reply is an error. Other routes get the row right after
 * the handler, best-effort (`writeActivity`).
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Logger } from './routeDeps';

export interface ActivityEntry {
  adminId: string;
  module: string;
  action: string;
  description: string;
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
export async function writeActivity(db: Kysely<Database>, log: Logger, entry: ActivityEntry): Promise<void> {
  try {
    await insertActivity(db, entry);
  } catch (err) {
    log.error({ err, entry }, 'could not write the activity log');
  }
}
