/**
 * Idempotent creates (docs/api.md "Idempotency-Key"): a form sends one key with its create; the
 * server runs a create once per admin and key, and replays the first reply to the same request sent
 * again (a double click, a retry after a lost answer) instead of creating a second record.
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key the server takes: 16 to 200 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * A new key: 128 random bits as 32 hex digits. crypto.getRandomValues, unlike randomUUID, also works
 * on a page served over plain http from another host than localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
