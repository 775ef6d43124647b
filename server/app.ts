/**
 * The Fastify app factory. Every API reply is `{code, msg, ...data}` with HTTP status = code
 * (docs/api.md). Tests call buildApp on a fresh database and use app.inject.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { API_PREFIX, DOCS_PREFIX, registerApiDocs } from './docs';
import { LoginThrottle, type LoginThrottleOptions } from './auth/loginThrottle';
import { DatabaseThrottle, databaseRateLimitStore } from './auth/sharedLimits';
import { hashPassword, verifyPassword } from './auth/password';
import { ACCOUNT_MAX_FAILURES, LOGIN_IP_LIMIT } from './auth/signInLimits';
import { errorReply, notFoundMessage } from './errorReply';
import { registerSecurityHeaders } from './securityHeaders';
import { MULTIPART_FIELD_MAX } from './multipart';
import type { TrustProxy } from './config';
import { ApiError, refuseNul, t, type MessageKey } from './http';
import { ListReplyCache, WHOLE_LISTS_PREPARED } from './listReplyCache';
import { mountRoutes, serializerCompiler, validatorCompiler } from './mountRoute';
import { MAX_PARAM_LENGTH, collectGrants, collectRoutes, type RouteModule, type RouteRateLimit } from './route';
import type { RouteDeps, WebAuthnSettings } from './routeDeps';
import { webAuthnCeremonies } from './auth/passkeys';
import { DEFAULT_SESSION_MAX_AGE_MS, type SessionLimits } from '../src/domain/adminSession';
import { loadRouteModules } from './routeModules';
import { folderUploadStore } from './uploadStore';
import { s3Client, s3UploadStore, serveS3Uploads, type S3Settings } from './s3Uploads';
import { createMailer, type MailSettings } from './mail';
import { ChangeFeed, type Listen } from './changeFeed';
import { registerChangeEvents } from './changeEvents';
import { CHANGE_EVENTS_URL } from './changeStream';
import { IDEMPOTENCY_HEADER } from '../src/domain/idempotency';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** The embedded database's count of statements sent (OpenedDatabase.statementsSent): the table versions are read again only when it moved. */
  statementsSent?: () => number;
  jwtSecret: string;
  /** A session's absolute lifetime (default 12 h) and idle timeout (default none). */
  sessions?: Partial<SessionLimits>;
  /** WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN; default: each request's host. */
  webauthn?: Partial<WebAuthnSettings>;
  /** The clock of sessions, step-up windows and TOTP codes (tests move it). */
  now?: () => number;
  /** The built SPA (vite's dist); served with an index.html fallback for non-API GETs. Null: API only. */
  staticDir?: string | null;
  /** Uploaded files, served under /uploads/. */
  uploadsDir?: string;
  /** Uploads in this S3-compatible bucket instead (server/s3Uploads.ts), served under /uploads/ all the same. */
  s3?: S3Settings | null;
  /** Comma-separated origins allowed to call the API from another host (the spec's separate admin host). */
  corsOrigin?: string;
  /** Security headers (server/securityHeaders.ts): a whole CSP, or origins allowed to frame the admin. */
  contentSecurityPolicy?: string;
  frameAncestors?: string;
  /** Fastify's log, as JSON lines: on standard output (true), off (false, the default), or to `stream`. */
  logger?: boolean | { stream: { write(line: string): void } };
  /**
   * Fastify's trustProxy (TRUST_PROXY): the client address is read from X-Forwarded-For through these
   * proxies, so the sign-in limits count clients, not the proxy. Default false: the socket's address.
   */
  trustProxy?: TrustProxy;
  /** Failed-login throttle per email + IP (default 5 per 15 minutes); tests pass a clock. */
  loginThrottle?: LoginThrottleOptions;
  /** Failures of one account from any address (default: 20 in 15 minutes). */
  accountThrottle?: LoginThrottleOptions;
  /** Per-IP limit on login calls (default 100 per 15 minutes). */
  loginIpLimit?: RouteRateLimit;
  /**
   * Count the sign-in limits in the database (server/auth/sharedLimits.ts), once for every instance
   * on it: main.ts sets it with DATABASE_URL. Default: in this process's memory.
   */
  sharedLimits?: boolean;
  /** SMTP_URL and MAIL_FROM: the server mails new passwords through it (server/mail.ts); none: no mail. */
  mail?: MailSettings | null;
  /** The route modules to serve (their routes and grants), by file; default: every one of server/routes. */
  modules?: Readonly<Record<string, RouteModule>>;
  /**
   * The database's LISTEN (OpenedDatabase.listen): its change notices feed the push channel,
   * GET /api/admin/events (server/changeEvents.ts). Without it there is no push channel.
   */
  listen?: Listen;
}

function isDocsRoute(url: string): boolean {
  return url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
}

/** Largest multipart file the server reads (social-proof videos, operations §9); routes set lower limits. */
export const MAX_UPLOAD_BYTES = 104_857_600;

/**
 * Errors of Fastify's router itself (a path it cannot decode, a parameter longer than
 * MAX_PARAM_LENGTH): the envelope, without the address (which the default reply echoes back).
 */
function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const refuse = (code: number, key: MessageKey) => {
    req.log.info({ code, fastifyCode: err.code }, 'request refused by the router');
    void reply.code(code).send({ code, msg: t(key) });
  };
  if (err.code === 'FST_ERR_BAD_URL') return refuse(400, 'server.error.badUrl');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return refuse(414, 'server.error.urlTooLong');
  req.log.error({ err }, 'router failed');
  return refuse(500, 'server.error.internal');
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the n nearest addresses". */
function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

