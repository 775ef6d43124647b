/**
 * The HTTP layer every call of the admin goes through (core §7, §9):
 * - the API base URL (VITE_API_BASE_URL, default '' = same origin), joined to the spec's paths
 *   whether they start with a slash or not;
 * - the admin token under one fixed localStorage key, sent as a bearer header;
 * - a 20 s timeout;
 * - the `{code, msg, ...}` envelope: code 200 is success, anything else throws react-admin's
 *   HttpError(msg, code, body); a 401 also drops the stored token; a 403 asking for a step-up
 *   (issue 62) asks the admin for a proof (./stepUp.ts) and, once given, sends the call again.
 *
 * - the active transport (`apiRequest`): the server, or in QA mode (`npm run dev:fake`) the in-memory
 *   fake shop (./fake) installed by `setTransport`; every call of the admin goes out through it.
 * Light on purpose: the login screen uses it before the admin bundle is loaded. The list worker
 * cannot load react-admin, so the fetch and envelope rules it shares live in ./httpCore.ts.
 */
import { HttpError } from 'react-admin';
import { ApiFailure, DEFAULT_TIMEOUT_MS, fetchEnvelope, joinUrl, type ApiEnvelope } from './httpCore';
import { askForStepUp, stepUpMethods } from './stepUp';

export { DEFAULT_TIMEOUT_MS, SUCCESS_CODE, joinUrl } from './httpCore';
export type { ApiEnvelope } from './httpCore';

/** The localStorage key holding the admin's token. */
export const TOKEN_KEY = 'mysteryBoxAdmin.token';

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  tokenListeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  tokenListeners.forEach((listener) => listener(null));
}

/** Called with the new token (or null) whenever it is stored or cleared here. Returns the unsubscribe. */
export function onTokenChange(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL ?? '';
}

/** The full URL of an API path, e.g. 'api/admin/getBrand' -> '/api/admin/getBrand' on the same origin. */
export function apiUrl(path: string): string {
  return joinUrl(apiBaseUrl(), path);
}

/** The URL of a stored file (an avatar, a box image) the API returned as a relative path. */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(data|blob):/i.test(path)) return path;
  return joinUrl(apiBaseUrl(), path);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  /** sent as JSON */
  body?: unknown;
  /** sent as multipart/form-data (the browser sets the boundary) */
  formData?: FormData;
  timeoutMs?: number;
  /** the caller's cancel signal (react-query passes one) */
  signal?: AbortSignal;
  /** headers of this call besides Accept, Authorization and Content-Type (an Idempotency-Key) */
  headers?: Record<string, string>;
}

/**
 * Calls the API and returns the whole envelope (`{code, msg, ...reply keys}`) when code is 200.
 * Throws HttpError(msg, status, body) otherwise: the server's code and msg, 408 on timeout,
 * 0 when the server cannot be reached. A caller's abort is rethrown as is.
 */
export type HttpRequest = <T extends object = Record<string, unknown>>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions,
) => Promise<ApiEnvelope & T>;

/** The HTTP layer over a fetch: the browser's, or QA mode's fake shop (src/dataProvider/fake), which answers like the server. */
export function createHttpRequest(fetcher: typeof fetch): HttpRequest {
  const request = async <T extends object = Record<string, unknown>>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    steppedUp = false,
  ): Promise<ApiEnvelope & T> => {
    const { body, formData, timeoutMs = DEFAULT_TIMEOUT_MS, signal, headers: extra } = options;
    const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (formData) {
      payload = formData;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    try {
      const answered = await fetchEnvelope<T>(apiUrl(path), { method, headers, body: payload }, { timeoutMs, signal }, fetcher);
      return (answered as NonNullable<typeof answered>).reply;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (error.status === 401) clearToken();
      const methods = error.status === 403 && !steppedUp ? stepUpMethods(error.body) : null;
      if (methods && (await askForStepUp(methods))) return request<T>(method, path, options, true);
      throw new HttpError(error.message, error.status, error.body);
    }
  };
  return <T extends object = Record<string, unknown>>(method: HttpMethod, path: string, options?: RequestOptions) =>
    request<T>(method, path, options);
}

/** The global fetch, looked up on each call. */
const networkFetch: typeof fetch = (input, init) => fetch(input, init);

/** The API over the network. */
export const httpRequest: HttpRequest = createHttpRequest(networkFetch);

/**
 * The server's msg carried by a failed call, or null when there was none: the server could not be
 * reached, timed out, or replied without a `{code, msg}` body (the http layer's own wording is then
 * in the error's message, not a msg of the server).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('msg' in body)) return null;
  const { msg } = body;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}

/** What the admin's calls go through: the server (httpRequest) or QA mode's fake shop. */
let active: HttpRequest = httpRequest;
let activeFetch = networkFetch;
const listeners = new Set<() => void>();

/** Calls the API through the active transport (same signature and failures as httpRequest). */
export const apiRequest: HttpRequest = (method, path, options) => active(method, path, options);

/**
 * Installs another transport (QA mode's fake shop) before the admin renders; `streams` answers what
 * is read as a stream rather than a call (the push channel, ../dataProvider/liveChanges.ts).
 */
export function setTransport(request: HttpRequest, streams: typeof fetch = networkFetch): void {
  active = request;
  activeFetch = streams;
  listeners.forEach((listener) => listener());
}

/** True while calls go to the server over HTTP. */
export function usesServer(): boolean {
  return active === httpRequest;
}

/** The fetch of the active transport, for a stream read through it. */
export function transportFetch(): typeof fetch {
  return activeFetch;
}

/** Called when the transport changes (the whole-list store switches with it). */
export function onTransportChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
