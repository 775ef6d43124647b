/**
 * Admin sessions (issue 62): a row per sign-in, named by its token (`sid`). The guard reads the active
 * ones from one value kept until the admin_sessions table changes (its version in table_versions), so a
 * call reads no session row of its own; ending a session is an update, seen by the next call.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RouteDeps } from '../routeDeps';

export type SessionScope = 'full' | 'enrol';

export interface SessionRow {
  id: string;
  adminId: string;
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  scope: SessionScope;
  stepUpAt: Date | null;
}

/** Why a session ended, as its row keeps it. */
export type EndReason = 'signOut' | 'ended' | 'endedOthers' | 'password' | 'mfaReset' | 'blocked' | 'idle';

type SessionDeps = Pick<RouteDeps, 'db' | 'lists' | 'now' | 'sessions'>;

/** The sessions not ended nor past their lifetime when read, by id: one value for every call. */
export function activeSessions(deps: SessionDeps): Promise<ReadonlyMap<string, SessionRow>> {
  return deps.lists.kept('guard:sessions', ['admin_sessions'], async () => {
    const rows = await deps.db
      .selectFrom('admin_sessions')
      .select(['id', 'adminId', 'createdAt', 'lastSeenAt', 'endedAt', 'scope', 'stepUpAt'])
      .where('endedAt', 'is', null)
      .where('createdAt', '>', new Date(deps.now() - deps.sessions.maxAgeMs))
      .execute();
    return new Map(rows.map((row) => [row.id, { ...row, scope: row.scope === 'enrol' ? 'enrol' : 'full' } satisfies SessionRow]));
  });
}

/** One session's row, whatever its state. */
export async function sessionRow(deps: Pick<RouteDeps, 'db'>, id: string): Promise<SessionRow | undefined> {
  const row = await deps.db
    .selectFrom('admin_sessions')
    .select(['id', 'adminId', 'createdAt', 'lastSeenAt', 'endedAt', 'scope', 'stepUpAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, scope: row.scope === 'enrol' ? 'enrol' : 'full' };
}

export interface NewSession {
  adminId: string;
  userAgent: string | undefined;
  ip: string;
  scope: SessionScope;
}

/** Starts a session; gives its id. */
export async function createSession(db: Kysely<Database>, now: number, session: NewSession): Promise<string> {
  const at = new Date(now);
  const row = await db
    .insertInto('admin_sessions')
    .values({
      adminId: session.adminId,
      createdAt: at,
      lastSeenAt: at,
      userAgent: (session.userAgent ?? '').slice(0, 500),
      ip: session.ip.slice(0, 100),
      scope: session.scope,
      // the sign-in just gave the password (and the second factor, if any): a proof for step-up too
      stepUpAt: session.scope === 'full' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EndWhich {
  adminId: string;
  /** only this session */
  only?: string;
  /** every session but this one */
  except?: string;
}

/** Ends the admin's active sessions (one, all, or all but one); gives how many ended. */
export async function endSessions(db: Kysely<Database>, now: number, which: EndWhich, reason: EndReason): Promise<number> {
  let query = db
    .updateTable('admin_sessions')
    .set({ endedAt: new Date(now), endReason: reason })
    .where('adminId', '=', which.adminId)
    .where('endedAt', 'is', null);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  if (which.except !== undefined) query = query.where('id', '<>', which.except);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
