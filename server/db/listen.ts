/**
 * LISTEN on PostgreSQL, on a connection of its own (a pooled one would be handed to queries and
 * lose its LISTEN). A dropped connection is opened again a second later, as long as it takes;
 * `onGap` then tells the caller that notices sent meanwhile were lost. TCP keep-alive notices a
 * peer gone silent; nothing is sent to the database while no notice comes.
 */
import pg from 'pg';

const RECONNECT_MS = 1000;

export type Unlisten = () => Promise<void>;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onGap: () => void = () => undefined,
): Promise<Unlisten> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client.on('notification', (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? '');
    });
    // an error is followed by 'end', which reconnects
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) await client.end();
    else current = client;
  };

  const reconnectLater = (): void => {
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onGap();
        },
        () => {
          if (!stopped) reconnectLater();
        },
      );
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
