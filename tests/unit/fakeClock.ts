/**
 * A faked clock for the list tests whose waits are timers (a sort's 120 ms wait for its page, the
 * filters' typing pause): setTimeout only, so the reads (promises) still run, and ticked 1 ms at a
 * time, so "within the wait" holds whatever the machine's load.
 */
import { vi } from 'vitest';

export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Ticks the faked clock 1 ms at a time until `done` or `limit` ms; the ms it took. */
export async function tickUntil(done: () => boolean, limit: number): Promise<number> {
  let ms = 0;
  for (; ms < limit && !done(); ms += 1) await vi.advanceTimersByTimeAsync(1);
  return ms;
}

/**
 * Back to real time, after what was left on the faked clock: the lists' in-process service is
 * shared by a file's tests, and one of its timers dropped unrun left the next test's list unread.
 */
export async function realTimeAgain(): Promise<void> {
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
}
