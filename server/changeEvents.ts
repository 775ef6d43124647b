/**
 * The push channel: GET /api/admin/events, a server-sent event stream of the database's changes
 * (server/changeFeed.ts), so open admin tabs on any instance read a changed list again without
 * polling. Transport-specific, so it lives beside the Fastify adapter rather than in a route
 * module. Any signed-in admin may listen; the token and the admin's row are checked when the stream
 * opens and again before each event, and a stream whose admin may no longer sign in is ended.
 * The format is in docs/api.md ("The push channel").
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { resourcesChangedBy } from '../src/domain/liveResources';
import { admitted } from './auth/guard';
import type { ChangeFeed } from './changeFeed';
import { ApiError } from './http';
import { describeAccess } from './route';
import type { RouteDeps } from './routeDeps';

/** How long a client waits before it connects again after the stream ended (SSE `retry`). */
const RETRY_MS = 3000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

type GuardDeps = Pick<RouteDeps, 'db' | 'jwtSecret' | 'lists' | 'now' | 'sessions'>;

function frame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function registerChangeEvents(app: FastifyInstance, url: string, feed: ChangeFeed, deps: GuardDeps): void {
  const open = new Set<PassThrough>();
  // a stream never ends by itself: closing the server ends them first
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.route({
    method: 'GET',
    url,
    config: { access: 'authenticated' },
    schema: {
      description: `${describeAccess('authenticated')} A text/event-stream of table changes (docs/api.md "The push channel").`,
      'x-access': 'authenticated',
      security: [{ bearerAuth: [] }],
    } as Record<string, unknown>,
    onRequest: async (req) => {
      req.admin = await admitted(deps, req.headers.authorization, 'authenticated');
    },
    handler: async (req, reply) => {
      const authorization = req.headers.authorization;
      const stream = new PassThrough();
      open.add(stream);
      let sent = 0;
      // one check at a time: events wait for the one before them, so they keep their order
      let queue = Promise.resolve();
      const unsubscribe = feed.subscribe((tables) => {
        queue = queue.then(async () => {
          try {
            // an event is no call of the admin's: it does not keep an idle session alive
            await admitted(deps, authorization, 'authenticated', { touch: false });
          } catch (err) {
            const code = err instanceof ApiError ? err.statusCode : 500;
            stream.end(frame('signedOut', { code, msg: err instanceof Error ? err.message : String(err) }));
            return;
          }
          sent += 1;
          stream.write(frame('change', { tables, resources: resourcesChangedBy(tables) }, sent));
        });
      });
      const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const stop = () => {
        unsubscribe();
        clearInterval(keepAlive);
        open.delete(stream);
        stream.end();
      };
      req.raw.once('close', stop);
      stream.once('close', stop);
      stream.write(`retry: ${RETRY_MS}\n\n`);
      stream.write(frame('ready', {}));
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
