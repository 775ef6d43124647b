/**
 * The servers the benchmark measures: the reference server (server/main.ts) serving our built
 * admin, and a plain static server for the anchor's build that forwards /api to the same
 * reference server, so both admins talk to one API and one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

export async function startReferenceServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: path.join(root, 'dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The reference server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/admin/checkValidtoken`)).status === 401) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`The reference server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
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
