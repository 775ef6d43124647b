/**
 * Zod schemas on the routes (`schema: { body, querystring, params, response }`, see defineRoute):
 * - validatorCompiler: input is validated before the handler, with the messages of parseWith
 *   (server/http.ts): a 400 `{code, msg: "field: message"}`; a missing body counts as `{}` so each
 *   required field is named. Fastify checks params, then body, then querystring.
 * - serializerCompiler: a reply is checked against its declared shape and sent as the handler made
 *   it: nothing is stripped (the declared shapes are loose: the keys the admin reads), and a reply
 *   that does not match is a bug, so a 500.
 * - `okReply(shape)`: the 200 reply `{code, msg, ...shape}`, other keys allowed.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ApiError, parseWith } from './http';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    try {
      return { value: parseWith(schema, httpPart === 'body' ? (data ?? {}) : data) };
    } catch (err) {
      return { error: err instanceof ApiError ? err : new ApiError(400, String(err)) };
    }
  };

/** A reply that does not match its declared shape (a programming error: logged, answered with a 500). */
export class ReplyShapeError extends Error {
  constructor(method: string, url: string, issues: string) {
    super(`${method} ${url}: the reply does not match its declared shape: ${issues}`);
    this.name = 'ReplyShapeError';
  }
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`).join('; ');
      throw new ReplyShapeError(method, url, issues);
    }
    return JSON.stringify(data);
  };

/** The success reply of a route: `{code, msg}` plus the given keys; other keys pass. */
export function okReply<S extends z.ZodRawShape>(shape: S = {} as S) {
  return z.looseObject({ code: z.number(), msg: z.string(), ...shape });
}

/** A database record as the API shows it (`_id`, other columns as they are). */
export const record = z.looseObject({ _id: z.union([z.string(), z.number()]) });
export const records = z.array(record);
