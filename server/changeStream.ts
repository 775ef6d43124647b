/**
 * The push channel's text (docs/api.md "The push channel"), whatever carries it: the Fastify
 * adapter's stream (./changeEvents.ts) and QA mode's in-tab one (src/dataProvider/fake/adapter.ts).
 * Each change of the feed is sent after the caller's check of the session; a failed check ends the
 * stream with `signedOut`.
 */
import { resourcesChangedBy } from '../src/domain/liveResources';
import type { ChangeFeed } from './changeFeed';
import { ApiError } from './http';

/** The push channel's url, under the API prefix. */
export const CHANGE_EVENTS_URL = '/events';

/** How long a client waits before it connects again after the stream ended (SSE `retry`). */
const RETRY_MS = 3000;

function frame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface ChangeStreamSink {
  write(text: string): void;
  /** ends the stream, after `text` */
  end(text: string): void;
}

/** Opens the stream (retry, ready) and sends the feed's changes until the returned function is called. */
export function streamChanges(feed: ChangeFeed, stillAdmitted: () => Promise<unknown>, sink: ChangeStreamSink): () => void {
  let sent = 0;
  // one check at a time: events wait for the one before them, so they keep their order
  let queue = Promise.resolve();
  const unsubscribe = feed.subscribe((tables) => {
    queue = queue.then(async () => {
      try {
        await stillAdmitted();
      } catch (err) {
        const code = err instanceof ApiError ? err.statusCode : 500;
        sink.end(frame('signedOut', { code, msg: err instanceof Error ? err.message : String(err) }));
        return;
      }
      sent += 1;
      sink.write(frame('change', { tables, resources: resourcesChangedBy(tables) }, sent));
    });
  });
  sink.write(`retry: ${RETRY_MS}\n\n`);
  sink.write(frame('ready', {}));
  return unsubscribe;
}
