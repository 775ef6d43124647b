/**
 * The database's change notices (a table's name on `table_changes` when a change to it commits:
 * server/db/migrations/002_functions/changes.ts), heard once per server instance and handed to its subscribers, the push channel's
 * open streams (server/changeEvents.ts). Notices of one moment are handed over together, once each;
 * after the database connection dropped (notices may be lost), every table counts as changed.
 */
import { CHANGE_CHANNEL } from './db/migrations/002_functions/changes';
import type { OpenedDatabase } from './db/connect';
import { DATA_TABLES } from './db/tables';

export type Listen = OpenedDatabase['listen'];
export type ChangeListener = (tables: readonly string[]) => void;

/** Notices arriving within this many ms are handed over as one change (a transaction's tables). */
const GATHER_MS = 20;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly pending = new Set<string>();
  private flush?: ReturnType<typeof setTimeout>;
  private unlisten?: () => Promise<void>;

  /** Starts listening; the feed hears every change committed after it resolves. */
  static async start(listen: Listen): Promise<ChangeFeed> {
    const feed = new ChangeFeed();
    feed.unlisten = await listen(
      CHANGE_CHANNEL,
      (table) => feed.heard([table]),
      () => feed.heard(DATA_TABLES),
    );
    return feed;
  }

  /** Calls `listener` with the tables of each change until the returned function is called. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    clearTimeout(this.flush);
    this.listeners.clear();
    await this.unlisten?.();
  }

  private heard(tables: readonly string[]): void {
    for (const table of tables) this.pending.add(table);
    this.flush ??= setTimeout(() => {
      this.flush = undefined;
      const changed = [...this.pending].sort();
      this.pending.clear();
      for (const listener of this.listeners) listener(changed);
    }, GATHER_MS);
  }
}
