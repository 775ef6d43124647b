/**
 * A fake `fetch` for unit tests: routes "METHOD path" to canned envelopes and records the calls.
 * Paths are matched without the origin and query, e.g. 'GET /api/admin/getAdminDetails'.
 */
import { vi, type Mock } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  signal?: AbortSignal | null;
}

export type FakeReply = { status?: number; body: unknown } | ((call: RecordedCall) => Promise<Response> | Response);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

export interface FakeFetch {
  fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  calls: RecordedCall[];
  /** replies for "METHOD /path"; unmatched requests get a 404 envelope */
  routes: Map<string, FakeReply>;
}

export function installFakeFetch(routes: Record<string, FakeReply> = {}): FakeFetch {
  const calls: RecordedCall[] = [];
  const table = new Map(Object.entries(routes));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = { method, url, path, headers: headersOf(init), body: init?.body, signal: init?.signal };
    calls.push(call);
    const reply = table.get(`${method} ${path}`);
    if (!reply) return jsonResponse({ code: 404, msg: `No fake route for ${method} ${path}` }, 404);
    if (typeof reply === 'function') return reply(call);
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, routes: table };
}

/** A fetch that never answers until its signal aborts (then rejects like a browser). */
export function hangingReply(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/** A body that sends `text` in pieces of `size` bytes (UTF-8 split anywhere); with `hold`, the bytes from `from` on wait for `release`. */
export function streamed(text: string, size: number, hold?: { from: number; release: Promise<void> }): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (hold && at >= hold.from) await hold.release;
      if (at >= bytes.length) return controller.close();
      const end = hold && at < hold.from ? Math.min(at + size, hold.from) : at + size;
      controller.enqueue(bytes.slice(at, end));
      at = end;
    },
  });
}
