/**
 * The reply envelope and its helpers, shared by every route file:
 * - `ApiError(code, msg)`: throw it anywhere; the app's error handler replies `{code, msg}` with that HTTP status.
 * - `t(key, params)`: a catalogue text (src/i18n/en.ts), key checked by the compiler.
 * - `parseWith(schema, value)`: zod validation that throws a 400 naming the field, e.g. "email: Email is
 *   not valid". Issues without a text of their own get a catalogue fallback. Routes declare their zod
 *   schemas (server/routeSchema.ts validates with it); multipart forms call it on the fields they read.
 * - `apiRow(row)`: a database row as the API shows it, `id` renamed `_id`.
 */
import { z } from 'zod';
import { translate } from '../src/i18n/en';
import { messageParts, type DomainMessage, type MessageKey } from '../src/i18n/messages';

export type { MessageKey };

export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return translate(key, params);
}

/** A rule's message (src/domain) in English, the language of the contract's replies. */
export function say(message: DomainMessage): string {
  const { key, args } = messageParts(message);
  return translate(key, args);
}

/** An error that becomes the reply `{code, msg}` with HTTP status `code`. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra keys merged into the reply next to code and msg. */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What a route handler returns: at least a msg; `code: 200` is added by defineRoute. A handler may
 * set another `code` for an expected answer that is not a failure of the call (checkUserExists's
 * "taken"): it goes out with HTTP 200 and that code in the body (see defineRoute).
 */
export type ReplyBody = { msg: string; code?: number } & Record<string, unknown>;

/** A row as the API shows it: `_id` instead of `id`, other fields unchanged (camelCase). */
export function apiRow<R extends { id: unknown }>(row: R): Omit<R, 'id'> & { _id: R['id'] } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}

const fallbackMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return t('validation.required');
      const expected: Record<string, MessageKey> = {
        string: 'server.validation.expectedText',
        number: 'server.validation.expectedNumber',
        int: 'server.validation.expectedNumber',
        boolean: 'server.validation.expectedBoolean',
        array: 'server.validation.expectedList',
        object: 'server.validation.expectedObject',
      };
      return t(expected[issue.expected] ?? 'server.validation.invalid');
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? t('validation.required') : t('server.validation.tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('server.validation.tooFewItems', { minimum });
      return t('server.validation.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return t('server.validation.tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('server.validation.tooManyItems', { maximum });
      return t('server.validation.tooBig', { maximum });
    }
    case 'invalid_value':
      return t('server.validation.notAllowed', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t('server.validation.unknownField');
    default:
      return t('server.validation.invalid');
  }
};

/** Field path of an issue as the client knows it: "email", "shippingAddress.city", "chooseProduct.2.chance". */
function fieldName(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) return [...issue.path, issue.keys[0]].map(String).join('.');
  return issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
}

/** Validates a value with a zod schema; the first issue becomes a 400 "field: message". */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { error: fallbackMessages });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(400, `${fieldName(issue)}: ${issue.message}`);
}

/** The `:id` of a route such as /api/admin/getBrandDetailById/:id. */
export const idParams = z.object({ id: z.string().trim().min(1).max(200) });

/** How many ids a deleteSelected… call may name: a query binds each id as a parameter (PostgreSQL takes 65,535). */
export const SELECTED_IDS_MAX = 10_000;

/**
 * The body of every deleteSelected… call (the spec: "body of selected ids"): `{ids}`, at least one.
 * `max` is raised only where the query takes the ids as one array (the users list: 100,000 rows).
 */
export function selectedIdsBody(max = SELECTED_IDS_MAX) {
  return z.object({ ids: z.array(z.string().trim().min(1).max(200)).min(1, t('catalog.server.nothingSelected')).max(max) });
}

/**
 * PostgreSQL cannot store the NUL character in text (nor compare with it), so a request that carries
 * one anywhere is refused before the database: the field path of the first NUL found in a parsed
 * body, query or params ("ids.1", "shippingName"), a key's own name when the key holds it, or null.
 */
export function fieldWithNul(value: unknown, path: readonly string[] = [], depth = 0): string | null {
  const name = (parts: readonly string[]) => (parts.length > 0 ? parts.join('.') : 'body');
  if (typeof value === 'string') return value.includes('\u0000') ? name(path) : null;
  if (typeof value !== 'object' || value === null || depth > 32 || (typeof Buffer !== 'undefined' && Buffer.isBuffer(value))) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return name([...path, key.replaceAll('\u0000', '\\0')]);
    const found = fieldWithNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 "field: Must not contain the NUL character" when the value holds one. */
export function refuseNul(value: unknown, path: readonly string[] = []): void {
  const field = fieldWithNul(value, path);
  if (field) throw new ApiError(400, `${field}: ${t('server.validation.nulCharacter')}`);
}
