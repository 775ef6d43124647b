/**
 * The server's configuration, from the environment (README "Configuration"):
 * PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, SESSION_MAX_AGE (JWT_EXPIRES_IN, its older name),
 * SESSION_IDLE_TIMEOUT, WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN, SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD,
 * STATIC_DIR, CORS_ORIGIN, CONTENT_SECURITY_POLICY, FRAME_ANCESTORS, TRUST_PROXY, SMTP_URL, MAIL_FROM,
 * S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SUPER_ADMIN } from './db/seed/team';
import type { MailSettings } from './mail';
import { DEFAULT_SESSION_MAX_AGE_MS, parseDuration } from '../src/domain/adminSession';
import type { S3Settings } from './s3Uploads';

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; holds the embedded database (pgdata/), uploads/ and jwt-secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Where the secret came from: the environment, DATA_DIR/jwt-secret, or generated just now. */
  jwtSecretSource: 'env' | 'file' | 'generated';
  /** SESSION_MAX_AGE (or JWT_EXPIRES_IN): a session's absolute lifetime, default 12 h */
  sessionMaxAgeMs: number;
  /** SESSION_IDLE_TIMEOUT: a session ends after this long without a call; null (default): never */
  sessionIdleMs: number | null;
  /** WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN (comma separated): where passkeys belong; null: each request's host */
  webauthnRpId: string | null;
  webauthnOrigins: string[] | null;
  seedAdminEmail: string;
  seedAdminPassword: string;
  /** Absolute path of the built SPA, or null when it does not exist (API only). */
  staticDir: string | null;
  uploadsDir: string;
  corsOrigin: string | undefined;
  /** CONTENT_SECURITY_POLICY: replaces the admin's policy (server/securityHeaders.ts). */
  contentSecurityPolicy: string | undefined;
  /** FRAME_ANCESTORS: origins allowed to frame the admin; none by default. */
  frameAncestors: string | undefined;
  /**
   * TRUST_PROXY: Fastify's trustProxy, so the client address (sign-in limits, the activity log) is
   * read from X-Forwarded-For: false (unset), true, a number of proxy hops, or proxy addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  /** SMTP_URL and MAIL_FROM: the SMTP server new passwords are mailed through; null: no mail is sent. */
  mail: MailSettings | null;
  /** S3_BUCKET and friends: uploads in that bucket (server/s3Uploads.ts); null: in uploadsDir. */
  s3: S3Settings | null;
}

export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8787;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}

/**
 * JWT_SECRET, else DATA_DIR/jwt-secret, else a new random secret written there with mode 0600. With
 * DATABASE_URL it must be set: several instances may share that database, and a secret of each one's
 * own would have each refuse the others' tokens.
 */
function resolveJwtSecret(
  fromEnv: string | undefined,
  dataDir: string,
  databaseUrl: string | undefined,
): Pick<ServerConfig, 'jwtSecret' | 'jwtSecretSource'> {
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return { jwtSecret: fromEnv, jwtSecretSource: 'env' };
  }
  if (databaseUrl)
    throw new ConfigError(
      `JWT_SECRET must be set when DATABASE_URL is set: every server instance on the database signs and checks ` +
        `sign-in tokens with it. Give each instance the same random value of at least ${MIN_SECRET_LENGTH} characters ` +
        `(e.g. the output of \`openssl rand -base64 48\`).`,
    );
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const read = (): string | undefined => nonEmpty(fs.readFileSync(file, 'utf8'));
  if (fs.existsSync(file)) {
    const kept = read();
    if (kept) return { jwtSecret: kept, jwtSecretSource: 'file' };
    fs.unlinkSync(file); // empty file: replace it
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { jwtSecret: secret, jwtSecretSource: 'generated' };
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const kept = read();
      if (kept) return { jwtSecret: kept, jwtSecretSource: 'file' };
    }
    throw err;
  }
}

