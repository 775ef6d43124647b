/**
 * The access guard, a Fastify plugin registered once by buildApp. Every API route states who may
 * call it in its route config (`config.access`, set by defineRoute: server/defineRoute.ts); ONE
 * onRequest hook reads it and, before anything reads the request (validation included):
 *
 * - 'public': no token needed. 'authenticated': every signed-in, unblocked admin.
 *   'super': suUsers or superAdmin. { anyOf }: one of those permissions (super passes every check).
 * - The token is checked on every request, and the admin's row is the one as of that request, so a
 *   role change, a block or a deletion applies to the next call. The row is kept until the admins
 *   table changes (its version, bumped by a trigger on every change: migration 017, read as the list
 *   replies' are, server/listReplyCache.ts): a request reads the table's version, shared with the
 *   requests arriving at the same time, instead of the row. The handler's `req.admin` is typed
 *   non-null for guarded routes.
 * - buildApp refuses to start when a route under /api/ was added without a declared access
 *   (assertDeclared), except the generated API documentation under DOCS_PREFIX.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ListReplyCache } from '../listReplyCache';
import { hasAny, isSuper } from '../../src/domain/permissions';
import { ApiError, t } from '../http';
import { verifyAdminToken } from './jwt';

export type Access = 'public' | 'authenticated' | 'super' | { readonly anyOf: readonly string[] };

/** The signed-in admin, as loaded for this request. */
export interface CurrentAdmin {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  profile: string | null;
  role: string[];
}

/** Where the generated OpenAPI document and its UI live (server/docs.ts): public, and no route of ours. */
export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** What defineRoute needs; decorated once by the guard plugin, inherited by child plugins. */
    adminGuard: GuardContext;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    admin: CurrentAdmin | null;
  }
}

/** What the guard needs from the app. */
export interface GuardContext {
  db: Kysely<Database>;
  jwtSecret: string;
  /** the app's one reader of the table versions, which keeps the admins' rows (server/app.ts) */
  cache: ListReplyCache;
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The admin's row as the guard reads it: kept until the admins table changes. */
function adminRow(ctx: GuardContext, id: string) {
  return ctx.cache.kept(`guard:admin:${id}`, ['admins'], () =>
    ctx.db
      .selectFrom('admins')
      .select(['id', 'firstname', 'lastname', 'email', 'profile', 'role', 'isBlock', 'tokenVersion'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );
}

/** Checks the token, the admin's row as of this request and the access rule. */
async function authenticate(ctx: GuardContext, req: FastifyRequest, access: Exclude<Access, 'public'>): Promise<CurrentAdmin> {
  const token = bearerToken(req);
  if (!token) throw new ApiError(401, t('server.auth.tokenMissing'));
  const check = await verifyAdminToken(ctx.jwtSecret, token);
  if (!check.ok) throw new ApiError(401, t(check.reason === 'expired' ? 'server.auth.tokenExpired' : 'server.auth.tokenInvalid'));

  const row = await adminRow(ctx, check.adminId);
  if (!row) throw new ApiError(401, t('server.auth.accountGone'));
  // a password change bumps tokenVersion (users area): tokens signed before it no longer work
  if (row.tokenVersion !== check.tokenVersion) throw new ApiError(401, t('server.auth.tokenInvalid'));
  if (row.isBlock) throw new ApiError(401, t('server.auth.accountBlocked'));

  const { isBlock: _isBlock, tokenVersion: _tokenVersion, ...admin } = row;
  // a copy: the kept row is every request's
  const role = Array.isArray(admin.role) ? [...admin.role] : [];
  const allowed = access === 'authenticated' ? true : access === 'super' ? isSuper(role) : hasAny(role, access.anyOf);
  if (!allowed) throw new ApiError(403, t('server.auth.forbidden'));
  return { ...admin, role };
}

function isDocsRoute(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** onRoute hook: a route under /api/ without a declared access is a programming error. */
export function assertDeclared(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || isDocsRoute(route.url)) return;
  if (route.config?.access === undefined) {
    throw new Error(`Route ${String(route.method)} ${route.url} has no declared access: register it with defineRoute()`);
  }
}

/** The guard: one onRequest hook for every route, and the start-up check of declared access. */
export const guardPlugin = fp<GuardContext>(
  async (app, ctx) => {
    app.decorate('adminGuard', ctx);
    app.decorateRequest('admin', null);
    app.decorateRequest('activityWriter', null);
    app.addHook('onRoute', assertDeclared);
    app.addHook('onRequest', async (req) => {
      const access = req.routeOptions.config.access;
      if (access !== undefined && access !== 'public') req.admin = await authenticate(ctx, req, access);
    });
  },
  { name: 'admin-guard' },
);
