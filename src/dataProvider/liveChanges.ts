/**
 * Live lists: while an admin is signed in against the server, one stream of the push channel
 * (GET api/admin/events, docs/api.md) tells the tab which resources any admin changed, on any
 * instance. `followChanges` reads it (bearer token; reconnects after a growing pause, stops when
 * the server says the session is over); `refreshResources` drops those whole lists and has
 * react-query read their open queries again, as after the tab's own actions (../layout/useShopAction.ts).
 * In QA mode the stream comes from the tab's fake shop (./fake/adapter.ts), read through the transport.
 */
import type { QueryClient } from '@tanstack/react-query';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { LIVE_RESOURCES } from '../domain/liveResources';
import { listsShowing } from './endpoints';
import { apiUrl } from './http';
import { listCache } from './listCache';

/** The push channel (docs/api.md), not a call of the spec. */
const EVENTS = { method: 'GET', path: 'api/admin/events' } as const;

export interface FollowOptions {
  token: string;
  /** the resources changed; after a reconnection, every live resource (missed events are not replayed) */
  onChange: (resources: readonly string[]) => void;
  fetcher?: typeof fetch;
  /** the pause before the first reconnection, doubled after each failed one up to `maxDelayMs` */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** changes heard within this long after a refresh wait for its end, gathered (a busy shop) */
  minGapMs?: number;
}

/** Follows the push channel until the returned stop is called or the session ends. */
export function followChanges({
  token,
  onChange,
  fetcher = (input, init) => fetch(input, init),
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  minGapMs = 500,
}: FollowOptions): () => void {
  const abort = new AbortController();
  const gathered = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent = -Infinity;

  const flush = () => {
    timer = undefined;
    lastSent = Date.now();
    const resources = [...gathered];
    gathered.clear();
    if (!abort.signal.aborted) onChange(resources);
  };
  const heard = (resources: readonly string[]) => {
    resources.forEach((resource) => gathered.add(resource));
    if (timer === undefined && gathered.size > 0) timer = setTimeout(flush, Math.max(0, lastSent + minGapMs - Date.now()));
  };

  let connected = false;
  let delay = firstDelayMs;
  /** 'stop': the session is over (refused, or the server's signedOut); 'again': reconnect */
  async function readStream(): Promise<'stop' | 'again'> {
    const response = await fetcher(apiUrl(EVENTS.path), {
      method: EVENTS.method,
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: abort.signal,
    });
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'again';
    const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      if (value.event === 'signedOut') return 'stop';
      if (value.event === 'ready') {
        if (connected) heard(Object.keys(LIVE_RESOURCES));
        connected = true;
        delay = firstDelayMs;
      } else if (value.event === 'change') heard(resourcesOf(value));
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => (clearTimeout(wake), resolve()), { once: true });
    });
  void (async () => {
    while (!abort.signal.aborted) {
      const next = await readStream().catch(() => 'again' as const);
      if (next === 'stop' || abort.signal.aborted) return;
      // with a little jitter: the tabs of an instance that restarted do not come back all at once
      await pause(delay * (0.75 + Math.random() / 4));
      delay = Math.min(delay * 2, maxDelayMs);
    }
  })();

  return () => {
    abort.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}

function resourcesOf(message: EventSourceMessage): string[] {
  try {
    const { resources } = JSON.parse(message.data) as { resources?: unknown };
    return Array.isArray(resources) ? resources.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Drops the changed resources' whole lists (and the lists showing them); their open queries read again.
 * A record open in a form (getOne) is left alone: another admin's save never replaces what is typed.
 */
export function refreshResources(queryClient: QueryClient, resources: readonly string[]): void {
  const heads = new Set(resources.flatMap((resource) => listsShowing(resource)));
  if (heads.size === 0) return;
  listCache.invalidate([...heads]);
  // the event names no rows: the rows read before answer the lists meanwhile, as after an action
  for (const resource of heads) listCache.changed({ resource });
  void queryClient.invalidateQueries({
    predicate: (query) => heads.has(String(query.queryKey[0])) && query.queryKey[1] !== 'getOne',
  });
}