function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: unset/false, true, a hop count, or a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || /^(false|no|off|0)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined || entries.length === 0)
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a number of proxies, or proxy addresses / CIDR ranges separated by commas, not "${wrong ?? value}"`,
    );
  return entries;
}

/** SMTP_URL (smtp:// or smtps://) and MAIL_FROM, both or neither; the URL's password is never echoed. */
function parseMail(smtpUrl: string | undefined, mailFrom: string | undefined): MailSettings | null {
  if (smtpUrl === undefined) {
    if (mailFrom !== undefined) throw new ConfigError('MAIL_FROM is set but SMTP_URL is not: set both to send mail');
    return null;
  }
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  if (mailFrom === undefined) throw new ConfigError('SMTP_URL is set but MAIL_FROM is not: set the sender address too');
  if (!/@[^\s@>]+/.test(mailFrom))
    throw new ConfigError(`MAIL_FROM must hold an email address, e.g. "Shop <no-reply@shop.example>", not "${mailFrom}"`);
  return { smtpUrl, mailFrom };
}

function parseDurationVar(name: string, value: string | undefined): number | null {
  if (value === undefined) return null;
  const ms = parseDuration(value);
  if (ms === null) throw new ConfigError(`${name} must be a duration such as 30m, 12h or 7d, not "${value}"`);
  return ms;
}

/** WEBAUTHN_ORIGIN: origins such as https://admin.shop.example, comma separated. */
function parseOrigins(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || url.origin !== origin)
      throw new ConfigError(`WEBAUTHN_ORIGIN must hold origins such as https://admin.shop.example (no path), not "${origin}"`);
  }
  return origins;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** The S3_* variables: none (uploads on disk), or at least S3_BUCKET; both keys or neither. */
function parseS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = nonEmpty(env.S3_BUCKET);
  if (!bucket) {
    const stray = S3_VARIABLES.find((name) => nonEmpty(env[name]) !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket`);
    return null;
  }
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example.com, not "${endpoint}"`);
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's own credentials");
  const pathStyle = nonEmpty(env.S3_FORCE_PATH_STYLE);
  if (pathStyle !== undefined && !/^(true|false|yes|no|on|off|1|0)$/i.test(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`);
  return {
    endpoint,
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle !== undefined && /^(true|yes|on|1)$/i.test(pathStyle),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const staticDir = path.resolve(nonEmpty(env.STATIC_DIR) ?? './dist');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  return {
    port: parsePort(nonEmpty(env.PORT)),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    ...resolveJwtSecret(nonEmpty(env.JWT_SECRET), dataDir, databaseUrl),
    sessionMaxAgeMs:
      parseDurationVar('SESSION_MAX_AGE', nonEmpty(env.SESSION_MAX_AGE)) ??
      parseDurationVar('JWT_EXPIRES_IN', nonEmpty(env.JWT_EXPIRES_IN)) ??
      DEFAULT_SESSION_MAX_AGE_MS,
    sessionIdleMs: parseDurationVar('SESSION_IDLE_TIMEOUT', nonEmpty(env.SESSION_IDLE_TIMEOUT)),
    webauthnRpId: nonEmpty(env.WEBAUTHN_RP_ID)?.toLowerCase() ?? null,
    webauthnOrigins: parseOrigins(nonEmpty(env.WEBAUTHN_ORIGIN)),
    seedAdminEmail: (nonEmpty(env.SEED_ADMIN_EMAIL) ?? DEMO_SUPER_ADMIN.email).toLowerCase(),
    seedAdminPassword: env.SEED_ADMIN_PASSWORD || DEMO_SUPER_ADMIN.password,
    staticDir: fs.existsSync(path.join(staticDir, 'index.html')) ? staticDir : null,
    uploadsDir: path.join(dataDir, 'uploads'),
    corsOrigin: nonEmpty(env.CORS_ORIGIN),
    contentSecurityPolicy: nonEmpty(env.CONTENT_SECURITY_POLICY),
    frameAncestors: nonEmpty(env.FRAME_ANCESTORS),
    trustProxy: parseTrustProxy(nonEmpty(env.TRUST_PROXY)),
    mail: parseMail(nonEmpty(env.SMTP_URL), nonEmpty(env.MAIL_FROM)),
    s3: parseS3(env),
  };
}
