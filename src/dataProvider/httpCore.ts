/**
 * The pure part of the HTTP layer (core §7, §9), shared by ./http.ts on the main thread and the
 * list worker (./listService.ts): URL joining, the 20 s timeout, and the `{code, msg, ...}`
 * envelope. Failures are ApiFailure (message, status, body); ./http.ts turns them into
 * react-admin's HttpError, the worker posts them across as plain data. No react-admin here.
 */
import { ui } from '../i18n/en/ui';
import { interpolate } from '../i18n/interpolate';

export const SUCCESS_CODE = 200;
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Every reply of the API carries these two keys. */
export interface ApiEnvelope {
  code: number;
  msg: string;
}

/** A failed call: the server's msg and code, 408 on timeout, 0 when the server cannot be reached. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Joins a base URL and a path with exactly one slash; absolute URLs are returned as they are. */
export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  return `${trimmedBase}/${trimmedPath}`;
}

function isEnvelope(value: unknown): value is ApiEnvelope & Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'code' in value;
}

function timeoutMessage(timeoutMs: number): string {
  return interpolate(ui.notifications.timeout, { seconds: Math.round(timeoutMs / 1000) });
}

export interface EnvelopeOptions {
  timeoutMs?: number;
  /** the caller's cancel signal: its abort is rethrown as is */
  signal?: AbortSignal;
  /** a 304 reply resolves to null instead of being read (the caller sent If-None-Match) */
  allowNotModified?: boolean;
  /** sees a 200 response before its body is read (it may clone it) */
  onResponse?: (response: Response) => void;
}

export interface EnvelopeReply<T> {
  reply: ApiEnvelope & T;
  response: Response;
}

/**
 * fetch() with the timeout, read as the envelope: resolves when code is 200 (or null on an
 * allowed 304), throws ApiFailure otherwise.
 */
export async function fetchEnvelope<T extends object = Record<string, unknown>>(
  url: string,
  init: RequestInit,
  { timeoutMs = DEFAULT_TIMEOUT_MS, signal, allowNotModified = false, onResponse }: EnvelopeOptions = {},
  fetcher: typeof fetch = fetch,
): Promise<EnvelopeReply<T> | null> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  try {
    let response: Response;
    try {
      response = await fetcher(url, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new ApiFailure(timeoutMessage(timeoutMs), 408, null);
      if (signal?.aborted) throw error;
      throw new ApiFailure(ui.notifications.network, 0, null);
    }
    if (allowNotModified && response.status === 304) return null;
    if (response.status === 200) onResponse?.(response);

    let reply: unknown;
    try {
      reply = await response.json();
    } catch {
      if (timedOut) throw new ApiFailure(timeoutMessage(timeoutMs), 408, null);
      if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      throw new ApiFailure(interpolate(ui.notifications.badReply, { status: response.status }), response.status, null);
    }

    if (!isEnvelope(reply)) {
      throw new ApiFailure(interpolate(ui.notifications.badReply, { status: response.status }), response.status, reply);
    }
    if (reply.code !== SUCCESS_CODE) {
      const status = typeof reply.code === 'number' ? reply.code : response.status;
      const message = typeof reply.msg === 'string' && reply.msg ? reply.msg : response.statusText || `HTTP ${status}`;
      throw new ApiFailure(message, status, reply);
    }
    return { reply: reply as ApiEnvelope & T, response };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
