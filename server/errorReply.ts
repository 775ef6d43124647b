/**
 * The `{code, msg}` of a failed call, for every adapter: an ApiError as thrown, a database refusal
 * (server/dbErrors.ts), an HTTP framework's own 4xx by a catalogue text, anything else a 500.
 */
import { databaseRefusal } from './dbErrors';
import { ApiError, t, type MessageKey } from './http';

const STATUS_MESSAGES: Record<number, MessageKey> = {
  413: 'server.error.tooLarge',
  415: 'server.error.unsupportedMediaType',
};

export interface ErrorReply {
  code: number;
  msg: string;
  extra: Record<string, unknown>;
}

export function errorReply(err: unknown): ErrorReply {
  if (err instanceof ApiError) return { code: err.statusCode, msg: err.message, extra: err.extra };
  const refusal = databaseRefusal(err);
  if (refusal) return { ...refusal, extra: {} };
  const shape = typeof err === 'object' && err !== null ? (err as { statusCode?: unknown; code?: unknown }) : {};
  const status = typeof shape.statusCode === 'number' ? shape.statusCode : 500;
  if (status < 400 || status >= 500) return { code: 500, msg: t('server.error.internal'), extra: {} };
  if (shape.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return { code: 400, msg: t('server.error.invalidJson'), extra: {} };
  if (shape.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { code: 400, msg: t('server.error.emptyBody'), extra: {} };
  return { code: status, msg: t(STATUS_MESSAGES[status] ?? 'server.error.badRequest'), extra: {} };
}

/** A 404 names the route it could not find when its path is at most this long. */
const ECHOED_PATH_MAX = 200;

/** The text of a 404 for a path no route answers. */
export function notFoundMessage(method: string, urlPath: string): string {
  return urlPath.length <= ECHOED_PATH_MAX
    ? t('server.error.notFound', { method, url: urlPath })
    : t('server.error.notFoundAny', { method });
}
