/**
 * Route declaration: every API route is registered through `defineRoute`, which states who may call
 * it, the zod schemas of what it reads and replies, and, for a mutation, what goes into the
 * activity log:
 *
 *   defineRoute(app, {
 *     method: 'DELETE', url: '/deleteBrand/:id', access: { anyOf: ['delBrand'] },
 *     schema: { params: idParams, response: { 200: okReply({ name: z.string() }) } },
 *     activity: { module: 'Brand', action: 'delete', describe: (_req, result) => `Deleted brand ${String(result.name)}` },
 *     handler: async (req) => { const { id } = req.params; ...; return { msg: t('...'), name }; },
 *   });
 *
 * - `access` goes into the route config, where the guard (server/auth/guard.ts) reads it before
 *   validation: a caller without the permission gets 401/403, never a 400.
 * - `schema`: input is validated before the handler (server/routeSchema.ts), which gets the parsed
 *   `req.body / query / params`, typed. The 200 reply shape is required (the OpenAPI document at
 *   /api/docs shows it); the operation's access is shown as `x-access` and in its description.
 * - Non-GET routes must say `activity` (a spec, or `false` for reads sent as POST such as searches);
 *   after the handler succeeds, the row is written with the admin's id (best-effort); a handler that
 *   changes data in a transaction writes it inside that transaction instead, with `withActivity`
 *   (server/activityLog.ts), so the change and its row commit together or not at all.
 * - The handler returns `{msg, ...data}`; the reply is `{code: 200, msg, ...data}`. Throw ApiError for others.
 *   An expected negative answer of a question route (checkUserExists: the value is taken) returns
 *   `{code: 409, msg}` instead: HTTP 200 with that code in the body (the spec reads the body's code),
 *   so the browser does not report an expected answer as a failed request. No activity row for it.
 * - A PreparedReply (server/listReplyCache.ts) is sent as its ready bytes, never serialised again.
 * - `idempotent: true` (a create): a request sent with an Idempotency-Key header runs once per admin
 *   and key; the same request sent again gets the first reply, with no second activity row
 *   (server/idempotency.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { z } from 'zod';
import type { Access, CurrentAdmin } from './auth/guard';
import type { ReplyBody } from './http';
import { insertActivity, writeActivity } from './activityLog';
import { PreparedReply } from './listReplyCache';
import { idempotent, ReplayedReply } from './idempotency';
import { IDEMPOTENCY_HEADER } from '../src/domain/idempotency';

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

/** What a route reads and replies (zod). Multipart routes read their form themselves (server/multipart.ts). */
export interface RouteSchema {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: { 200: z.ZodType };
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

export type GuardedRequest<A extends Access, S extends RouteSchema = RouteSchema> = FastifyRequest<{
  Body: Parsed<S['body']>;
  Querystring: Parsed<S['querystring']>;
  Params: Parsed<S['params']>;
}> &
  (A extends 'public' ? unknown : { admin: CurrentAdmin });

type Handler<A extends Access, S extends RouteSchema> = (
  req: GuardedRequest<A, S>,
  reply: FastifyReply,
) => Promise<ReplyBody | PreparedReply>;

interface BaseSpec<A extends Access, S extends RouteSchema> {
  url: string;
  access: A;
  schema: S;
  handler: Handler<A, S>;
  /** Request body limit in bytes for this route (Fastify's default is 1 MiB). */
  bodyLimit?: number;
  rateLimit?: RouteRateLimit;
}

interface ReadSpec<A extends Access, S extends RouteSchema> extends BaseSpec<A, S> {
  method: 'GET';
  activity?: never;
}

interface WriteSpec<A extends Access, S extends RouteSchema> extends BaseSpec<A, S> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** What the activity log records for a successful call; false for a read sent as POST, or a public route. */
  activity: ActivitySpec<GuardedRequest<A, S>> | false;
  /** Replays the first reply to a request sent again with the same Idempotency-Key (server/idempotency.ts). */
  idempotent?: boolean;
}

export type RouteSpec<A extends Access, S extends RouteSchema> = ReadSpec<A, S> | WriteSpec<A, S>;

/** The access of an operation as the API documentation says it. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Access: public (no token).';
  if (access === 'authenticated') return 'Access: every signed-in admin.';
  if (access === 'super') return 'Access: super admins only (suUsers or superAdmin).';
  return `Access: one of ${[...new Set(access.anyOf)].join(', ')} (super admins pass every check).`;
}

/** A whole-list reply serialised ahead of time: 304 when the browser has it, gzip when it accepts it. */
function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
  if (req.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(prepared.gzipped);
  return reply.send(prepared.json);
}

/** What the OpenAPI document says of an idempotent route. */
const IDEMPOTENT_NOTE = `Idempotent: the same request sent again with the same ${IDEMPOTENCY_HEADER} header gets the first reply.`;

/** A reply an idempotent route keeps for its key: a body, never prepared bytes. */
async function storable(result: Promise<ReplyBody | PreparedReply>): Promise<ReplyBody> {
  const body = await result;
  if (body instanceof PreparedReply) throw new Error('an idempotent route replies with a body, not a prepared reply');
  return body;
}

export function defineRoute<const A extends Access, S extends RouteSchema>(app: FastifyInstance, spec: RouteSpec<A, S>): void {
  if (!app.hasDecorator('adminGuard')) throw new Error('defineRoute: register guardPlugin first (buildApp does it)');
  const { db } = app.adminGuard;
  const { access } = spec;
  if (access !== 'public' && typeof access === 'object' && access.anyOf.length === 0) {
    throw new Error(`Route ${spec.method} ${spec.url}: access.anyOf must name at least one permission`);
  }
  const activity = spec.method === 'GET' ? false : spec.activity;
  if (activity === undefined) throw new Error(`Route ${spec.method} ${spec.url}: a mutation must declare activity (or false)`);
  // what the OpenAPI document shows besides the zod schemas (server/docs.ts)
  const once = spec.method !== 'GET' && spec.idempotent === true;
  const schema: FastifySchema = {
    ...spec.schema,
    description: once ? `${describeAccess(access)} ${IDEMPOTENT_NOTE}` : describeAccess(access),
    'x-access': typeof access === 'string' ? access : { anyOf: [...new Set(access.anyOf)] },
    security: access === 'public' ? [] : [{ bearerAuth: [] }],
  };

  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    config: { access, ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}) },
    schema,
    handler: async (req, reply) => {
      const guarded = req as GuardedRequest<A, S>;
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
      const result = once ? await idempotent(db, req, () => storable(spec.handler(guarded, reply))) : await spec.handler(guarded, reply);
      if (result instanceof PreparedReply) return sendPrepared(req, reply, result);
      if (result instanceof ReplayedReply) {
        reply.code(200);
        return { ...result.body, code: result.body.code ?? 200 };
      }
      const code = result.code ?? 200;
      if (activity && admin && code === 200 && !written) {
        await writeActivity(db, req.log, {
          adminId: admin.id,
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
