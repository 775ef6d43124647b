/**
 * Staff accounts a money-handling shop can trust (issue 62): a row per sign-in (admin_sessions, with
 * its own table version so the guard keeps the active ones until one changes), second factors (TOTP,
 * recovery codes, passkeys and the WebAuthn challenges waiting for an answer), the team's security
 * settings, and the first of two approvals on a large withdrawal.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const newId = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 24)`;

/** The admin a row belongs to: it goes with the admin. */
const admin = (c: ColumnDefinitionBuilder) => c.notNull().references('admins.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(newId))
    .addColumn('adminId', 'text', admin)
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lastSeenAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('userAgent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('endedAt', 'timestamptz')
    .addColumn('endReason', 'text')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('full'))
    .addColumn('stepUpAt', 'timestamptz')
    .addCheckConstraint('admin_sessions_scope', sql`scope in ('full', 'enrol')`)
    .execute();
  await sql`create index admin_sessions_active_idx on admin_sessions ("adminId") where "endedAt" is null`.execute(db);
  await sql`insert into table_versions (name, version) values ('admin_sessions', 0) on conflict (name) do nothing`.execute(db);
  await sql`create trigger admin_sessions_version after insert or update or delete or truncate on admin_sessions
    for each statement execute function bump_table_version()`.execute(db);

  await db.schema
    .createTable('admin_totp')
    .addColumn('adminId', 'text', (c) => admin(c).primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull()) // AES-GCM sealed (server/auth/secretBox.ts)
    .addColumn('confirmedAt', 'timestamptz')
    .addColumn('lastCounter', 'bigint')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(newId))
    .addColumn('adminId', 'text', admin)
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('admin_recovery_codes_hash', ['adminId', 'codeHash'])
    .execute();

  await db.schema
    .createTable('admin_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(newId))
    .addColumn('adminId', 'text', admin)
    .addColumn('credentialId', 'text', (c) => c.notNull().unique())
    .addColumn('publicKey', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lastUsedAt', 'timestamptz')
    .execute();
  await sql`create index admin_passkeys_admin_idx on admin_passkeys ("adminId")`.execute(db);

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(newId))
    .addColumn('adminId', 'text', admin)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('webauthn_challenges_purpose', sql`purpose in ('register', 'signIn', 'stepUp')`)
    .execute();
  await sql`create index webauthn_challenges_admin_idx on webauthn_challenges ("adminId", purpose)`.execute(db);

  await db.schema
    .alterTable('admin_settings')
    .addColumn('requireMfa', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('admin_settings')
    .addColumn('fourEyesThreshold', sql`numeric(14,2)`, (c) => c.notNull().defaultTo(1000))
    .execute();

  await db.schema
    .alterTable('withdrawals')
    .addColumn('firstApprovedBy', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('firstApprovedAt', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('firstApprovedAt').execute();
  await db.schema.alterTable('withdrawals').dropColumn('firstApprovedBy').execute();
  await db.schema.alterTable('admin_settings').dropColumn('fourEyesThreshold').execute();
  await db.schema.alterTable('admin_settings').dropColumn('requireMfa').execute();
  for (const table of ['webauthn_challenges', 'admin_passkeys', 'admin_recovery_codes', 'admin_totp', 'admin_sessions'])
    await db.schema.dropTable(table).ifExists().execute();
  await sql`delete from table_versions where name = 'admin_sessions'`.execute(db);
}
