/**
 * The fake shop's guard, the server's (server/auth/guard.ts) in memory: the bearer token names an
 * admin and their token version; the admin is read fresh on every call; blocked or changed admins
 * get the server's 401s; the route's access (from the server's own route table) decides 403.
 * Tokens are opaque to the admin, so a fake one need not be a JWT; it survives a page reload because
 * the seeded admins' ids are the same every time.
 */
import { hasAny, isSuper } from '../../domain/permissions';
import { ApiError, t } from '../../../server/http';
import type { Access } from '../../../server/route';
import type { FakeDb, FakeRow } from './db';

export type FakeAdmin = FakeRow<'admins'>;

const PREFIX = 'fake';

/** A token for the admin at their current token version. */
export function tokenFor(admin: FakeAdmin): string {
  const nonce = Math.random().toString(36).slice(2, 10);
  return `${PREFIX}.${admin.id}.${admin.tokenVersion}.${nonce}`;
}

function bearer(header: string | null): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The signed-in admin of an Authorization header, or the server's 401. */
export function authenticate(db: FakeDb, header: string | null): FakeAdmin {
  const token = bearer(header);
  if (!token) throw new ApiError(401, t('server.auth.tokenMissing'));
  const [prefix, id, version] = token.split('.');
  if (prefix !== PREFIX || !id || version === undefined) throw new ApiError(401, t('server.auth.tokenInvalid'));
  const admin = db.rows('admins').find((row) => row.id === id);
  if (!admin) throw new ApiError(401, t('server.auth.accountGone'));
  // the fake ends sessions by bumping the version: the server's text for an ended session (issue 62)
  if (String(admin.tokenVersion) !== version) throw new ApiError(401, t('server.auth.sessionEnded'));
  if (admin.isBlock) throw new ApiError(401, t('server.auth.accountBlocked'));
  return admin;
}

/** The admin of a protected route, when the route's access lets them in; throws 401/403 as the server does. */
export function guard(db: FakeDb, access: Access, header: string | null): FakeAdmin | null {
  if (access === 'public') return null;
  const admin = authenticate(db, header);
  const roles = Array.isArray(admin.role) ? admin.role : [];
  const allowed = access === 'authenticated' ? true : access === 'super' ? isSuper(roles) : hasAny(roles, access.anyOf);
  if (!allowed) throw new ApiError(403, t('server.auth.forbidden'));
  return admin;
}
