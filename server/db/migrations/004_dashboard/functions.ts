/**
 * The SQL functions of migration 004 (dashboard roll-ups): helpers, the box openings delta, the
 * per-day refresh of the smaller tables, the users trigger and stats_rebuild(). Part of that
 * migration: a database migrated once keeps these bodies.
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

// Upserts take their rows in key order, so concurrent statements on PostgreSQL lock roll-up rows in the
// same order (no deadlock between two transactions touching the same days).

/** Small tables: the days a statement touched are recomputed from the source rows of those days. */
export const REFRESH = `
create function stats_refresh_deposits(days date[]) returns void language sql as $$
  insert into stats_daily as s (day, "depositCount", "depositAmount", "bestDeposit")
  select d, a.n, coalesce(a.total, 0), a.best from unnest(days) d
  cross join lateral (select count(*)::integer as n, sum(amount) as total, max(amount) as best from deposits
    where status = 'success' and "createdAt" >= stats_day_start(d) and "createdAt" < stats_day_start(d + 1)) a
  order by d
  on conflict (day) do update set "depositCount" = excluded."depositCount", "depositAmount" = excluded."depositAmount",
    "bestDeposit" = excluded."bestDeposit";
$$;
create function stats_refresh_withdrawals(days date[]) returns void language sql as $$
  insert into stats_daily as s (day, "withdrawCount", "withdrawAmount")
  select d, a.n, coalesce(a.total, 0) from unnest(days) d
  cross join lateral (select count(*)::integer as n, sum(swapnetoutamount) as total from withdrawals
    where status = 'approved' and "decidedAt" >= stats_day_start(d) and "decidedAt" < stats_day_start(d + 1)) a
  order by d
  on conflict (day) do update set "withdrawCount" = excluded."withdrawCount", "withdrawAmount" = excluded."withdrawAmount";
$$;
create function stats_refresh_order_lines(days date[]) returns void language sql as $$
  insert into stats_daily as s (day, "shipRequests", "shipValue")
  select d, a.n, coalesce(a.total, 0) from unnest(days) d
  cross join lateral (select count(*)::integer as n, sum(price * quantity) as total from order_lines
    where "createdAt" >= stats_day_start(d) and "createdAt" < stats_day_start(d + 1)) a
  order by d
  on conflict (day) do update set "shipRequests" = excluded."shipRequests", "shipValue" = excluded."shipValue";
$$;
create function stats_refresh_orders(days date[]) returns void language sql as $$
  insert into stats_daily as s (day, orders)
  select d, (select count(*)::integer from orders
    where "createdAt" >= stats_day_start(d) and "createdAt" < stats_day_start(d + 1)) from unnest(days) d
  order by d
  on conflict (day) do update set orders = excluded.orders;
$$;

-- TG_ARGV[0]: the time column that places a row on a day; TG_ARGV[1]: the refresh function
create function stats_days_changed() returns trigger language plpgsql as $$
declare
  days date[];
  pick text := format('select stats_utc_day(%I) as day from %%s where %I is not null', TG_ARGV[0], TG_ARGV[0]);
begin
  if stats_paused() then return null; end if;
  if TG_OP = 'INSERT' then
    execute format('select array_agg(distinct day) from (%s) x', format(pick, 'new_rows')) into days;
  elsif TG_OP = 'DELETE' then
    execute format('select array_agg(distinct day) from (%s) x', format(pick, 'old_rows')) into days;
  else
    execute format('select array_agg(distinct day) from (%s union %s) x', format(pick, 'new_rows'), format(pick, 'old_rows')) into days;
  end if;
  if days is not null then execute format('select %I($1)', TG_ARGV[1]) using days; end if;
  return null;
end $$;

create function stats_users_changed() returns trigger language plpgsql as $$
declare
  gone text[];
  came text[];
begin
  if stats_paused() then return null; end if;
  if TG_OP = 'DELETE' then
    select array_agg(id) into gone from old_rows;
  elsif TG_OP = 'INSERT' then
    select array_agg(id) into came from new_rows;
  else
    select array_agg(n.id) into gone from new_rows n join old_rows o on o.id = n.id
    where stats_utc_day(o.joined_at) <> stats_utc_day(n.joined_at);
    came := gone;
  end if;
  if gone is not null then
    perform stats_conversion_of(gone, -1);
    delete from stats_user_joins where "userId" = any(gone);
  end if;
  if came is not null then
    insert into stats_user_joins ("userId", "joinedDay")
    select id, stats_utc_day(joined_at) from users where id = any(came)
    on conflict ("userId") do update set "joinedDay" = excluded."joinedDay";
    perform stats_conversion_of(came, 1);
  end if;
  return null;
end $$;
`;

