/**
 * Reading a multipart body (the catalog forms, social-proof videos) so that a broken one is a 400
 * in the envelope rather than a 500 or, worse, a saved half form:
 * - no boundary in the Content-Type: busboy throws a plain Error (a 500 otherwise);
 * - a body that ends before its closing boundary: @fastify/multipart then ends the parts quietly,
 *   so the fields that did arrive would be saved; the closing delimiter is looked for in the raw
 *   bytes as they stream by, and its absence refuses the form;
 * - a text field cut at the field size limit (busboy truncates it silently);
 * - a NUL character in a text field (PostgreSQL cannot store it).
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { ApiError, t } from './http';
import { checkFormField, MULTIPART_FIELD_MAX, requireBoundary } from './formRules';

export { MULTIPART_FIELD_MAX };

function incomplete(): ApiError {
  return new ApiError(400, t('server.error.multipartIncomplete'));
}

/**
 * An error met while reading the parts, as the client should hear it: the parser's own errors (a
 * body cut inside a part, a malformed header) become a 400; ours and Fastify's 4xx pass unchanged.
 */
export function multipartError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  if (typeof err === 'object' && err !== null && 'statusCode' in err) return err;
  const message = err instanceof Error ? err.message : '';
  // a file part cut short: the parser's message, or its stream destroyed under the reader
  if (/unexpected end of multipart data/i.test(message)) return incomplete();
  if (typeof err === 'object' && err !== null && 'code' in err && err.code === 'ERR_STREAM_PREMATURE_CLOSE') return incomplete();
  if (/^(multipart|malformed)/i.test(message)) return new ApiError(400, t('server.error.badRequest'));
  return err;
}

type PartLimits = { fileSize: number; files: number };

/**
 * The parts of the request's multipart body, checked as described above; ends with a 400 when the
 * body had no closing boundary. Use it instead of `req.parts()`.
 */
export async function* multipartParts(req: FastifyRequest, limits: PartLimits): AsyncGenerator<Multipart, void, undefined> {
  const boundary = requireBoundary(req.headers['content-type']);
  const closing = Buffer.from(`--${boundary}--`);
  let carry = Buffer.alloc(0);
  let closed = false;
  const watch = (chunk: Buffer | string) => {
    if (closed) return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const joint = Buffer.concat([carry, bytes.subarray(0, closing.length)]);
    if (joint.includes(closing) || bytes.includes(closing)) closed = true;
    else carry = Buffer.concat([carry, bytes]).subarray(-(closing.length - 1));
  };

  const parts = req.parts({ limits: { ...limits, fieldSize: MULTIPART_FIELD_MAX } });
  // the first step starts piping the body into the parser; the watcher joins in the same tick, before any byte flows
  const first = parts.next();
  req.raw.on('data', watch);
  try {
    let step = await first;
    while (!step.done) {
      const part = step.value;
      if (part.type === 'field') checkFormField(part.fieldname, String(part.value), part.valueTruncated);
      yield part;
      step = await parts.next();
    }
  } catch (err) {
    throw multipartError(err);
  } finally {
    req.raw.off('data', watch);
  }
  if (!closed) throw incomplete();
}
