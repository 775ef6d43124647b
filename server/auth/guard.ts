/**
 * Route declaration with its access rule. Every API route is registered through `defineRoute`,
 * which states who may call it and, for a mutation, what goes into the activity log:
 *
 *   defineRoute(app, {
 *     method: 'DELETE', url: '/api/admin/deleteBrand/:id', access: { anyOf: ['delBrand'] },
 *     activity: { module: 'Brand', action: 'delete', describe: (_req, result) => `Deleted brand ${String(result.name)}` },
 *     handler: async (req) => { const { id } = parseParams(idParams, req); ...; return { msg: t('...'), name }; },
 *   });
 *
 * - access 'public': no token needed. 'authenticated': every signed-in, unblocked admin.
 *   'super': suUsers or superAdmin. { anyOf }: one of those permissions (super passes every check).
 * - The token is checked and the admin row is loaded on every request, so a role change, a block or a
 *   deletion applies to the next call. The handler's `req.admin` is typed non-null for guarded routes.
 * - Non-GET routes must say `activity` (a spec, or `false` for reads sent as POST such as searches);
 *   after the handler succeeds, the row is written with the admin's id (best-effort); a handler that
 *   changes data in a transaction writes it inside that transaction instead, with `withActivity`
 *   (server/activityLog.ts), so the change and its row commit together or not at all.
 * - The handler returns `{msg, ...data}`; the reply is `{code: 200, msg, ...data}`. Throw ApiError for others.
 *   An expected negative answer of a question route (checkUserExists: the value is taken) returns
 *   `{code: 409, msg}` instead: HTTP 200 with that code in the body (the spec reads the body's code),
 *   so the browser does not report an expected answer as a failed request. No activity row for it.
 * - buildApp refuses to start when a route under /api/ was added without defineRoute (see assertDeclared).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasAny, isSuper } from '../../src/domain/permissions';
import { ApiError, t, type ReplyBody } from '../http';
import { verifyAdminToken } from './jwt';
import { insertActivity, writeActivity } from '../activityLog';
import { PreparedReply } from '../listReplyCache';

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

export interface ActivitySpec<Req extends FastifyRequest = FastifyRequest> {
  module: string;
  action: string;
  /** The log's description; gets the handler's reply body too (e.g. a created record's id or name). */
  describe: (req: Req, result: ReplyBody) => string;
}

/** Per-IP limit of a route (through @fastify/rate-limit), e.g. { max: 100, timeWindow: 15 * 60_000 }. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** What defineRoute's guard needs; decorated once by installGuard, inherited by child plugins. */
    adminGuard: GuardContext;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    admin: CurrentAdmin | null;
  }
}

export type GuardedRequest<A extends Access> = A extends 'public' ? FastifyRequest : FastifyRequest & { admin: CurrentAdmin };

type Handler<A extends Access> = (req: GuardedRequest<A>, reply: FastifyReply) => Promise<ReplyBody | PreparedReply>;

interface BaseSpec<A extends Access> {
  url: string;
  access: A;
  handler: Handler<A>;
  /** Request body limit in bytes for this route (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  rateLimit?: RouteRateLimit;
}

interface ReadSpec<A extends Access> extends BaseSpec<A> {
  method: 'GET';
  activity?: never;
}

interface WriteSpec<A extends Access> extends BaseSpec<A> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** What the activity log records for a successful call; false for a read sent as POST, or a public route. */
  activity: ActivitySpec<GuardedRequest<A>> | false;
}

export type RouteSpec<A extends Access> = ReadSpec<A> | WriteSpec<A>;

/** What the guard needs from the app: set once by buildApp with installGuard. */
export interface GuardContext {
  db: Kysely<Database>;
  jwtSecret: string;
}

