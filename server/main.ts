/**
 * `npm start`: reads the environment, opens the database (PGlite in DATA_DIR, or DATABASE_URL),
 * migrates, seeds demo data into an empty database, serves the API and the built SPA.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import type { OpenedDatabase } from './db/connect';
import { DatabaseLockedError } from './db/dirLock';
import { makePrivate } from './db/privateFiles';
import { UnknownMigrationsError } from './db/migrate';
import { openMigrated } from './db/openMigrated';
import type { Database } from './db/schema';
import { seedDemo } from './db/seed/index';
import { hashPassword, verifyPassword } from './auth/password';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** True while the seeded super admin still signs in with the configured (demo) password. */
async function demoLoginStillValid(db: Kysely<Database>, config: ServerConfig): Promise<boolean> {
  const admin = await db.selectFrom('admins').select('passwordHash').where('email', '=', config.seedAdminEmail).executeTakeFirst();
  return admin !== undefined && (await verifyPassword(admin.passwordHash, config.seedAdminPassword));
}

function printBanner(app: FastifyInstance, config: ServerConfig, showLogin: boolean): void {
  const address = app.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  const lines = [`Mystery Box Admin is running at http://${hostPart}:${address.port}/`];
  if (!config.staticDir) lines.push('  (API only: no built SPA found; run `npm run build` or set STATIC_DIR)');
  if (showLogin) {
    lines.push(
      '  Demo super admin (demo only, change it before real use):',
      `    email:    ${config.seedAdminEmail}`,
      `    password: ${config.seedAdminPassword}`,
    );
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  // the embedded database, the JWT secret and the uploads are the server's alone: every file it
  // creates is private to its account (the admins' password hashes are in the database's files)
  process.umask(0o077);
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`Configuration error: ${err.message}`);
    throw err;
  }

  // DATA_DIR and everything already in it private to this account (the embedded database's files are
  // made private again once it opens, after PostgreSQL wrote its own: server/db/pgliteTemplate.ts)
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  makePrivate(config.dataDir);

  let opened: OpenedDatabase;
  try {
    opened = await openMigrated({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, migrated: true }, (line) => console.log(line));
  } catch (err) {
    if (err instanceof DatabaseLockedError || err instanceof UnknownMigrationsError) fail(err.message);
    throw err;
  }

  let app: FastifyInstance | null = null;
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    try {
      await app?.close();
    } finally {
      await opened.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const { seeded } = await seedDemo(opened.db, {
      adminEmail: config.seedAdminEmail,
      adminPassword: config.seedAdminPassword,
      hashPassword,
    });
    if (seeded) console.log('Empty database: demo data loaded.');

    app = await buildApp({
      db: opened.db,
      statementsSent: opened.statementsSent,
      listen: opened.listen,
      // several instances may share a PostgreSQL server: they count the sign-in limits together
      sharedLimits: opened.kind === 'postgres',
      jwtSecret: config.jwtSecret,
      sessions: { maxAgeMs: config.sessionMaxAgeMs, idleMs: config.sessionIdleMs },
      webauthn: { rpId: config.webauthnRpId, origins: config.webauthnOrigins },
      staticDir: config.staticDir,
      uploadsDir: config.uploadsDir,
      s3: config.s3,
      corsOrigin: config.corsOrigin,
      contentSecurityPolicy: config.contentSecurityPolicy,
      frameAncestors: config.frameAncestors,
      trustProxy: config.trustProxy,
      mail: config.mail,
      logger: true,
    });
    await app.listen({ port: config.port, host: config.host });
    printBanner(app, config, await demoLoginStillValid(opened.db, config));
  } catch (err) {
    await app?.close().catch(() => undefined);
    await opened.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`);
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
