/**
 * A fresh server for a test file: a fresh database (in-memory PGlite, or PostgreSQL on the
 * server-pg project: ./testDatabase.ts), migrated, demo data seeded, app built.
 * `loginAs` signs in through the real login route and returns the token.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { RouteModule } from '../../server/route';
import { loadRouteModules } from '../../server/routeModules';
import { hashPassword } from '../../server/auth/password';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/index';
import { openTestDatabase } from './testDatabase';

export const SUPER_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' } as const;
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** Signs in through POST /api/admin/login; fails the test when the login is refused. */
  loginAs(email: string, password: string): Promise<string>;
  /**
   * Confirms it is them (POST /api/admin/mfa/stepUp with the password of an admin without a second
   * factor), so the dangerous actions (large withdrawals, box odds, super admin grants, password and
   * wallet changes) pass for the next 5 minutes of that session; gives the token back.
   */
  stepUp(token: string, password: string): Promise<string>;
  /** Signs in and steps up at once. */
  loginSteppedUp(email: string, password: string): Promise<string>;
  /** Inserts an admin (a team member by default) and returns its id. */
  createAdmin(fields: { email: string; password?: string; role?: string[]; isBlock?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<BuildAppOptions, 'db'>> {
  /** Load the demo data (default true). */
  seed?: boolean;
  /** The moment the demo data's dates count back from (default: now). */
  seedNow?: Date;
  /** Test-only route modules served beside the app's own (urls under /api/admin). */
  extraModules?: Readonly<Record<string, RouteModule>>;
}

export async function makeTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { seed = true, seedNow, extraModules, ...appOptions } = options;
  const opened = await openTestDatabase({ migrated: true });
  const { db } = opened;
  await migrateToLatest(db);
  if (seed) {
    await seedDemo(db, { adminEmail: SUPER_ADMIN.email, adminPassword: SUPER_ADMIN.password, hashPassword, now: seedNow });
  }
  const modules = extraModules ? { ...(await loadRouteModules()), ...extraModules } : undefined;
  const app = await buildApp({
    db,
    statementsSent: opened.statementsSent,
    listen: opened.listen,
    // counted in the database on PostgreSQL, as the server counts them there
    sharedLimits: opened.kind === 'postgres',
    jwtSecret: TEST_JWT_SECRET,
    modules,
    ...appOptions,
  });
  await app.ready();

  const server: TestServer = {
    app,
    db,
    async loginAs(email, password) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
      const body = res.json<{ code: number; msg: string; token?: string }>();
      if (body.code !== 200 || !body.token) throw new Error(`login as ${email} refused: ${res.statusCode} ${body.msg}`);
      return body.token;
    },
    async stepUp(token, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/mfa/stepUp',
        headers: bearer(token),
        payload: { method: 'password', password },
      });
      const body = res.json<{ code: number; msg: string }>();
      if (body.code !== 200) throw new Error(`step-up refused: ${res.statusCode} ${body.msg}`);
      return token;
    },
    async loginSteppedUp(email, password) {
      return server.stepUp(await server.loginAs(email, password), password);
    },
    async createAdmin({ email, password = 'Member@12345', role = [], isBlock = false }) {
      const row = await db
        .insertInto('admins')
        .values({ firstname: 'Test', lastname: 'Member', email, passwordHash: await hashPassword(password), profile: null, role, isBlock })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await app.close();
      await opened.close();
    },
  };
  return server;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The envelope every API reply has. */
export interface Envelope {
  code: number;
  msg: string;
  [key: string]: unknown;
}

export function envelope(res: LightMyRequestResponse): Envelope {
  const body = res.json<Envelope>();
  return body;
}
