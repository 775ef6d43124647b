/**
 * The roll-ups' shared helpers, and the box openings' deltas: an opening inserted, changed or deleted
 * adds or takes away its share of every roll-up (the dashboard's and the RTP monitor's), in one
 * statement-level trigger call per statement. Triggers do nothing while `stats.paused` is on (a bulk
 * load, which calls stats_rebuild() at the end). Upserts take their rows in key order, so concurrent
 * statements on PostgreSQL lock roll-up rows in the same order (no deadlock).
 */

export const HELPERS = `
create function stats_paused() returns boolean language sql stable as
  $$ select coalesce(current_setting('stats.paused', true), '') = 'on' $$;
create function stats_utc_day(t timestamptz) returns date language sql immutable as
  $$ select (t at time zone 'UTC')::date $$;
create function stats_day_start(d date) returns timestamptz language sql immutable as
  $$ select d::timestamp at time zone 'UTC' $$;

-- conversion rows of these users: (sign-up day, first opening day or 'infinity'), added or removed
create function stats_conversion_of(user_ids text[], sign integer) returns void language sql as $$
  insert into stats_conversion as s ("joinedDay", "firstOpenDay", users)
  select j."joinedDay", coalesce(f.first, 'infinity'::date), sign * count(*)::integer
  from stats_user_joins j
  left join lateral (select min(d.day) as first from stats_user_days d where d."userId" = j."userId") f on true
  where j."userId" = any(user_ids)
  group by 1, 2 order by 1, 2
  on conflict ("joinedDay", "firstOpenDay") do update set users = s.users + excluded.users;
$$;

-- everything derived from these users' active days, added (1) or removed (-1)
create function stats_user_activity(user_ids text[], sign integer) returns void language sql as $$
  insert into stats_return_days as s (day, "prevDay", users)
  select day, prev, sign * count(*)::integer
  from (select day, coalesce(lag(day) over (partition by "userId" order by day), '-infinity'::date) as prev
        from stats_user_days where "userId" = any(user_ids)) x
  group by day, prev order by day, prev
  on conflict (day, "prevDay") do update set users = s.users + excluded.users;
  select stats_conversion_of(user_ids, sign);
$$;
`;

export const OPENINGS = `
create type stats_opening_change as (
  "userId" text, "boxId" text, "productId" text, day date, sign integer,
  "boxPrice" numeric, "sellPrice" numeric, "purchasePrice" numeric, resold boolean
);

create function stats_apply_openings(changes stats_opening_change[]) returns void language plpgsql as $$
declare
  touched text[];
begin
  insert into stats_daily as s (day, openings, wagered, "wonSellValue", "wonPurchaseCost", resold)
  select c.day, sum(c.sign), sum(c.sign * c."boxPrice"), sum(c.sign * c."sellPrice"), sum(c.sign * c."purchasePrice"),
         sum(case when c.resold then c.sign else 0 end)
  from unnest(changes) c group by c.day order by c.day
  on conflict (day) do update set openings = s.openings + excluded.openings, wagered = s.wagered + excluded.wagered,
    "wonSellValue" = s."wonSellValue" + excluded."wonSellValue",
    "wonPurchaseCost" = s."wonPurchaseCost" + excluded."wonPurchaseCost", resold = s.resold + excluded.resold;

  insert into stats_box_days as s (day, "boxId", openings, wagered)
  select c.day, c."boxId", sum(c.sign), sum(c.sign * c."boxPrice") from unnest(changes) c group by 1, 2 order by 1, 2
  on conflict (day, "boxId") do update set openings = s.openings + excluded.openings, wagered = s.wagered + excluded.wagered;
  delete from stats_box_days s using (select distinct c.day, c."boxId" from unnest(changes) c) k
  where s.day = k.day and s."boxId" = k."boxId" and s.openings <= 0;

  insert into stats_product_days as s (day, "productId", unboxed)
  select c.day, c."productId", sum(c.sign) from unnest(changes) c group by 1, 2 order by 1, 2
  on conflict (day, "productId") do update set unboxed = s.unboxed + excluded.unboxed;
  delete from stats_product_days s using (select distinct c.day, c."productId" from unnest(changes) c) k
  where s.day = k.day and s."productId" = k."productId" and s.unboxed <= 0;

  -- users for whom a day becomes active or stops being active
  select array_agg(distinct g."userId") into touched
  from (select c."userId", c.day, sum(c.sign) as n from unnest(changes) c group by 1, 2) g
  left join stats_user_days u on u."userId" = g."userId" and u.day = g.day
  where (coalesce(u.openings, 0) > 0) <> (coalesce(u.openings, 0) + g.n > 0);

  if touched is not null then perform stats_user_activity(touched, -1); end if;
  insert into stats_user_days as s ("userId", day, openings, wagered)
  select c."userId", c.day, sum(c.sign), sum(c.sign * c."boxPrice") from unnest(changes) c group by 1, 2 order by 1, 2
  on conflict ("userId", day) do update set openings = s.openings + excluded.openings, wagered = s.wagered + excluded.wagered;
  delete from stats_user_days s using (select distinct c."userId", c.day from unnest(changes) c) k
  where s."userId" = k."userId" and s.day = k.day and s.openings <= 0;

  insert into stats_user_months as s (month, "userId", openings, wagered)
  select date_trunc('month', c.day)::date, c."userId", sum(c.sign), sum(c.sign * c."boxPrice") from unnest(changes) c group by 1, 2 order by 1, 2
  on conflict (month, "userId") do update set openings = s.openings + excluded.openings, wagered = s.wagered + excluded.wagered;
  delete from stats_user_months s using (select distinct date_trunc('month', c.day)::date as month, c."userId" from unnest(changes) c) k
  where s.month = k.month and s."userId" = k."userId" and s.openings <= 0;
  if touched is not null then perform stats_user_activity(touched, 1); end if;
end $$;

create function stats_box_openings_changed() returns trigger language plpgsql as $$
declare
  changes stats_opening_change[];
begin
  if stats_paused() then return null; end if;
  if TG_OP = 'INSERT' then
    select array_agg(row(n."userId", n."boxId", n."productId", stats_utc_day(n."createdAt"), 1,
      n."boxPrice", n."productSellPrice", n."productPurchasePrice", n.resold)::stats_opening_change) into changes from new_rows n;
  elsif TG_OP = 'DELETE' then
    select array_agg(row(o."userId", o."boxId", o."productId", stats_utc_day(o."createdAt"), -1,
      o."boxPrice", o."productSellPrice", o."productPurchasePrice", o.resold)::stats_opening_change) into changes from old_rows o;
  else
    select array_agg(c) into changes from (
      select row(o."userId", o."boxId", o."productId", stats_utc_day(o."createdAt"), -1,
        o."boxPrice", o."productSellPrice", o."productPurchasePrice", o.resold)::stats_opening_change as c from old_rows o
      union all
      select row(n."userId", n."boxId", n."productId", stats_utc_day(n."createdAt"), 1,
        n."boxPrice", n."productSellPrice", n."productPurchasePrice", n.resold)::stats_opening_change from new_rows n) x;
  end if;
  if changes is not null then perform stats_apply_openings(changes); end if;
  return null;
end $$;
`;

