/**
 * What route handlers are given besides the call: the database and the pieces that differ between
 * the Node server and the QA fake in the browser (password hashing, the uploads store, the
 * whole-list replies). Each adapter builds one; route modules only read it. Browser-safe.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { ImageKind } from '../src/domain/images';
import type { FailureThrottle } from './auth/loginThrottle';
import type { ListReplies } from './preparedReply';
import type { RouteRateLimit } from './route';
import type { Mailer } from './passwordMail';
import type { SessionLimits } from '../src/domain/adminSession';

export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** false for a wrong password or a hash it cannot read */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** A file written as it streams in (a video), kept only once committed. */
export interface UploadWriter {
  write(chunk: Uint8Array): Promise<void>;
  /** Keeps the file under a new name with this extension (".mp4"); gives its URL. */
  commit(extension: string): Promise<string>;
  /** Drops what was written. */
  discard(): Promise<void>;
}

/** Where uploaded files live: a folder served at /uploads/ on the server, memory in the fake. */
export interface UploadStore {
  /** Keeps a checked image; gives its URL, or a data: URI where files are not kept. */
  saveImage(bytes: Uint8Array, kind: ImageKind): Promise<string>;
  /** Starts a streamed file in `folder`; null where files cannot be kept. */
  begin(folder: string): Promise<UploadWriter | null>;
  /** Removes a file this store keeps; any other URL (a data: URI, another host's) is left alone. */
  remove(url: string | null | undefined): Promise<void>;
}

/** A passkey as the ceremonies need it (ids and keys in base64url). */
export interface PasskeyCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Where passkeys belong: the relying party's id (a host name) and the origins pages may call from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The WebAuthn ceremonies (@simplewebauthn/server on the server): options to hand the browser, and
 * the checks of its answers. The caller keeps the challenge and says whether an answer's is one it
 * handed out; a failed check gives null, never an exception.
 */
export interface PasskeyCeremonies {
  registrationOptions(input: {
    rp: RelyingParty;
    userId: string;
    userName: string;
    userDisplayName: string;
    exclude: readonly PasskeyCredential[];
  }): Promise<{ options: Record<string, unknown>; challenge: string }>;
  verifyRegistration(input: {
    rp: RelyingParty;
    response: unknown;
    expectedChallenge: (challenge: string) => Promise<boolean>;
  }): Promise<PasskeyCredential | null>;
  authenticationOptions(input: {
    rp: RelyingParty;
    allow: readonly PasskeyCredential[];
  }): Promise<{ options: Record<string, unknown>; challenge: string }>;
  verifyAuthentication(input: {
    rp: RelyingParty;
    response: unknown;
    expectedChallenge: (challenge: string) => Promise<boolean>;
    credential: PasskeyCredential;
  }): Promise<{ counter: number } | null>;
}

/** WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN; null: taken from each request's host and origin. */
export interface WebAuthnSettings {
  rpId: string | null;
  origins: string[] | null;
}

export interface RouteDeps {
  db: Kysely<Database>;
  jwtSecret: string;
  /** the clock (ms since the epoch): sessions, step-up windows and TOTP codes are read against it */
  now: () => number;
  /** SESSION_MAX_AGE and SESSION_IDLE_TIMEOUT */
  sessions: SessionLimits;
  passkeys: PasskeyCeremonies;
  webauthn: WebAuthnSettings;
  passwords: PasswordHasher;
  uploads: UploadStore;
  lists: ListReplies;
  /** failed sign-ins per email and address, and per account from any address */
  loginThrottle: FailureThrottle;
  accountThrottle: FailureThrottle;
  /** sign-in calls per address, of any outcome */
  loginIpLimit: RouteRateLimit;
  log: Logger;
  /** mails sent to shop users; null when no mail server is configured */
  mailer: Mailer | null;
  /** permissions the route modules add to the team catalogue (their `grants`) */
  grants: readonly string[];
}
