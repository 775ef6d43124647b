/**
 * Failed sign-in counter, in memory: after `maxFailures` failures for one key (email + IP) within
 * `windowMs`, further attempts are refused until the oldest failure leaves the window.
 * A success clears the key. The clock is injectable for tests.
 */
export interface LoginThrottleOptions {
  /** Failures allowed within the window; the next attempt is refused. Default 5. */
  maxFailures?: number;
  /** Window in milliseconds. Default 15 minutes. */
  windowMs?: number;
  now?: () => number;
}

const SWEEP_ABOVE = 10_000;

export class LoginThrottle {
  readonly maxFailures: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly failures = new Map<string, number[]>();

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
  }

  static key(email: string, ip: string): string {
    return `${email}\u0000${ip}`;
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, recent[recent.length - this.maxFailures] + this.windowMs - now);
  }

  recordFailure(key: string): void {
    const now = this.now();
    const recent = this.recent(key, now);
    this.failures.set(key, [...recent, now].slice(-this.maxFailures));
    if (this.failures.size > SWEEP_ABOVE) for (const k of [...this.failures.keys()]) this.recent(k, now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
