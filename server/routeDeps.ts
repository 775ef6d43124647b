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

export interface RouteDeps {
  db: Kysely<Database>;
  jwtSecret: string;
  jwtExpiresIn: string;
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
}
