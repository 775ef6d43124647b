/**
 * What QA mode hands the route modules (server/routeDeps.ts) in place of the Node server's pieces:
 * passwords hashed with WebCrypto (./passwords.ts), uploads kept in the tab (./uploads.ts), whole
 * lists read on each call (no cache: `wholeListJson`), the sign-in throttles in memory as on the
 * server, a JWT secret of the tab's, the server's sessions and passkey ceremonies, the console as
 * the log, and no mail server.
 */
import type { Kysely } from 'kysely';
import { LoginThrottle } from '../../../server/auth/loginThrottle';
import { webAuthnCeremonies } from '../../../server/auth/passkeys';
import { DEFAULT_SESSION_MAX_AGE_MS } from '../../domain/adminSession';
import { ACCOUNT_MAX_FAILURES, LOGIN_IP_LIMIT } from '../../../server/auth/signInLimits';
import type { Database } from '../../../server/db/schema';
import { SLICE_ROWS } from '../../../server/listSlices';
import { PreparedReply, wholeListJson, type ListReplies } from '../../../server/preparedReply';
import type { Logger, RouteDeps } from '../../../server/routeDeps';
import { fakePasswords } from './passwords';
import { memoryUploadStore } from './uploads';

/** The lists read again on each call: the tab's database has no other reader to share them with. */
function uncachedLists(db: Kysely<Database>): ListReplies {
  const encoder = new TextEncoder();
  return {
    reply: async (list) => new PreparedReply(encoder.encode(await wholeListJson(list.slices(db), SLICE_ROWS)), ''),
    kept: (_key, _tables, compute) => compute(),
  };
}

const consoleLog: Logger = {
  info: (details, message) => console.info(message ?? '', details),
  warn: (details, message) => console.warn(message ?? '', details),
  error: (details, message) => console.error(message ?? '', details),
};

/** A secret for a tab's tokens (random, 256 bits, hex). */
export function newJwtSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function browserDeps(db: Kysely<Database>, jwtSecret: string, grants: readonly string[], log: Logger = consoleLog): RouteDeps {
  return {
    db,
    jwtSecret,
    now: Date.now,
    sessions: { maxAgeMs: DEFAULT_SESSION_MAX_AGE_MS, idleMs: null },
    passkeys: webAuthnCeremonies,
    // the tab's own host and origin, as the server reads them from the request
    webauthn: { rpId: null, origins: null },
    passwords: fakePasswords,
    uploads: memoryUploadStore(),
    lists: uncachedLists(db),
    loginThrottle: new LoginThrottle(),
    accountThrottle: new LoginThrottle({ maxFailures: ACCOUNT_MAX_FAILURES }),
    loginIpLimit: LOGIN_IP_LIMIT,
    log,
    mailer: null,
    grants,
  };
}
