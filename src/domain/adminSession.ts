/**
 * An admin's sign-in session (issue 62): when it still lets its token in. A session ends when it is
 * signed out or ended, past its absolute lifetime (SESSION_MAX_AGE, default 12 h) or, when
 * SESSION_IDLE_TIMEOUT is set, after that long without a call. Used by the server's guard and its
 * Sessions list, so both agree on which sessions are alive.
 */

export const DEFAULT_SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

/** Last-seen is written at most this often, so a busy admin does not write on every call. */
export const SESSION_TOUCH_EVERY_MS = 60_000;

export interface SessionLimits {
  maxAgeMs: number;
  /** null: no idle timeout */
  idleMs: number | null;
}

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

export type SessionState = 'active' | 'ended' | 'expired' | 'idle';

export function sessionState(session: SessionTimes, now: number, limits: SessionLimits): SessionState {
  if (session.endedAt !== null) return 'ended';
  if (now - session.createdAt.getTime() >= limits.maxAgeMs) return 'expired';
  if (limits.idleMs !== null && now - session.lastSeenAt.getTime() >= limits.idleMs) return 'idle';
  return 'active';
}

/** True when the session's last-seen time is old enough to be written again. */
export function shouldTouch(lastSeenAt: Date, now: number): boolean {
  return now - lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS;
}

/**
 * A duration as the configuration writes it: "30m", "12h", "7d", "90s" or a number of seconds.
 * Null when it cannot be read.
 */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?)?\s*$/i.exec(text);
  if (!match) return null;
  const unit = (match[2] ?? 's').toLowerCase()[0];
  const factor = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit as 's' | 'm' | 'h' | 'd'];
  const ms = Math.round(Number(match[1]) * factor);
  return ms > 0 ? ms : null;
}