function isAsset(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/** The failed sign-in counters: in the database when shared by several instances, else in memory. */
function signInThrottles(opts: BuildAppOptions): Pick<RouteDeps, 'loginThrottle' | 'accountThrottle'> {
  const account = { maxFailures: ACCOUNT_MAX_FAILURES, ...opts.accountThrottle };
  if (opts.sharedLimits)
    return {
      loginThrottle: new DatabaseThrottle(opts.db, 'login', opts.loginThrottle),
      accountThrottle: new DatabaseThrottle(opts.db, 'account', account),
    };
  return { loginThrottle: new LoginThrottle(opts.loginThrottle), accountThrottle: new LoginThrottle(account) };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkError,
  });

  // First, so errors of every plugin registered below keep the {code, msg} shape.
  app.setErrorHandler((err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const { code, msg, extra } = errorReply(err);
    if (code === 500) req.log.error({ err }, 'request failed');
    else req.log.info({ code, msg }, 'request refused');
    return reply.code(code).send({ ...extra, code, msg });
  });

  // JSON as usual, but an empty body (DELETE with a JSON content type) is "no body" rather than an error.
  const jsonParser = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, undefined);
    else jsonParser(req, text, done);
  });

  registerSecurityHeaders(app, { contentSecurityPolicy: opts.contentSecurityPolicy, frameAncestors: opts.frameAncestors });

  // zod schemas on the routes (server/mountRoute.ts), read after the guard has checked access
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the table versions' one reader: the whole-list replies, and the guard's admin rows
  const listReplies = new ListReplyCache(opts.db, { statementsSent: opts.statementsSent });
  app.addHook('onClose', async () => listReplies.close());
  const changes = opts.listen ? await ChangeFeed.start(opts.listen) : null;
  if (changes) app.addHook('onClose', async () => changes.close());
  app.decorateRequest('admin', null);
  // a route under /api/ without a declared access is a programming error
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !isDocsRoute(route.url) && route.config?.access === undefined)
      throw new Error(`Route ${String(route.method)} ${route.url} has no declared access: declare it in a route module`);
  });

  // PostgreSQL cannot store NUL in text: refused here, for every route, before any handler reads the
  // request (multipart text fields are checked as they are read: server/multipart.ts)
  app.addHook('preValidation', async (req) => {
    refuseNul(req.params);
    refuseNul(req.query);
    refuseNul(req.body);
  });

  // the API routes' replies compressed when the client accepts it; a route opts in (server/mountRoute.ts),
  // so the files and the change events' stream are sent as they are
  await app.register(compress, { global: false });
  await app.register(rateLimit, {
    global: false,
    ...(opts.sharedLimits ? { store: databaseRateLimitStore(opts.db) } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new ApiError(429, t('server.error.tooManyRequests', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) })),
  });
  if (opts.corsOrigin) {
    await app.register(cors, {
      origin: opts.corsOrigin
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', IDEMPOTENCY_HEADER],
      exposedHeaders: ['ETag'],
      maxAge: 600,
    });
  }
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 100, fieldSize: MULTIPART_FIELD_MAX } });

  const staticDir = opts.staticDir && fs.existsSync(path.join(opts.staticDir, 'index.html')) ? path.resolve(opts.staticDir) : null;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        if (rel.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        else if (rel.startsWith('assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  const bucket = opts.s3 ? { client: s3Client(opts.s3), name: opts.s3.bucket } : null;
  if (bucket) {
    serveS3Uploads(app, bucket.client, bucket.name);
    app.addHook('onClose', async () => bucket.client.destroy());
  }
  const uploadsDir = !bucket && opts.uploadsDir ? path.resolve(opts.uploadsDir) : null;
  if (uploadsDir) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = req.url.split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !urlPath.startsWith('/api/') && urlPath !== '/api';
    if (staticDir && isPage && !urlPath.startsWith('/uploads/') && !isAsset(urlPath)) {
      // Real URLs (/dashboard, /users/list-user ...) are the SPA's: its index.html, never cached.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, msg: notFoundMessage(req.method, urlPath) });
  });

  const modules = opts.modules ?? (await loadRouteModules());
  const deps: RouteDeps = {
    db: opts.db,
    jwtSecret: opts.jwtSecret,
    now: opts.now ?? Date.now,
    sessions: { maxAgeMs: opts.sessions?.maxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS, idleMs: opts.sessions?.idleMs ?? null },
    passkeys: webAuthnCeremonies,
    webauthn: { rpId: opts.webauthn?.rpId ?? null, origins: opts.webauthn?.origins ?? null },
    passwords: { hash: hashPassword, verify: verifyPassword },
    uploads: bucket ? s3UploadStore(bucket.client, bucket.name) : folderUploadStore(uploadsDir),
    lists: listReplies,
    ...signInThrottles(opts),
    loginIpLimit: opts.loginIpLimit ?? LOGIN_IP_LIMIT,
    log: app.log,
    mailer: opts.mail ? createMailer(opts.mail) : null,
    grants: collectGrants(modules),
  };
  const routes = collectRoutes(modules);
  // the whole lists are read and serialised as the server starts listening, not on their first request
  const wholeLists = routes.flatMap((r) => (r.wholeList ? [r.wholeList] : []));
  app.addHook('onListen', async () => {
    const started = performance.now();
    void listReplies.prepare(wholeLists).then((lists) => {
      app.log.info({ lists, ms: Math.round(performance.now() - started) }, WHOLE_LISTS_PREPARED);
    });
  });
  // before the routes, which it collects as they are added
  await registerApiDocs(app);
  mountRoutes(app, API_PREFIX, routes, deps);
  if (changes) registerChangeEvents(app, `${API_PREFIX}${CHANGE_EVENTS_URL}`, changes, deps);

  return app;
}
