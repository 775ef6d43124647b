/**
 * The replies of creates sent with an Idempotency-Key header (server/idempotency.ts), per admin and
 * key: the same create sent again replays its first reply instead of creating again. In the
 * database rather than in the process, so that every instance of the server sees them. `reply` is
 * null while the first request runs; rows older than the keys' lifetime are deleted as new ones
 * come (by `createdAt`).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('adminId', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('reply', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['adminId', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('createdAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