function contextOf(app: FastifyInstance): GuardContext {
  if (!app.hasDecorator('adminGuard')) throw new Error('defineRoute: installGuard(app, ...) must run first (buildApp does it)');
  return app.adminGuard;
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Checks the token, loads the admin fresh from the database and applies the access rule. */
async function authenticate(ctx: GuardContext, req: FastifyRequest, access: Exclude<Access, 'public'>): Promise<CurrentAdmin> {
  const token = bearerToken(req);
  if (!token) throw new ApiError(401, t('server.auth.tokenMissing'));
  const check = await verifyAdminToken(ctx.jwtSecret, token);
  if (!check.ok) throw new ApiError(401, t(check.reason === 'expired' ? 'server.auth.tokenExpired' : 'server.auth.tokenInvalid'));

  const row = await ctx.db
    .selectFrom('admins')
    .select(['id', 'firstname', 'lastname', 'email', 'profile', 'role', 'isBlock', 'tokenVersion'])
    .where('id', '=', check.adminId)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, t('server.auth.accountGone'));
  // a password change bumps tokenVersion (users area): tokens signed before it no longer work
  if (row.tokenVersion !== check.tokenVersion) throw new ApiError(401, t('server.auth.tokenInvalid'));
  if (row.isBlock) throw new ApiError(401, t('server.auth.accountBlocked'));

  const { isBlock: _isBlock, tokenVersion: _tokenVersion, ...admin } = row;
  const role = Array.isArray(admin.role) ? admin.role : [];
  const allowed = access === 'authenticated' ? true : access === 'super' ? isSuper(role) : hasAny(role, access.anyOf);
  if (!allowed) throw new ApiError(403, t('server.auth.forbidden'));
  return { ...admin, role };
}

/** Registers what defineRoute needs and the startup check that every /api/ route was declared. */
export function installGuard(app: FastifyInstance, ctx: GuardContext): void {
  app.decorate('adminGuard', ctx);
  app.decorateRequest('admin', null);
  app.decorateRequest('activityWriter', null);
  app.addHook('onRoute', assertDeclared);
}

/** onRoute hook: a route under /api/ without a declared access is a programming error. */
export function assertDeclared(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  if (route.config?.access === undefined) {
    throw new Error(`Route ${String(route.method)} ${route.url} has no declared access: register it with defineRoute()`);
  }
}

/** A whole-list reply serialised ahead of time: 304 when the browser has it, gzip when it accepts it. */
function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
  if (req.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(prepared.gzipped);
  return reply.send(prepared.json);
}

export function defineRoute<const A extends Access>(app: FastifyInstance, spec: RouteSpec<A>): void {
  const ctx = contextOf(app);
  const { access } = spec;
  if (access !== 'public' && typeof access === 'object' && access.anyOf.length === 0) {
    throw new Error(`Route ${spec.method} ${spec.url}: access.anyOf must name at least one permission`);
  }
  const activity = spec.method === 'GET' ? false : spec.activity;
  if (activity === undefined) throw new Error(`Route ${spec.method} ${spec.url}: a mutation must declare activity (or false)`);

  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    config: { access, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    onRequest: async (req) => {
      if (access !== 'public') req.admin = await authenticate(ctx, req, access);
    },
    handler: async (req, reply) => {
      const guarded = req as GuardedRequest<A>;
      let written = false;
      const admin = req.admin;
      if (activity && admin) {
        // for withActivity (server/activityLog.ts): the row inside the handler's own transaction
        req.activityWriter = async (executor, result) => {
          const entry = { adminId: admin.id, module: activity.module, action: activity.action };
          await insertActivity(executor, { ...entry, description: activity.describe(guarded, result) });
          written = true;
        };
      }
      const result = await spec.handler(guarded, reply);
      if (result instanceof PreparedReply) return sendPrepared(req, reply, result);
      const code = result.code ?? 200;
      if (activity && req.admin && code === 200 && !written) {
        await writeActivity(ctx.db, req.log, {
          adminId: req.admin.id,
          module: activity.module,
          action: activity.action,
          description: activity.describe(guarded, result),
        });
      }
      reply.code(200);
      return { ...result, code };
    },
  });
}
