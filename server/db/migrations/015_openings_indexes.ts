/**
 * The box openings' indexes for the queries that still read them, now that the dashboard reads its
 * roll-ups (migration 004): a user's openings (userId, createdAt), a product's (productId) and a
 * box's (boxId: the delete check, and the foreign key when a box is removed). Opening times alone
 * (createdAt) and a box's openings by time (boxId, createdAt) served the dashboard's old range
 * queries; nothing reads them any more, and every opening written, and the large seed, paid for
 * them (two of the four largest indexes, 22 and 57 MB at a million openings).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists "box_openings_createdAt_idx"`.execute(db);
  await sql`drop index if exists "box_openings_boxId_createdAt_idx"`.execute(db);
  await sql`create index "box_openings_boxId_idx" on box_openings ("boxId")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists "box_openings_boxId_idx"`.execute(db);
  await sql`create index "box_openings_boxId_createdAt_idx" on box_openings ("boxId", "createdAt")`.execute(db);
  await sql`create index "box_openings_createdAt_idx" on box_openings ("createdAt")`.execute(db);
}
