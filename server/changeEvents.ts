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
import { admitted } from './auth/guard';
import type { ChangeFeed } from './changeFeed';
import { streamChanges } from './changeStream';
import { describeAccess } from './route';
import type { RouteDeps } from './routeDeps';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

type GuardDeps = Pick<RouteDeps, 'db' | 'jwtSecret' | 'lists' | 'now' | 'sessions'>;

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
      // an event is no call of the admin's: it does not keep an idle session alive
      const unsubscribe = streamChanges(feed, () => admitted(deps, authorization, 'authenticated', { touch: false }), {
        write: (text) => stream.write(text),
        end: (text) => stream.end(text),
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
      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