/** The RTP monitor's roll-up per box, UTC day and odds version. */
export const BOX_VERSIONS = `
create type stats_box_version_change as ("boxId" text, day date, "oddsVersionId" text, sign integer, paid numeric, returned numeric);

create function stats_apply_box_versions(changes stats_box_version_change[]) returns void language plpgsql as $$
begin
  insert into stats_box_version_days as s ("boxId", day, "oddsVersionId", openings, paid, returned)
  select c."boxId", c.day, c."oddsVersionId", sum(c.sign), sum(c.sign * c.paid), sum(c.sign * c.returned)
  from unnest(changes) c group by 1, 2, 3 order by 1, 2, 3
  on conflict ("boxId", day, "oddsVersionId") do update set openings = s.openings + excluded.openings,
    paid = s.paid + excluded.paid, returned = s.returned + excluded.returned;
  delete from stats_box_version_days s using (select distinct c."boxId", c.day, c."oddsVersionId" from unnest(changes) c) k
  where s."boxId" = k."boxId" and s.day = k.day and s."oddsVersionId" = k."oddsVersionId" and s.openings <= 0;
end $$;

create function stats_box_versions_changed() returns trigger language plpgsql as $$
declare
  changes stats_box_version_change[];
begin
  if stats_paused() then return null; end if;
  if TG_OP = 'INSERT' then
    select array_agg(row(n."boxId", stats_utc_day(n."createdAt"), n."oddsVersionId", 1, n."boxPrice", n."productSellPrice")::stats_box_version_change)
    into changes from new_rows n;
  elsif TG_OP = 'DELETE' then
    select array_agg(row(o."boxId", stats_utc_day(o."createdAt"), o."oddsVersionId", -1, o."boxPrice", o."productSellPrice")::stats_box_version_change)
    into changes from old_rows o;
  else
    select array_agg(c) into changes from (
      select row(o."boxId", stats_utc_day(o."createdAt"), o."oddsVersionId", -1, o."boxPrice", o."productSellPrice")::stats_box_version_change as c
      from old_rows o
      union all
      select row(n."boxId", stats_utc_day(n."createdAt"), n."oddsVersionId", 1, n."boxPrice", n."productSellPrice")::stats_box_version_change
      from new_rows n) x;
  end if;
  if changes is not null then perform stats_apply_box_versions(changes); end if;
  return null;
end $$;
`;
