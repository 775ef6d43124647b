/**
 * The Fastify adapter's half of a route (server/route.ts): each declared route is mounted under
 * /api/admin with its access checked first (server/auth/guard.ts, before validation: a caller
 * without the permission gets 401/403, never a 400), its zod schemas as Fastify's validation and
 * OpenAPI document (x-access and a description of the access), a multipart reader, the shared run
 * (server/runRoute.ts), its reply compressed by @fastify/compress, and a prepared whole-list reply
 * sent as its bytes (its gzip kept with it, never compressed again per request).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import type {} from '@fastify/compress';
import type {} from '@fastify/rate-limit';
import type { z } from 'zod';
import { admitted } from './auth/guard';
import { ApiError, parseWith } from './http';
import { multipartError, multipartParts } from './multipart';
import { PreparedReply } from './preparedReply';
import { checkReply } from './replySchema';
import { DEFAULT_BODY_LIMIT, describeRoute, type Access, type CurrentAdmin, type FormPart, type Route } from './route';
import type { RouteDeps } from './routeDeps';
import { runRoute } from './runRoute';
import { IDEMPOTENCY_HEADER } from '../src/domain/idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by the guard on every non-public route; null on public ones. */
    admin: CurrentAdmin | null;
  }
}

/** Input is validated with the messages of parseWith (server/http.ts); a missing body counts as `{}`. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    try {
      return { value: parseWith(schema, httpPart === 'body' ? (data ?? {}) : data) };
    } catch (err) {
      return { error: err instanceof ApiError ? err : new ApiError(400, String(err)) };
    }
  };

/** A reply is checked against its declared shape and sent as the handler made it. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    checkReply(schema, data, method, url);
    return JSON.stringify(data);
  };

/** What the OpenAPI document says of an idempotent route. */
const IDEMPOTENT_NOTE = `Idempotent: the same request sent again with the same ${IDEMPOTENCY_HEADER} header gets the first reply.`;

/** Keeps the Vary values already set (e.g. CORS's Origin) and adds these. */
function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim());
  const all = [...new Set([...values, ...names].filter(Boolean))];
  reply.header('vary', all.join(', '));
}

/** A whole-list reply serialised ahead of time: 304 when the browser has it, gzip when it accepts it. */
function sendPrepared(req: FastifyRequest, reply: FastifyReply, prepared: PreparedReply): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', 'private, no-cache');
  addVary(reply, 'accept-encoding', 'authorization');
  if (req.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  if (prepared.gzipped && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
    return reply.header('content-encoding', 'gzip').send(Buffer.from(prepared.gzipped));
  return reply.send(Buffer.from(prepared.json));
}

/** A file's bytes, a body cut inside them refused as the other parts are (server/multipart.ts). */
async function* fileChunks(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (err) {
    throw multipartError(err);
  }
}

async function* formParts(req: FastifyRequest, limits: { fileSize: number; files: number }): AsyncGenerator<FormPart> {
  for await (const part of multipartParts(req, limits)) {
    if (part.type === 'field')
      yield { type: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : String(part.value) };
    else {
      const stream = part.file;
      yield {
        type: 'file',
        name: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        chunks: fileChunks(stream),
        truncated: () => stream.truncated,
      };
    }
  }
}

function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
}

/** Mounts the routes (their urls under `prefix`) on the app. */
export function mountRoutes(app: FastifyInstance, prefix: string, routes: readonly Route[], deps: RouteDeps): void {
  for (const r of routes) {
    const schema: FastifySchema & Record<string, unknown> = {
      ...r.schema,
      description: r.idempotent ? `${describeRoute(r)} ${IDEMPOTENT_NOTE}` : describeRoute(r),
      'x-access': typeof r.access === 'string' ? r.access : { anyOf: [...new Set(r.access.anyOf)] },
      ...(r.stepUp ? { 'x-step-up': r.stepUp.when } : {}),
      security: r.access === 'public' ? [] : [{ bearerAuth: [] }],
    };
    const rateLimit = r.rateLimit?.(deps);
    app.route({
      method: r.method,
      url: `${prefix}${r.url}`,
      bodyLimit: r.bodyLimit ?? DEFAULT_BODY_LIMIT,
      config: { access: r.access, ...(rateLimit ? { rateLimit } : {}) },
      compress: r.wholeList ? false : {},
      schema,
      onRequest: async (req) => {
        req.admin = await admitted(deps, req.headers.authorization, r.access, { enrolment: r.enrolment === true });
      },
      handler: async (req, reply) => {
        const result = await runRoute(r, deps, {
          admin: req.admin,
          ip: req.ip,
          headers: headersOf(req),
          body: req.body,
          query: req.query,
          params: req.params,
          isMultipart: req.isMultipart(),
          form: (limits) => formParts(req, limits),
        });
        if (result instanceof PreparedReply) return sendPrepared(req, reply, result);
        reply.code(200);
        return result;
      },
    });
  }
}
