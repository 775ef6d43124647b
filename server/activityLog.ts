/**
 * The team's activity log (operations §2 /activityLog): one row per successful admin mutation.
 * defineRoute writes it for every route that declares `activity`; login writes its own row.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

export interface ActivityEntry {
  adminId: string;
  module: string;
  action: string;
  description: string;
}

/**
 * Inserts the row. The mutation it records has already succeeded, so a failure here is logged
 * and does not turn the reply into an error.
 */
export async function writeActivity(db: Kysely<Database>, log: FastifyBaseLogger, entry: ActivityEntry): Promise<void> {
  try {
    await db
      .insertInto('activity_logs')
      .values({ adminId: entry.adminId, module: entry.module, action: entry.action, description: entry.description.slice(0, 1000) })
      .execute();
  } catch (err) {
    log.error({ err, entry }, 'could not write the activity log');
  }
}
