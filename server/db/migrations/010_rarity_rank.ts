/**
 * Rarity rank (issue 17): the order of rarities, lowest first, set by the admin. The rarities of
 * the demo (and of most shops) get their usual order Common < Uncommon < Rare < Epic < Legendary;
 * any other rarity follows them, oldest first. getRarity lists by rank.
 */
import { sql, type Kysely } from 'kysely';

export const USUAL_RANKS = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rarities add column "rank" integer`.execute(db);
  for (const [index, name] of USUAL_RANKS.entries()) {
    await sql`update rarities set "rank" = ${index + 1} where lower(trim(name)) = ${name}`.execute(db);
  }
  await sql`
    with others as (
      select id, row_number() over (order by "createdAt", id) as n from rarities where "rank" is null
    )
    update rarities set "rank" = (select coalesce(max("rank"), 0) from rarities) + others.n
    from others where rarities.id = others.id`.execute(db);
  await sql`alter table rarities alter column "rank" set not null`.execute(db);
  await sql`create index rarities_rank on rarities ("rank", name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rarities_rank`.execute(db);
  await sql`alter table rarities drop column if exists "rank"`.execute(db);
}
