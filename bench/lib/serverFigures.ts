/**
 * Server throughput and latency: `connections` keep-alive HTTP clients (node:http) on 127.0.0.1,
 * in a Node process of their own, each sending its next request as soon as the last reply's body
 * has arrived, for `seconds`.
 * Bodies are read and dropped (counted, not parsed): at 100,000 users a reply is 4 MB of gzip,
 * and a load tool that parses it (autocannon did) measures its own parser, not the server.
 */
import { spawn } from 'node:child_process';

export interface ServerFigure {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** bytes of one reply's body as sent (gzip when the server compresses) */
  bodyBytes?: number;
  /** one client at a time: the latency a person waiting on one call feels */
  single?: { p50Ms: number; p99Ms: number };
}

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** extra request headers (If-None-Match for a re-read: its 304s are the expected answer) */
  headers?: Record<string, string>;
}

/**
 * The clients, in a process of their own (a fresh Node with nothing else in it), printing their
 * figure as JSON. In the harness's own process, just after the browser scenarios, reading 4 MB
 * replies took more than a core (its garbage collector included): the figures taken then (the
 * embedded database's) read about half of those the same clients took later (PostgreSQL's), the
 * plain server's ceiling included.
 */
const LOAD_CLIENTS = `
const http = require('node:http');
const { baseUrl, token, target, seconds, connections } = JSON.parse(process.argv[1]);
const base = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const expected = target.headers && target.headers['if-none-match'] ? 304 : 200;
const payload = target.body === undefined ? undefined : JSON.stringify(target.body);
const send = () => new Promise((resolve) => {
  const started = performance.now();
  const headers = { authorization: 'Bearer ' + token, 'accept-encoding': 'gzip', ...target.headers };
  if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  const request = http.request({ host: base.hostname, port: base.port, path: target.path, method: target.method, agent, headers }, (reply) => {
    let bytes = 0;
    reply.on('data', (chunk) => (bytes += chunk.length));
    reply.on('end', () => resolve({ ms: performance.now() - started, status: reply.statusCode || 0, bytes }));
    reply.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes }));
  });
  request.on('error', () => resolve({ ms: performance.now() - started, status: 0, bytes: 0 }));
  request.end(payload);
});
const percentile = (sorted, p) => sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10 : 0;
(async () => {
  await send(); // warm: the prepared reply exists before the clock starts
  const latencies = [];
  let errors = 0;
  let bodyBytes = 0;
  const startedAt = performance.now();
  const end = startedAt + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const reply = await send();
      latencies.push(reply.ms);
      bodyBytes = reply.bytes;
      if (reply.status !== expected) errors += 1;
    }
  }));
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  agent.destroy();
  process.stdout.write(JSON.stringify({
    requestsPerSec: Math.round(latencies.length / elapsed),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
    bodyBytes,
  }));
})();
`;

export function serverFigure(baseUrl: string, token: string, target: Target, seconds = 10, connections = 10): Promise<ServerFigure> {
  const args = JSON.stringify({ baseUrl, token, target, seconds, connections });
  const child = spawn(process.execPath, ['-e', LOAD_CLIENTS, args], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`The load clients for ${target.name} stopped with code ${code}`));
      else resolve(JSON.parse(out) as ServerFigure);
    });
  });
}

/**
 * A plain node:http server, in its own process, answering every request with `bodyBytes` bytes
 * held ready: the most any server can do with a reply of that size on this machine with these
 * clients (the best of three runs). It puts the whole-list figure in proportion: at 4 MB a reply,
 * the loopback copy is the limit, not the server's work.
 */
const BYTES_SERVER = `
const http = require('node:http');
const body = Buffer.alloc(Number(process.argv[1]), 120);
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

export async function ceilingFigure(bodyBytes: number, seconds: number): Promise<ServerFigure> {
  const child = spawn(process.execPath, ['-e', BYTES_SERVER, String(bodyBytes)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    });
    // a ceiling is the best the machine does: noise only lowers it, so the best of three short runs
    let best: ServerFigure | undefined;
    for (let run = 0; run < 3; run += 1) {
      const figure = await serverFigure(
        `http://127.0.0.1:${port}`,
        'none',
        { name: 'ceiling', method: 'GET', path: '/' },
        Math.max(2, Math.round(seconds / 3)),
      );
      if (!best || figure.requestsPerSec > best.requestsPerSec) best = figure;
    }
    return best as ServerFigure;
  } finally {
    child.kill();
  }
}

/** The whole-list figure's name, and its ceiling's (the same bytes from a plain server). */
export const WHOLE_USERS = 'getUserData (100,000 users)';
export const CEILING = 'same bytes, plain node:http server';

/** The RTP monitor's figure (issue 63): every box over one year of the large seed's million openings. */
export const RTP_MONITOR_YEAR = 'getBoxRtpMonitor, one year';
/** Its target: one client's p50, on PGlite and on PostgreSQL. */
export const RTP_MONITOR_TARGET_MS = 300;

export function rtpMonitorTarget(today: Date = new Date()): Target {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { name: RTP_MONITOR_YEAR, method: 'GET', path: `/api/admin/getBoxRtpMonitor?startDate=${day(-364)}&endDate=${day(0)}` };
}
