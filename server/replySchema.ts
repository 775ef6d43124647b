/**
 * Reply shapes of the routes (zod): `okReply(shape)` is the 200 reply `{code, msg, ...shape}`, other
 * keys allowed (the declared shapes are loose: the keys the admin reads). Adapters check a reply
 * against its shape and send it as the handler made it; one that does not match is a bug, a 500.
 */
import { z } from 'zod';

export function okReply<S extends z.ZodRawShape>(shape: S = {} as S) {
  return z.looseObject({ code: z.number(), msg: z.string(), ...shape });
}

/** A database record as the API shows it (`_id`, other columns as they are). */
export const record = z.looseObject({ _id: z.union([z.string(), z.number()]) });
export const records = z.array(record);

/** A reply that does not match its declared shape (a programming error: logged, answered with a 500). */
export class ReplyShapeError extends Error {
  constructor(method: string, url: string, issues: string) {
    super(`${method} ${url}: the reply does not match its declared shape: ${issues}`);
    this.name = 'ReplyShapeError';
  }
}

/** Checks a reply against its declared shape; throws ReplyShapeError when it does not match. */
export function checkReply(schema: z.ZodType, data: unknown, method: string, url: string): void {
  const result = schema.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'reply'}: ${issue.message}`).join('; ');
  throw new ReplyShapeError(method, url, issues);
}