export const REBUILD = `
create function stats_rebuild() returns void language plpgsql as $$
begin
  -- a million openings group in memory, and the big roll-ups get their indexes built once, after the rows
  perform set_config('work_mem', '256MB', true), set_config('maintenance_work_mem', '256MB', true);
  truncate stats_daily, stats_box_days, stats_product_days, stats_user_days, stats_user_months, stats_return_days,
    stats_user_joins, stats_conversion;
  alter table stats_user_days drop constraint stats_user_days_pkey;
  drop index stats_user_days_day_idx;
  alter table stats_user_months drop constraint stats_user_months_pkey;

  insert into stats_user_days ("userId", day, openings, wagered)
  select "userId", stats_utc_day("createdAt"), count(*), sum("boxPrice") from box_openings group by 1, 2;
  alter table stats_user_days add constraint stats_user_days_pkey primary key ("userId", day);
  create index stats_user_days_day_idx on stats_user_days (day);

  insert into stats_user_months (month, "userId", openings, wagered)
  select date_trunc('month', day)::date, "userId", sum(openings), sum(wagered) from stats_user_days group by 1, 2;
  alter table stats_user_months add constraint stats_user_months_pkey primary key (month, "userId");

  create temporary table stats_rebuild_openings as
  select stats_utc_day("createdAt") as day, "boxId", "productId", count(*) as openings, sum("boxPrice") as wagered,
         sum("productSellPrice") as sell, sum("productPurchasePrice") as cost, count(*) filter (where resold) as resold
  from box_openings group by 1, 2, 3;

  insert into stats_box_days (day, "boxId", openings, wagered)
  select day, "boxId", sum(openings), sum(wagered) from stats_rebuild_openings group by 1, 2;
  insert into stats_product_days (day, "productId", unboxed)
  select day, "productId", sum(openings) from stats_rebuild_openings group by 1, 2;

  insert into stats_return_days (day, "prevDay", users)
  select day, prev, count(*)
  from (select day, coalesce(lag(day) over (partition by "userId" order by day), '-infinity'::date) as prev from stats_user_days) x
  group by 1, 2;

  insert into stats_user_joins ("userId", "joinedDay") select id, stats_utc_day(joined_at) from users;
  insert into stats_conversion ("joinedDay", "firstOpenDay", users)
  select j."joinedDay", coalesce(f.first, 'infinity'::date), count(*)
  from stats_user_joins j left join (select "userId", min(day) as first from stats_user_days group by 1) f using ("userId")
  group by 1, 2;

  insert into stats_daily (day, openings, wagered, "wonSellValue", "wonPurchaseCost", resold, "depositCount", "depositAmount",
    "bestDeposit", "withdrawCount", "withdrawAmount", "shipRequests", "shipValue", orders)
  select day, sum(openings), sum(wagered), sum(sell), sum(cost), sum(resold), sum(dn), sum(da), max(best), sum(wn), sum(wa),
         sum(sn), sum(sv), sum(o)
  from (
    select day, openings, wagered, sell, cost, resold, 0 dn, 0 da, null::numeric best, 0 wn, 0 wa, 0 sn, 0 sv, 0 o
    from stats_rebuild_openings
    union all
    select stats_utc_day("createdAt"), 0, 0, 0, 0, 0, 1, amount, amount, 0, 0, 0, 0, 0 from deposits where status = 'success'
    union all
    select stats_utc_day("decidedAt"), 0, 0, 0, 0, 0, 0, 0, null, 1, swapnetoutamount, 0, 0, 0
    from withdrawals where status = 'approved' and "decidedAt" is not null
    union all
    select stats_utc_day("createdAt"), 0, 0, 0, 0, 0, 0, 0, null, 0, 0, 1, price * quantity, 0 from order_lines
    union all
    select stats_utc_day("createdAt"), 0, 0, 0, 0, 0, 0, 0, null, 0, 0, 0, 0, 1 from orders
  ) x
  group by day;
  drop table stats_rebuild_openings;
end $$;
`;
