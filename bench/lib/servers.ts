/**
 * The servers the benchmark measures: the reference server (server/main.ts) serving our built
 * admin, and a plain static server for the anchor's build that forwards /api to the same
 * reference server, so both admins talk to one API and one database.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WHOLE_LISTS_PREPARED } from '../../server/listReplyCache';
import { freePort, startServer } from '../../tests/e2e/harness';

export const root = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The reference server as the e2e tests start it, on the given data (DATA_DIR or DATABASE_URL), once
 * it has prepared its whole lists (it reads them as it starts listening): every figure is of a
 * started server.
 */
export async function startReferenceServer(env: Record<string, string>): Promise<Running> {
  const server = await startServer(env);
  const deadline = Date.now() + 120_000;
  while (!server.output().includes(WHOLE_LISTS_PREPARED)) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not prepare its whole lists within 2 minutes:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves a built SPA from dir (index.html for unknown paths) and forwards /api and /uploads to apiUrl. */
export async function startStaticServer(dir: string, apiUrl: string): Promise<Running> {
  const port = await freePort();
  const api = new URL(apiUrl);
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/')) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let file = path.join(dir, path.normalize(urlPath));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
