/**
 * The fake shop: the reference server's API answered in memory, in the browser, behind a `fetch`.
 * The admin's HTTP layer runs over it unchanged (src/dataProvider/http.ts createHttpRequest), so a
 * screen cannot tell it from the server: the same envelopes, statuses, texts, token handling and
 * timeouts. Every call goes through the same steps as on the server: the route table (the server's
 * own, ./routeTable.json), the guard (./guard.ts), the handler (./routes), the activity log row.
 * QA's knobs (./knobs.ts) delay or fail calls before they are answered.
 */
import { ApiError, parseWith, refuseNul, t, type ReplyBody } from '../../../server/http';
import type { FakeDb } from './db';
import { guard } from './guard';
import { knobsFor, type Knob } from './knobs';
import { matchPath, type FakeCall, type FakeRoute, type RouteRow } from './router';
import ROUTE_TABLE from './routeTable.json';

export interface FakeShopOptions {
  db: FakeDb;
  routes: readonly FakeRoute[];
  /** the failure knobs, read on every call (the QA panel changes them) */
  knobs?: () => readonly Knob[];
  now?: () => Date;
}

export interface FakeShop {
  db: FakeDb;
  fetch: typeof fetch;
  /** the routes of the server's table the fake does not answer (should be none) */
  unanswered(): RouteRow[];
}

const TABLE = ROUTE_TABLE as RouteRow[];
const key = (method: string, path: string) => `${method} ${path}`;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function failure(status: number, msg: string, extra: Record<string, unknown> = {}): Response {
  return reply(status, { ...extra, code: status, msg });
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

/** The JSON body or multipart form of a request, as the handlers read it. */
async function readBody(request: Request): Promise<Pick<FakeCall, 'body' | 'files'>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    const files: Record<string, File[]> = {};
    for (const [name, value] of form.entries()) {
      // a repeated text field keeps its last value, as the server's multipart reader does
      if (typeof value === 'string') body[name] = value;
      else (files[name] ??= []).push(value);
    }
    return { body, files };
  }
  const text = await request.text();
  if (text.trim() === '') return { body: {}, files: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, t('server.error.invalidJson'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ApiError(400, t('server.error.badRequest'));
  return { body: parsed as Record<string, unknown>, files: {} };
}

export function createFakeShop({ db, routes, knobs = () => [], now = () => new Date() }: FakeShopOptions): FakeShop {
  const handlers = new Map(routes.map((route) => [key(route.method, route.path), route]));
  // Each call has a moment of its own, as on the server, whose clock counts microseconds: two calls
  // in one millisecond keep their order (the activity log's newest rows are the newest calls).
  let last = 0;
  const moment = () => {
    last = Math.max(now().getTime(), last + 1);
    return new Date(last);
  };

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = request.method.toUpperCase();
    const row = TABLE.find((candidate) => candidate.method === method && matchPath(candidate.path, path) !== null);
    if (!row) return failure(404, t('server.error.notFound', { method, url: url.pathname }));

    const knob = knobsFor(knobs(), path);
    if (knob.delayMs > 0) await sleep(knob.delayMs, request.signal);
    if (knob.fail) return failure(knob.fail, KNOB_TEXTS[knob.fail]());

    const route = handlers.get(key(row.method, row.path));
    try {
      const admin = guard(db, row.access, request.headers.get('authorization'));
      if (!route) throw new ApiError(501, t('qa.unanswered', { method, path: `/${row.path}` }));
      const input = await readBody(request);
      const schema = route.schema ?? {};
      const params = matchPath(row.path, path) ?? {};
      const query = Object.fromEntries(url.searchParams.entries());
      // the server refuses a NUL character anywhere in a request before validating it
      refuseNul(params);
      refuseNul(query);
      refuseNul(input.body);
      const call: FakeCall = {
        params: (schema.params ? parseWith(schema.params, params) : params) as FakeCall['params'],
        body: (schema.body ? parseWith(schema.body, input.body) : input.body) as FakeCall['body'],
        query: (schema.querystring ? parseWith(schema.querystring, query) : query) as FakeCall['query'],
        files: input.files,
        admin,
        ip: '127.0.0.1',
        db,
        now: moment(),
      };
      const result: ReplyBody = await route.handler(call);
      const { code, msg, ...data } = result;
      if (code !== undefined && code !== 200) return reply(200, { ...data, code, msg });
      if (route.activity && admin) {
        db.add('activity_logs', [
          {
            adminId: admin.id,
            module: route.activity.module,
            action: route.activity.action,
            description: route.activity.describe(call, result).slice(0, 1000),
            createdAt: call.now,
          },
        ]);
      }
      return reply(200, { code: 200, msg, ...data });
    } catch (error) {
      if (error instanceof ApiError) return failure(error.statusCode, error.message, error.extra);
      console.error('fake shop: request failed', error);
      return failure(500, t('server.error.internal'));
    }
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://fake-shop.invalid'), init);
    // answered after the caller's await, like the network
    await Promise.resolve();
    return answer(request);
  };

  return {
    db,
    fetch: fakeFetch,
    unanswered: () => TABLE.filter((row) => !handlers.has(key(row.method, row.path))),
  };
}
