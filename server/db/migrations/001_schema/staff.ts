/**
 * The staff's tables: admins (tokenVersion: a password change bumps it and older tokens are refused),
 * the one settings row, sign-ins (admin_sessions), second factors (TOTP, recovery codes, passkeys and
 * the WebAuthn challenges waiting for an answer), the replies of creates sent with an
 * Idempotency-Key, the sign-in limits shared by several instances, and the activity log.
 */
import { sql, type Kysely } from 'kysely';
import { createIndexes, emptyList, emptyText, flag, nowColumn, ref, required, table, timestamps, type ColumnFn } from './columns.js';

/** The admin a row belongs to: it goes with the admin. */
const admin: ColumnFn = ref('admins.id', 'cascade', true);

export async function createStaffTables(db: Kysely<unknown>): Promise<void> {
  await timestamps(
    table(db, 'admins')
      .addColumn('firstname', 'text', required)
      .addColumn('lastname', 'text', required)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('passwordHash', 'text', required)
      .addColumn('profile', 'text')
      .addColumn('role', sql`text[]`, emptyList)
      .addColumn('isBlock', 'boolean', flag(false))
      .addCheckConstraint('admins_email_lowercase', sql`email = lower(email)`),
  )
    .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('admin_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1))
    .addColumn('boxProfit', sql`numeric(9,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('updatedAt', 'timestamptz', nowColumn)
    .addColumn('requireMfa', 'boolean', flag(false))
    .addColumn('fourEyesThreshold', sql`numeric(14,2)`, (c) => c.notNull().defaultTo(1000))
    .addCheckConstraint('admin_settings_single_row', sql`id = 1`)
    .execute();
  await sql`insert into admin_settings (id, "boxProfit") values (1, 10)`.execute(db);

  await table(db, 'admin_sessions')
    .addColumn('adminId', 'text', admin)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addColumn('lastSeenAt', 'timestamptz', nowColumn)
    .addColumn('userAgent', 'text', emptyText)
    .addColumn('ip', 'text', emptyText)
    .addColumn('endedAt', 'timestamptz')
    .addColumn('endReason', 'text')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('full'))
    .addColumn('stepUpAt', 'timestamptz')
    .addCheckConstraint('admin_sessions_scope', sql`scope in ('full', 'enrol')`)
    .execute();
  await sql`create index admin_sessions_active_idx on admin_sessions ("adminId") where "endedAt" is null`.execute(db);

  await db.schema
    .createTable('admin_totp')
    .addColumn('adminId', 'text', (c) => admin(c).primaryKey())
    .addColumn('secret', 'text', required) // AES-GCM sealed (server/auth/secretBox.ts)
    .addColumn('confirmedAt', 'timestamptz')
    .addColumn('lastCounter', 'bigint')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();

  await table(db, 'admin_recovery_codes')
    .addColumn('adminId', 'text', admin)
    .addColumn('codeHash', 'text', required)
    .addColumn('usedAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addUniqueConstraint('admin_recovery_codes_hash', ['adminId', 'codeHash'])
    .execute();

  await table(db, 'admin_passkeys')
    .addColumn('adminId', 'text', admin)
    .addColumn('credentialId', 'text', (c) => c.notNull().unique())
    .addColumn('publicKey', 'text', required)
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, emptyList)
    .addColumn('name', 'text', required)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addColumn('lastUsedAt', 'timestamptz')
    .execute();
  await sql`create index admin_passkeys_admin_idx on admin_passkeys ("adminId")`.execute(db);

  await table(db, 'webauthn_challenges')
    .addColumn('adminId', 'text', admin)
    .addColumn('purpose', 'text', required)
    .addColumn('challenge', 'text', required)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addCheckConstraint('webauthn_challenges_purpose', sql`purpose in ('register', 'signIn', 'stepUp')`)
    .execute();
  await sql`create index webauthn_challenges_admin_idx on webauthn_challenges ("adminId", purpose)`.execute(db);

  // `reply` is null while the first request runs (server/idempotency.ts)
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('adminId', 'text', admin)
    .addColumn('key', 'text', required)
    .addColumn('request', 'text', required)
    .addColumn('reply', 'jsonb')
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['adminId', 'key'])
    .execute();
  await sql`create index idempotency_keys_created_at_idx on idempotency_keys ("createdAt")`.execute(db);

  // times in milliseconds since 1970; a row whose time has passed is swept by the next write
  await sql`create table sign_in_failures (key text primary key, "failedAt" bigint[] not null, "expiresAt" bigint not null)`.execute(db);
  await sql`create index sign_in_failures_expiry on sign_in_failures ("expiresAt")`.execute(db);
  await sql`create table rate_limit_hits (key text primary key, hits integer not null, "resetsAt" bigint not null)`.execute(db);
  await sql`create index rate_limit_hits_expiry on rate_limit_hits ("resetsAt")`.execute(db);

  await table(db, 'activity_logs')
    .addColumn('adminId', 'text', ref('admins.id', 'set null', false))
    .addColumn('action', 'text', required)
    .addColumn('module', 'text', required)
    .addColumn('description', 'text', emptyText)
    .addColumn('createdAt', 'timestamptz', nowColumn)
    .execute();
  await createIndexes(db, [
    ['activity_logs', ['createdAt']],
    ['activity_logs', ['adminId']],
  ]);
}
