/**
 * The one place every call of the admin goes out through: the HTTP layer (./http.ts) against the
 * server, or, in QA mode (`npm run dev:fake`, `npm run build:fake`), the in-memory fake shop
 * (./fake). The dataProvider, the authProvider's sign-in and session, and the dashboard's
 * prefetch all call `apiRequest`, so swapping the transport swaps the whole backend; the whole-list
 * store follows it (the list worker fetches from the server itself, so the fake keeps its lists
 * in-process).
 */
import { httpRequest } from './http';

export type ApiRequest = typeof httpRequest;

let active: ApiRequest = httpRequest;
const networkFetch: typeof fetch = (input, init) => fetch(input, init);
let activeFetch = networkFetch;
const listeners = new Set<() => void>();

/** Calls the API through the active transport (same signature and failures as httpRequest). */
export const apiRequest: ApiRequest = (method, path, options) => active(method, path, options);

/**
 * Installs another transport (QA mode's fake shop) before the admin renders; `streams` answers what
 * is read as a stream rather than a call (the push channel, ../dataProvider/liveChanges.ts).
 */
export function setTransport(request: ApiRequest, streams: typeof fetch = networkFetch): void {
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
