/**
 * Who is calling, for every adapter (server/app.ts, the QA fake's in-tab adapter): each route
 * declares its access (server/route.ts) and, before anything reads the request (validation
 * included), the call's bearer token, its session and the admin's row as of this call are checked:
 *
 * - 'public': no token needed. 'authenticated': every signed-in, unblocked admin.
 *   'super': suUsers or superAdmin. { anyOf }: one of those permissions (super passes every check).
 * - The token names a session (issue 62): signed out, ended, past SESSION_MAX_AGE or idle past
 *   SESSION_IDLE_TIMEOUT, it is refused. Last-seen is written at most once a minute.
 * - A session limited to enrolling a second factor passes only the routes that say so (`enrolment`).
 * - A role change, a block or a deletion applies to the next call. The admin's row and the active
 *   sessions are kept until their tables change (their versions, read as the list replies' are, deps.lists).
 */
import { hasAny, isSuper } from '../../src/domain/permissions';
import { SESSION_TOUCH_EVERY_MS, sessionState, shouldTouch } from '../../src/domain/adminSession';
import { ApiError, t } from '../http';
import type { Access, CurrentAdmin } from '../route';
import type { RouteDeps } from '../routeDeps';
import { verifyAdminToken } from './jwt';
import { activeSessions, endSessions, sessionRow } from './sessions';

type GuardDeps = Pick<RouteDeps, 'db' | 'jwtSecret' | 'lists' | 'now' | 'sessions'>;

function bearerToken(header: string | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The admin's row as the guard reads it: kept until the admins table changes. */
function adminRow(deps: GuardDeps, id: string) {
  return deps.lists.kept(`guard:admin:${id}`, ['admins'], () =>
    deps.db
      .selectFrom('admins')
      .select(['id', 'firstname', 'lastname', 'email', 'profile', 'role', 'isBlock', 'tokenVersion'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );
}

export interface GuardOptions {
  /** the route takes a session limited to enrolling a second factor */
  enrolment?: boolean;
  /** false: a check on the admin's behalf, not their call (the push channel), keeps the session idle */
  touch?: boolean;
}

/** The signed-in admin a call's Authorization header names, when the access lets them in; throws 401/403. */
export async function admitted(
  deps: GuardDeps,
  authorization: string | undefined,
  access: Access,
  options: GuardOptions = {},
): Promise<CurrentAdmin | null> {
  if (access === 'public') return null;
  const token = bearerToken(authorization);
  if (!token) throw new ApiError(401, t('server.auth.tokenMissing'));
  const check = await verifyAdminToken(deps.jwtSecret, token);
  if (!check.ok) throw new ApiError(401, t(check.reason === 'expired' ? 'server.auth.tokenExpired' : 'server.auth.tokenInvalid'));
  const { sessionId } = check;
  // every token names its session since issue 62: an older one signs in again
  if (sessionId === null) throw new ApiError(401, t('server.auth.tokenInvalid'));

  const [row, sessions] = await Promise.all([adminRow(deps, check.adminId), activeSessions(deps)]);
  if (!row) throw new ApiError(401, t('server.auth.accountGone'));
  // a block bumps tokenVersion: tokens signed before it no longer work
  if (row.tokenVersion !== check.tokenVersion) throw new ApiError(401, t('server.auth.tokenInvalid'));
  if (row.isBlock) throw new ApiError(401, t('server.auth.accountBlocked'));

  // not among the active ones: its own row says why (a refusal only, so the read is rare)
  const session = sessions.get(sessionId) ?? (await sessionRow(deps, sessionId));
  if (!session || session.adminId !== row.id) throw new ApiError(401, t('server.auth.sessionEnded'));
  const now = deps.now();
  const state = sessionState(session, now, deps.sessions);
  if (state === 'expired') throw new ApiError(401, t('server.auth.tokenExpired'));
  if (state === 'idle') {
    await endSessions(deps.db, now, { adminId: row.id, only: sessionId }, 'idle');
    throw new ApiError(401, t('server.auth.sessionIdle'));
  }
  if (state === 'ended') throw new ApiError(401, t('server.auth.sessionEnded'));
  if (options.touch !== false && shouldTouch(session.lastSeenAt, now)) {
    await deps.db
      .updateTable('admin_sessions')
      .set({ lastSeenAt: new Date(now) })
      .where('id', '=', sessionId)
      .where('endedAt', 'is', null)
      .where('lastSeenAt', '<=', new Date(now - SESSION_TOUCH_EVERY_MS))
      .execute();
  }
  if (session.scope === 'enrol' && !options.enrolment)
    throw new ApiError(403, t('server.auth.mfaEnrolRequired'), { mfaEnrolRequired: true });

  const { isBlock: _isBlock, tokenVersion: _tokenVersion, ...admin } = row;
  // a copy: the kept row is every call's
  const role = Array.isArray(admin.role) ? [...admin.role] : [];
  const allowed = access === 'authenticated' ? true : access === 'super' ? isSuper(role) : hasAny(role, access.anyOf);
  if (!allowed) throw new ApiError(403, t('server.auth.forbidden'));
  return { ...admin, role, session: { id: session.id, scope: session.scope, stepUpAt: session.stepUpAt } };
}
