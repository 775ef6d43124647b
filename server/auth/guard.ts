/**
 * Who is calling, for every adapter (server/app.ts, the QA fake's in-tab adapter): each route
 * declares its access (server/route.ts) and, before anything reads the request (validation
 * included), the call's bearer token and the admin's row as of this call are checked against it:
 *
 * - 'public': no token needed. 'authenticated': every signed-in, unblocked admin.
 *   'super': suUsers or superAdmin. { anyOf }: one of those permissions (super passes every check).
 * - A role change, a block or a deletion applies to the next call. The row is kept until the admins
 *   table changes (its version, bumped by a trigger: read as the list replies' are, deps.lists).
 */
import { hasAny, isSuper } from '../../src/domain/permissions';
import { ApiError, t } from '../http';
import type { Access, CurrentAdmin } from '../route';
import type { RouteDeps } from '../routeDeps';
import { verifyAdminToken } from './jwt';

type GuardDeps = Pick<RouteDeps, 'db' | 'jwtSecret' | 'lists'>;

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

/** The signed-in admin a call's Authorization header names, when the access lets them in; throws 401/403. */
export async function admitted(deps: GuardDeps, authorization: string | undefined, access: Access): Promise<CurrentAdmin | null> {
  if (access === 'public') return null;
  const token = bearerToken(authorization);
  if (!token) throw new ApiError(401, t('server.auth.tokenMissing'));
  const check = await verifyAdminToken(deps.jwtSecret, token);
  if (!check.ok) throw new ApiError(401, t(check.reason === 'expired' ? 'server.auth.tokenExpired' : 'server.auth.tokenInvalid'));

  const row = await adminRow(deps, check.adminId);
  if (!row) throw new ApiError(401, t('server.auth.accountGone'));
  // sign-out and a password change bump tokenVersion: tokens signed before it no longer work
  if (row.tokenVersion !== check.tokenVersion) throw new ApiError(401, t('server.auth.tokenInvalid'));
  if (row.isBlock) throw new ApiError(401, t('server.auth.accountBlocked'));

  const { isBlock: _isBlock, tokenVersion: _tokenVersion, ...admin } = row;
  // a copy: the kept row is every call's
  const role = Array.isArray(admin.role) ? [...admin.role] : [];
  const allowed = access === 'authenticated' ? true : access === 'super' ? isSuper(role) : hasAny(role, access.anyOf);
  if (!allowed) throw new ApiError(403, t('server.auth.forbidden'));
  return { ...admin, role };
}
