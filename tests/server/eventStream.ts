/**
 * A client of the push channel (GET /api/admin/events) as the admin reads it: fetch with the
 * bearer token, the text/event-stream body parsed into events as they arrive.
 */
export interface StreamEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  status: number;
  /** The next event not yet taken that `matches` (any, by default); fails after `timeoutMs`. */
  next(matches?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** `fetcher`: the server's over the network, or QA mode's in-tab adapter (src/dataProvider/fake). */
export async function openEventStream(
  baseUrl: string,
  token: string | null,
  fetcher: typeof fetch = fetch,
): Promise<EventStream & { body?: unknown }> {
  const abort = new AbortController();
  const res = await fetcher(`${baseUrl}/api/admin/events`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  if (!res.ok || !res.body) {
    const body: unknown = await res.json();
    return {
      status: res.status,
      body,
      next: () => Promise.reject(new Error('no stream')),
      ended: Promise.resolve(),
      close: () => undefined,
    };
  }
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          const data = fields.get('data');
          if (fields.has('event') && data !== undefined)
            events.push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id'),
              data: JSON.parse(data) as Record<string, unknown>,
            });
          wake();
        }
      }
    } catch {
      // aborted by close()
    }
    wake();
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: res.status,
    ended,
    close: () => abort.abort(),
    next(matches = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        function look() {
          const at = events.findIndex(matches);
          if (at >= 0) {
            clearTimeout(timer);
            waiters.delete(look);
            resolve(events.splice(0, at + 1)[at]);
          } else if (finished) {
            clearTimeout(timer);
            waiters.delete(look);
            reject(new Error(`the stream ended; got ${JSON.stringify(events)}`));
          }
        }
        waiters.add(look);
        look();
      });
    },
  };
}
