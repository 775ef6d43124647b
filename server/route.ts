/**
 * A route as data: method, url, access, zod schemas, activity and a handler over a call. Route
 * modules (server/routes/**) export `routes`, a list of these, and import nothing from an HTTP
 * framework: the Fastify adapter (server/app.ts) and the QA fake's in-tab adapter
 * (src/dataProvider/fake) both mount the same modules. Framework-free and browser-safe.
 */
import type { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema';
import type { ReplyBody } from './http';
import type { RouteDeps } from './routeDeps';
import type { PreparedReply, WholeList } from './preparedReply';

/** Where every route's url is mounted, by every adapter. */
export const API_PREFIX = '/api/admin';
/** Request body limit of a route that sets none (Fastify's default). */
export const DEFAULT_BODY_LIMIT = 1_048_576;
/** Longest path parameter the adapters take (ids are far shorter); a longer one is a 414 in the envelope. */
export const MAX_PARAM_LENGTH = 200;

export type Access = 'public' | 'authenticated' | 'super' | { readonly anyOf: readonly string[] };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The session a call's token names (issue 62). */
export interface CallSession {
  id: string;
  /** 'enrol': signed in with the password alone while a second factor is required */
  scope: 'full' | 'enrol';
  /** the last proof of identity given in this session (step-up) */
  stepUpAt: Date | null;
}

/** The signed-in admin, as loaded for this call. */
export interface CurrentAdmin {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  profile: string | null;
  role: string[];
  session: CallSession;
}

/** What a route reads and replies (zod). Multipart routes read their form through `call.form`. */
export interface RouteSchema {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: { 200: z.ZodType };
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : unknown;

/** One part of a multipart body: a text field, or a file read as it streams in. */
export type FormPart =
  | { type: 'field'; name: string; value: string }
  | {
      type: 'file';
      name: string;
      filename: string;
      mimetype: string;
      chunks: AsyncIterable<Uint8Array>;
      /** after the chunks are read: true when the file was cut at the size limit */
      truncated(): boolean;
    };

export interface FormLimits {
  fileSize: number;
  files: number;
}

/** One call as a handler sees it, whatever adapter received it. */
export interface Call<A extends Access = Access, S extends RouteSchema = RouteSchema> {
  body: Parsed<S['body']>;
  query: Parsed<S['querystring']>;
  params: Parsed<S['params']>;
  admin: A extends 'public' ? CurrentAdmin | null : CurrentAdmin;
  /** the client's address (through the trusted proxies) */
  ip: string;
  headers: Readonly<Record<string, string | undefined>>;
  deps: RouteDeps;
  db: Kysely<Database>;
  /** true when the body is multipart/form-data; its parts are read with `form` */
  isMultipart: boolean;
  /** The parts of a multipart body, checked as they are read; refused bodies throw ApiError 4xx. */
  form(limits: FormLimits): AsyncIterable<FormPart>;
  /**
   * Runs `work` in one transaction whose last statement writes the route's activity row, described
   * from `work`'s result: both commit or neither, and no second row is written after the handler.
   */
  withActivity<T extends ReplyBody>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

export interface ActivitySpec<C extends Call = Call> {
  module: string;
  action: string;
  /** The log's description; gets the handler's reply body too (e.g. a created record's id or name). */
  describe: (call: C, result: ReplyBody) => string;
}

/**
 * A dangerous action (issue 62): refused (403, `stepUpRequired: true`) unless the session gave a proof
 * of identity in the last 5 minutes (POST /mfa/stepUp). `needed` narrows it to some calls (a large
 * withdrawal, a super admin grant); `when` says which, in the API documentation.
 */
export interface StepUpRule<C extends Call = Call<'authenticated'>> {
  when: string;
  needed?: (call: C) => boolean | Promise<boolean>;
}

/** Per-address limit of a route, e.g. { max: 100, timeWindow: 15 * 60_000 }. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

type Handler<A extends Access, S extends RouteSchema> = (call: Call<A, S>) => Promise<ReplyBody | PreparedReply>;

interface BaseSpec<A extends Access, S extends RouteSchema> {
  url: string;
  access: A;
  schema: S;
  handler: Handler<A, S>;
  /** Request body limit in bytes (default DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
  /** a per-address limit: a function of the deps when it is configurable */
  rateLimit?: (deps: RouteDeps) => RouteRateLimit;
  /** the whole list it replies with, which the server prepares as it starts */
  wholeList?: WholeList;
  /** a dangerous action: a recent proof of identity first */
  stepUp?: StepUpRule<Call<A, S>>;
  /** open to a session limited to enrolling a second factor (every other route refuses one) */
  enrolment?: true;
}

interface ReadSpec<A extends Access, S extends RouteSchema> extends BaseSpec<A, S> {
  method: 'GET';
  activity?: never;
}

interface WriteSpec<A extends Access, S extends RouteSchema> extends BaseSpec<A, S> {
  method: Exclude<HttpMethod, 'GET'>;
  /** What the activity log records for a successful call; false for a read sent as POST, or a public route. */
  activity: ActivitySpec<Call<A, S>> | false;
  /** Replays the first reply to a request sent again with the same Idempotency-Key (server/idempotency.ts). */
  idempotent?: boolean;
}

export type RouteSpec<A extends Access, S extends RouteSchema> = ReadSpec<A, S> | WriteSpec<A, S>;

/** A declared route, its types erased for the adapters. */
export interface Route {
  method: HttpMethod;
  url: string;
  access: Access;
  schema: RouteSchema;
  activity: ActivitySpec | false;
  handler: (call: Call) => Promise<ReplyBody | PreparedReply>;
  bodyLimit?: number;
  rateLimit?: (deps: RouteDeps) => RouteRateLimit;
  wholeList?: WholeList;
  stepUp?: StepUpRule;
  enrolment?: true;
  idempotent?: boolean;
}

/** Declares a route, its handler typed by its access and schemas. */
export function route<const A extends Access, S extends RouteSchema>(spec: RouteSpec<A, S>): Route {
  const { access } = spec;
  if (typeof access === 'object' && access.anyOf.length === 0) {
    throw new Error(`Route ${spec.method} ${spec.url}: access.anyOf must name at least one permission`);
  }
  const activity = spec.method === 'GET' ? false : spec.activity;
  if (activity === undefined) throw new Error(`Route ${spec.method} ${spec.url}: a mutation must declare activity (or false)`);
  return { ...spec, activity } as unknown as Route;
}

/** The access of an operation as the API documentation says it. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Access: public (no token).';
  if (access === 'authenticated') return 'Access: every signed-in admin.';
  if (access === 'super') return 'Access: super admins only (suUsers or superAdmin).';
  return `Access: one of ${[...new Set(access.anyOf)].join(', ')} (super admins pass every check).`;
}

/** The route's documentation: who may call it, and when a recent proof of identity is needed. */
export function describeRoute(r: Pick<Route, 'access' | 'stepUp' | 'enrolment'>): string {
  const parts = [describeAccess(r.access)];
  if (r.stepUp) parts.push(`Step-up: a proof of identity in the last 5 minutes (POST /api/admin/mfa/stepUp) ${r.stepUp.when}.`);
  if (r.enrolment) parts.push('Open to a session limited to enrolling a second factor.');
  return parts.join(' ');
}

/** What a route module exports: its routes, found by the adapters without hand registration. */
export interface RouteModule {
  routes?: readonly Route[];
  /** permissions the team API may hand out beyond the spec's catalogue (an entity added after it) */
  grants?: readonly string[];
}

/** Every permission the given modules add to the team catalogue. */
export function collectGrants(modules: Readonly<Record<string, RouteModule>>): string[] {
  return [...new Set(Object.values(modules).flatMap((module) => module.grants ?? []))];
}

/** Every route of the given modules (as import.meta.glob or the server's loader gives them), by url. */
export function collectRoutes(modules: Readonly<Record<string, RouteModule>>): Route[] {
  const seen = new Set<string>();
  const all: Route[] = [];
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const r of module.routes ?? []) {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) throw new Error(`${file}: route ${key} is declared twice`);
      seen.add(key);
      all.push(r);
    }
  }
  return all;
}
