/**
 * How the fake shop's routes are declared (one file per area under ./routes, like the server's
 * server/routes): a method and the spec's path, a handler that reads the parsed call and returns
 * `{msg, ...data}` (the reply becomes `{code: 200, msg, ...data}`), and, for a change, the activity
 * log row to write. Failures are the server's own `ApiError(status, msg)` (server/http.ts), so the
 * texts and statuses are the server's. Who may call a route is not declared here: it is the
 * server's declared access, read from ./routeTable.json (see ./guard.ts).
 */
import type { z } from 'zod';
import type { ReplyBody } from '../../../server/http';
import type { Access } from '../../../server/route';
import type { FakeDb } from './db';
import type { FakeAdmin } from './guard';

export type { ReplyBody };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A row of ./routeTable.json: a server route's method, path (no leading slash) and access. */
export interface RouteRow {
  method: HttpMethod;
  path: string;
  access: Access;
}

type Parsed<T, Otherwise> = [T] extends [z.ZodType] ? z.output<T> : Otherwise;

/**
 * The route's input schemas: the server route's own zod schemas (kept in a browser-safe module of
 * its area, e.g. server/routes/users/schemas.ts), checked as the server checks them (params, body,
 * query; the first issue is a 400 "field: message"); the handler gets the parsed values.
 */
export interface FakeSchema {
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
}

/** One call as a handler sees it. */
export interface FakeCall<S extends FakeSchema = FakeSchema> {
  /** path parameters, e.g. { id } for 'api/admin/deleteBrand/:id' */
  params: Parsed<S['params'], Record<string, string>>;
  /** the JSON body, or the text fields of a multipart form */
  body: Parsed<S['body'], Record<string, unknown>>;
  query: Parsed<S['querystring'], Record<string, string>>;
  /** the files of a multipart form, by field name */
  files: Record<string, File[]>;
  /** the signed-in admin (null on public routes) */
  admin: FakeAdmin | null;
  /** the caller's address as the server would log it */
  ip: string;
  db: FakeDb;
  now: Date;
}

export interface FakeActivity<S extends FakeSchema = FakeSchema> {
  module: string;
  action: string;
  describe: (call: FakeCall<S>, result: ReplyBody) => string;
}

export interface FakeRoute<S extends FakeSchema = FakeSchema> {
  method: HttpMethod;
  /** the spec's path without the leading slash, parameters as :name */
  path: string;
  schema?: S;
  handler: (call: FakeCall<S>) => ReplyBody | Promise<ReplyBody>;
  /** the activity log row written after the handler succeeds (as the server's defineRoute does) */
  activity?: FakeActivity<S>;
}

/** Declares one route, its handler typed by its schemas. */
export function fakeRoute<const S extends FakeSchema = FakeSchema>(route: FakeRoute<S>): FakeRoute {
  return route as unknown as FakeRoute;
}

/** The path parameters of `pattern` in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return null;
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}
