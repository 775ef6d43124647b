/**
 * The sign-in limits counted in the database (sign_in_failures, rate_limit_hits), for several server instances on one
 * PostgreSQL: each email + address, account and address is counted once, whichever instance the
 * attempt reached. Each count is one atomic upsert, so concurrent attempts on several instances
 * never lose one. The same windows and messages as in memory (./loginThrottle.ts); the instances'
 * clocks are taken to agree (NTP), as the tokens' expiry already assumes.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Database } from '../db/schema';
import {
  recentFailures,
  throttleSettings,
  waitAfter,
  type FailureThrottle,
  type LoginThrottleOptions,
  type ThrottleSettings,
} from './loginThrottle';

/** Failures of `name`'s keys ('login': email + address, 'account'), in sign_in_failures. */
export class DatabaseThrottle implements FailureThrottle {
  private readonly settings: ThrottleSettings;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    options: LoginThrottleOptions = {},
  ) {
    this.settings = throttleSettings(options);
  }

  private rowKey(key: string): string {
    return `${this.name}:${key}`;
  }

  async retryAfterMs(key: string): Promise<number> {
    const now = this.settings.now();
    const row = await this.db.selectFrom('sign_in_failures').select('failedAt').where('key', '=', this.rowKey(key)).executeTakeFirst();
    const times = (row?.failedAt ?? []).map(Number);
    return waitAfter(recentFailures(times, now, this.settings.windowMs), now, this.settings);
  }

  async recordFailure(key: string): Promise<void> {
    const { now: clock, windowMs, maxFailures } = this.settings;
    const now = clock();
    // the failures still in the window, this one added, the last maxFailures kept (oldest first)
    await sql`
      insert into sign_in_failures as f (key, "failedAt", "expiresAt")
      values (${this.rowKey(key)}, array[${now}::bigint], ${now + windowMs})
      on conflict (key) do update set
        "failedAt" = array(
          select at from (
            select at from unnest(f."failedAt" || ${now}::bigint) as at
            where at > ${now - windowMs} order by at desc limit ${maxFailures}
          ) kept order by at),
        "expiresAt" = excluded."expiresAt"`.execute(this.db);
    // this counter's rows whose failures all left the window (each counter keeps its own clock)
    await this.db.deleteFrom('sign_in_failures').where('expiresAt', '<=', now).where('key', 'like', `${this.name}:%`).execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('key', '=', this.rowKey(key)).execute();
  }
}

type Incr = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on rate_limit_hits: a fixed window per key and route, as its own
 * in-memory store counts (the window starts at the first call; the count starts again after it).
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      options: RateLimitOptions,
      private readonly route = '',
    ) {
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    private readonly timeWindow: number;

    incr(key: string, callback: Incr, timeWindow: number = this.timeWindow): void {
      this.count(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const { rows } = await sql<{ hits: number; resetsAt: string | number }>`
        insert into rate_limit_hits as r (key, hits, "resetsAt") values (${key}, 1, ${at + timeWindow})
        on conflict (key) do update set
          hits = case when r."resetsAt" <= ${at} then 1 else r.hits + 1 end,
          "resetsAt" = case when r."resetsAt" <= ${at} then ${at + timeWindow} else r."resetsAt" end
        returning hits, "resetsAt"`.execute(db);
      const { hits, resetsAt } = rows[0];
      // a new window: the windows that ended go
      if (hits === 1) await db.deleteFrom('rate_limit_hits').where('resetsAt', '<=', at).execute();
      return { current: hits, ttl: Math.max(0, Number(resetsAt) - at) };
    }

    // typed as a route's options, given the route's limit merged with the plugin's, and the route as routeInfo
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const merged = routeOptions as RateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };
      const method = merged.routeInfo?.method;
      const route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${merged.routeInfo?.url ?? ''}`;
      return new DatabaseRateLimitStore(merged, route);
    }
  }
  return DatabaseRateLimitStore;
}
