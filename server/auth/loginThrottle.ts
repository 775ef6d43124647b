/**
 * Failed sign-in counters: after `maxFailures` failures for one key (email + IP, or an account)
 * within `windowMs`, further attempts are refused until the oldest of them leaves the window. A
 * success clears the key. `LoginThrottle` counts in memory (one instance); the database's count is
 * shared by every instance on it (./sharedLimits.ts). The clock is injectable for tests.
 */
export interface LoginThrottleOptions {
  /** Failures allowed within the window; the next attempt is refused. Default 5. */
  maxFailures?: number;
  /** Window in milliseconds. Default 15 minutes. */
  windowMs?: number;
  now?: () => number;
}

/** What the sign-in route asks of a counter, wherever it counts. Browser-safe. */
export interface FailureThrottle {
  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** One email from one address (an address has no space; PostgreSQL's text cannot hold NUL). */
export const throttleKey = (email: string, ip: string): string => `${ip} ${email}`;

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
  now: () => number;
}

export function throttleSettings(options: LoginThrottleOptions = {}): ThrottleSettings {
  return { maxFailures: options.maxFailures ?? 5, windowMs: options.windowMs ?? 15 * 60_000, now: options.now ?? Date.now };
}

/** The failures (times, oldest first) still within the window at `now`. */
export function recentFailures(times: readonly number[], now: number, windowMs: number): number[] {
  return times.filter((at) => now - at < windowMs);
}

/** The wait these recent failures impose at `now`: until the oldest of the last `maxFailures` leaves the window. */
export function waitAfter(recent: readonly number[], now: number, { maxFailures, windowMs }: ThrottleSettings): number {
  if (recent.length < maxFailures) return 0;
  return Math.max(1, recent[recent.length - maxFailures] + windowMs - now);
}

const SWEEP_ABOVE = 10_000;

export class LoginThrottle implements FailureThrottle {
  private readonly settings: ThrottleSettings;
  private readonly failures = new Map<string, number[]>();

  constructor(options: LoginThrottleOptions = {}) {
    this.settings = throttleSettings(options);
  }

  private recent(key: string, now: number): number[] {
    const kept = recentFailures(this.failures.get(key) ?? [], now, this.settings.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  async retryAfterMs(key: string): Promise<number> {
    const now = this.settings.now();
    return waitAfter(this.recent(key, now), now, this.settings);
  }

  async recordFailure(key: string): Promise<void> {
    const now = this.settings.now();
    const recent = this.recent(key, now);
    this.failures.set(key, [...recent, now].slice(-this.settings.maxFailures));
    if (this.failures.size > SWEEP_ABOVE) for (const k of [...this.failures.keys()]) this.recent(k, now);
  }

  async reset(key: string): Promise<void> {
    this.failures.delete(key);
  }
}
