/**
 * The sign-in limits counted in the database, so that several server instances on one PostgreSQL
 * count each email, account and address once (server/auth/sharedLimits.ts); one instance on the
 * embedded database keeps counting in memory. Times are milliseconds since 1970; a row whose time
 * has passed is swept by the next write.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sign_in_failures (
    key text primary key,
    "failedAt" bigint[] not null,
    "expiresAt" bigint not null
  )`.execute(db);
  await sql`create index sign_in_failures_expiry on sign_in_failures ("expiresAt")`.execute(db);
  await sql`create table rate_limit_hits (
    key text primary key,
    hits integer not null,
    "resetsAt" bigint not null
  )`.execute(db);
  await sql`create index rate_limit_hits_expiry on rate_limit_hits ("resetsAt")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
  await sql`drop table if exists sign_in_failures`.execute(db);
}
