/**
 * Odds versions (issue 63). box_odds_versions keeps every version of a box's odds: the box (its id
 * and name, with no foreign key, so deleting a box keeps them), the version number, who saved it and
 * when, the box price, the items (product id and name, chance, sell and purchase price, range) and
 * the RTP, house edge and profit of src/domain/odds.ts. A trigger refuses any update or delete: a
 * version is never changed (so the admin who saved it is kept as id, name and email, with no foreign
 * key that would null it). Every box gets its version 1 here, from its current products, dated at
 * the box's creation.
 *
 * box_openings.oddsVersionId: the version an opening was drawn under (not null; the rows already
 * there get their box's version 1). An opening inserted without one gets the version in force at
 * its time (the newest created at or before it; the first when none is), so whatever writes the
 * openings ties them to their odds. And the RTP monitor's roll-up (./025_odds_versions/rollups.ts).
 */
import { sql, type Kysely } from 'kysely';
import { versionFigures, type OddsVersionItem } from '../../../src/domain/oddsVersions.js';
import { FILL, REBUILD, ROLLUP } from './025_odds_versions/rollups.js';
import { IN_PARTS } from './016_stats_rebuild_in_parts.js';

const VERSIONS = sql`
create table box_odds_versions (
  id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 24),
  "boxId" text not null,
  "boxName" text not null,
  version integer not null check (version >= 1),
  price numeric(14,2) not null,
  items jsonb not null,
  rtp numeric(12,2) not null,
  "houseEdge" numeric(12,2) not null,
  profit numeric(16,4) not null,
  "adminId" text,
  "adminName" text not null default '',
  "adminEmail" text not null default '',
  "createdAt" timestamptz not null default now(),
  constraint box_odds_versions_box_version unique ("boxId", version)
)`;

const IMMUTABLE = sql`
create function box_odds_versions_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'An odds version is never changed or deleted (box %, version %)', old."boxId", old.version
    using errcode = 'restrict_violation';
end $$`;

const OPENING_VERSION = sql`
create function box_opening_odds_version() returns trigger language plpgsql as $$
begin
  new."oddsVersionId" := coalesce(
    (select id from box_odds_versions where "boxId" = new."boxId" and "createdAt" <= new."createdAt" order by version desc limit 1),
    (select id from box_odds_versions where "boxId" = new."boxId" order by version limit 1));
  return new;
end $$`;

const TRIGGER_EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

/** Version 1 of every box, from its current products (in range order), dated at the box's creation. */
async function firstVersions(db: Kysely<unknown>): Promise<void> {
  const { rows: boxes } = await sql<{ id: string; name: string; price: string; createdAt: Date }>`
    select id, name, price, "createdAt" from boxes order by id`.execute(db);
  const { rows: items } = await sql<Omit<OddsVersionItem, 'name'> & { boxId: string; name: string | null }>`
    select bp."boxId", bp."productId", p.name, bp.chance, bp."sellPrice", bp."purchasePrice", bp."rangeFrom", bp."rangeTo"
    from box_products bp left join products p on p.id = bp."productId" order by bp."boxId", bp."rangeFrom"`.execute(db);
  for (const box of boxes) {
    const odds: OddsVersionItem[] = items
      .filter((item) => item.boxId === box.id)
      .map((item) => ({
        productId: item.productId,
        name: item.name ?? '',
        chance: Number(item.chance),
        sellPrice: Number(item.sellPrice),
        purchasePrice: Number(item.purchasePrice),
        rangeFrom: Number(item.rangeFrom),
        rangeTo: Number(item.rangeTo),
      }));
    const figures = versionFigures(Number(box.price), odds);
    await sql`insert into box_odds_versions ("boxId", "boxName", version, price, items, rtp, "houseEdge", profit, "createdAt")
      values (${box.id}, ${box.name}, 1, ${box.price}, ${JSON.stringify(odds)}::jsonb, ${figures.rtp}, ${figures.houseEdge},
        ${figures.profit}, ${box.createdAt})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await VERSIONS.execute(db);
  await IMMUTABLE.execute(db);
  await sql`create trigger box_odds_versions_immutable before update or delete on box_odds_versions
    for each row execute function box_odds_versions_immutable()`.execute(db);
  await firstVersions(db);

  // the openings already there: their box's version 1 (the roll-ups do not change, their triggers rest)
  await sql`select set_config('stats.paused', 'on', true)`.execute(db);
  await sql`alter table box_openings add column "oddsVersionId" text`.execute(db);
  await sql`update box_openings o set "oddsVersionId" = v.id from box_odds_versions v where v."boxId" = o."boxId" and v.version = 1`.execute(
    db,
  );
  await sql`alter table box_openings alter column "oddsVersionId" set not null`.execute(db);
  await sql`alter table box_openings add constraint "box_openings_oddsVersionId_fkey"
    foreign key ("oddsVersionId") references box_odds_versions(id)`.execute(db);
  await sql`select set_config('stats.paused', 'off', true)`.execute(db);
  await OPENING_VERSION.execute(db);
  await sql`create trigger box_openings_odds_version before insert on box_openings
    for each row when (new."oddsVersionId" is null) execute function box_opening_odds_version()`.execute(db);

  await sql.raw(ROLLUP).execute(db);
  for (const [event, referencing] of TRIGGER_EVENTS) {
    await sql
      .raw(
        `create trigger stats_box_versions_${event} after ${event} on box_openings ${referencing}
        for each statement execute function stats_box_versions_changed()`,
      )
      .execute(db);
  }
  await sql.raw(FILL).execute(db);
  await sql.raw(REBUILD).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event] of TRIGGER_EVENTS) await sql.raw(`drop trigger if exists stats_box_versions_${event} on box_openings`).execute(db);
  await sql.raw(IN_PARTS).execute(db);
  await sql`drop function if exists stats_box_versions_changed(), stats_apply_box_versions(stats_box_version_change[])`.execute(db);
  await sql`drop type if exists stats_box_version_change`.execute(db);
  await sql`drop table if exists stats_box_version_days`.execute(db);
  await sql`drop trigger if exists box_openings_odds_version on box_openings`.execute(db);
  await sql`drop function if exists box_opening_odds_version()`.execute(db);
  await sql`alter table box_openings drop column if exists "oddsVersionId"`.execute(db);
  await sql`drop table if exists box_odds_versions`.execute(db);
  await sql`drop function if exists box_odds_versions_immutable()`.execute(db);
}
