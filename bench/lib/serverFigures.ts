/** Server throughput and latency with autocannon: bounded (10 connections, 10 s by default), loopback only. */
import autocannon from 'autocannon';

export interface ServerFigure {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
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

export async function serverFigure(baseUrl: string, token: string, target: Target, seconds = 10, connections = 10): Promise<ServerFigure> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'gzip', ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx - (target.headers?.['if-none-match'] ? result['3xx'] : 0),
  };
}
