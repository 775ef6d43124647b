/**
 * QA mode's in-tab adapter: a `fetch` that answers the admin's calls with the server's own route
 * modules (server/routes), as the Fastify adapter (server/mountRoute.ts, server/app.ts) does: the
 * route found by method and path (404 otherwise), QA's knobs (./knobs.ts), the guard before anything
 * reads the request, the body (JSON, or multipart as FormParts), NUL refusal and validation
 * (`parseInput`), the handler and its activity row (`runRoute`), the reply checked against its
 * shape and sent with HTTP 200 whatever its code, a whole list as its JSON, and every failure as
 * `{code, msg}` with that HTTP status (`errorReply`). The push channel's stream is sent from the
 * tab's database's change notices, as the server sends it (server/changeStream.ts).
 */
import { admitted } from '../../../server/auth/guard';
import type { ChangeFeed } from '../../../server/changeFeed';
import { CHANGE_EVENTS_URL, streamChanges } from '../../../server/changeStream';
import { errorReply, notFoundMessage } from '../../../server/errorReply';
import { checkFormField, MULTIPART_FIELD_MAX, requireBoundary } from '../../../server/formRules';
import { ApiError, t } from '../../../server/http';
import { PreparedReply } from '../../../server/preparedReply';
import { checkReply } from '../../../server/replySchema';
import { API_PREFIX, DEFAULT_BODY_LIMIT, type FormLimits, type FormPart, type Route } from '../../../server/route';
import type { RouteDeps } from '../../../server/routeDeps';
import { parseInput, runRoute } from '../../../server/runRoute';
import { knobsFor, type Knob } from './knobs';
import { matchRoute } from './paths';

export interface AdapterOptions {
  routes: readonly Route[];
  deps: RouteDeps;
  /** the failure knobs, read on every call (the QA panel changes them) */
  knobs?: () => readonly Knob[];
  /** the tab's database's changes, for the push channel */
  changes?: ChangeFeed;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE } });
}

function failure(error: unknown, deps: RouteDeps): Response {
  const { code, msg, extra } = errorReply(error);
  if (code === 500) deps.log.error({ err: error }, 'request failed');
  return reply(code, { ...extra, code, msg });
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const KNOB_TEXTS = {
  500: () => t('server.error.internal'),
  401: () => t('server.auth.tokenInvalid'),
  403: () => t('server.auth.forbidden'),
} as const;

/** A query string as Fastify reads it: a repeated key gives an array. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}

/** JSON as Fastify's parser reads it: an empty body is none, a prototype key is refused. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') throw new ApiError(400, t('server.error.badRequest'));
      return value;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, t('server.error.invalidJson'));
  }
}

/** The request's body as the route reads it: JSON or text, or none for a multipart body (read through `form`). */
async function bodyOf(request: Request, route: Route): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return undefined;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return undefined;
  const text = await request.text();
  if (new TextEncoder().encode(text).length > (route.bodyLimit ?? DEFAULT_BODY_LIMIT)) throw new ApiError(413, t('server.error.tooLarge'));
  if (type.startsWith('application/json')) return parseJson(text);
  if (type.startsWith('text/plain')) return text;
  if (text === '') return undefined;
  throw new ApiError(415, t('server.error.unsupportedMediaType'));
}

/** A file's bytes up to `limit`; `truncated()` tells whether it went past it. */
function fileChunks(file: File, limit: number): { chunks: AsyncIterable<Uint8Array>; truncated: () => boolean } {
  let truncated = false;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const reader = file.stream().getReader();
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const room = limit - read;
      read += value.length;
      if (value.length > room) {
        truncated = true;
        if (room > 0) yield value.subarray(0, room);
        await reader.cancel();
        return;
      }
      yield value;
    }
  }
  return { chunks: chunks(), truncated: () => truncated };
}

/** The parts of a multipart body as the Fastify adapter gives them: fields checked, files streamed, at most `files` files. */
async function* formParts(request: Request, limits: FormLimits): AsyncGenerator<FormPart> {
  requireBoundary(request.headers.get('content-type') ?? undefined);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, t('server.error.multipartIncomplete'));
  }
  let files = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      checkFormField(name, value.slice(0, MULTIPART_FIELD_MAX), value.length > MULTIPART_FIELD_MAX);
      yield { type: 'field', name, value };
      continue;
    }
    files += 1;
    // the parser's own limit: the file past it ends the call
    if (files > limits.files) throw new ApiError(413, t('server.error.tooLarge'));
    yield {
      type: 'file',
      name,
      filename: value.name,
      mimetype: value.type || 'application/octet-stream',
      ...fileChunks(value, limits.fileSize),
    };
  }
}

function headersOf(request: Request): Record<string, string> {
  return Object.fromEntries(request.headers.entries());
}

/** The push channel's event stream, open until the caller aborts or the session ends. */
async function changeStream(request: Request, deps: RouteDeps, feed: ChangeFeed): Promise<Response> {
  const authorization = request.headers.get('authorization') ?? undefined;
  try {
    await admitted(deps, authorization, 'authenticated');
  } catch (error) {
    return failure(error, deps);
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const close = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        controller.close();
      };
      const unsubscribe = streamChanges(feed, () => admitted(deps, authorization, 'authenticated', { touch: false }), {
        write: (text) => open && controller.enqueue(encoder.encode(text)),
        end: (text) => {
          if (open) controller.enqueue(encoder.encode(text));
          close();
        },
      });
      stop = close;
      request.signal.addEventListener('abort', close, { once: true });
    },
    cancel: () => stop(),
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

/** The adapter: a `fetch` whose requests go to the route modules in this tab. */
export function inTabFetch({ routes, deps, knobs = () => [], changes }: AdapterOptions): typeof fetch {
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (changes && method === 'GET' && url.pathname === `${API_PREFIX}${CHANGE_EVENTS_URL}`) return changeStream(request, deps, changes);
    let match;
    try {
      match = url.pathname.startsWith(`${API_PREFIX}/`) ? matchRoute(routes, method, url.pathname.slice(API_PREFIX.length)) : null;
    } catch (error) {
      return failure(error, deps);
    }
    if (!match) {
      return reply(404, { code: 404, msg: notFoundMessage(method, url.pathname) });
    }

    const knob = knobsFor(knobs(), url.pathname);
    if (knob.delayMs > 0) await sleep(knob.delayMs, request.signal);
    if (knob.fail) return reply(knob.fail, { code: knob.fail, msg: KNOB_TEXTS[knob.fail]() });

    const { route, params } = match;
    try {
      const admin = await admitted(deps, request.headers.get('authorization') ?? undefined, route.access);
      const input = parseInput(route.schema, { params, body: await bodyOf(request, route), query: queryOf(url) });
      const isMultipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
      const result = await runRoute(route, deps, {
        ...input,
        admin,
        ip: '127.0.0.1',
        headers: headersOf(request),
        isMultipart,
        form: (limits) => formParts(request, limits),
      });
      if (result instanceof PreparedReply)
        return new Response(new Uint8Array(result.json), { status: 200, headers: { 'content-type': JSON_TYPE } });
      checkReply(route.schema.response[200], result, route.method, `${API_PREFIX}${route.url}`);
      return reply(200, result);
    } catch (error) {
      return failure(error, deps);
    }
  }

  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://fake-shop.invalid'), init);
    // answered after the caller's await, like the network
    await Promise.resolve();
    return answer(request);
  };
}
