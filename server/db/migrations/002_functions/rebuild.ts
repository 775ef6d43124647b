/**
 * stats_rebuild(): every roll-up again from the source tables. In three parts, so that a bulk load
 * that already knows its box openings writes the per-user roll-ups itself (server/db/seed/largeRollups.ts):
 * - stats_rebuild_begin() empties every roll-up, drops the big ones' keys (built once, after the
 *   rows) and creates the session's temporary stats_rebuild_openings (openings grouped by day, box,
 *   product and odds version) for the caller to fill;
 * - the caller writes stats_user_joins, stats_user_days, stats_user_months, stats_return_days,
 *   stats_conversion and stats_rebuild_openings;
 * - stats_rebuild_finish() builds the keys again, then the box, product, box-version and daily
 *   roll-ups; it drops the temporary table.
 * stats_rebuild() is begin, one sort of the openings by user and day for the per-user roll-ups (each
 * day with the previous active day: lag), the openings grouped, and finish. The sort compares user
 * ids bytewise (collate "C": deterministic collations group the same rows).
 */

export const REBUILD = `
create function stats_rebuild_begin() returns void language plpgsql as $$
begin
  -- a million openings group in memory, and the big roll-ups get their indexes built once, after the rows
  perform set_config('work_mem', '256MB', true), set_config('maintenance_work_mem', '256MB', true);
  truncate stats_daily, stats_box_days, stats_product_days, stats_user_days, stats_user_months, stats_return_days,
    stats_user_joins, stats_conversion, stats_box_version_days;
  alter table stats_user_days drop constraint stats_user_days_pkey;
  drop index stats_user_days_day_idx;
  alter table stats_user_months drop constraint stats_user_months_pkey;
  create temporary table stats_rebuild_openings (
    day date not null, "boxId" text not null, "productId" text not null, openings bigint not null,
    wagered numeric not null, sell numeric not null, cost numeric not null, resold bigint not null,
    "oddsVersionId" text not null
  );
end $$;

create function stats_rebuild_finish() returns void language plpgsql as $$
begin
  alter table stats_user_days add constraint stats_user_days_pkey primary key ("userId", day);
  create index stats_user_days_day_idx on stats_user_days (day);
  alter table stats_user_months add constraint stats_user_months_pkey primary key (month, "userId");

  insert into stats_box_days (day, "boxId", openings, wagered)
  select day, "boxId", sum(openings), sum(wagered) from stats_rebuild_openings group by 1, 2;
  insert into stats_product_days (day, "productId", unboxed)
  select day, "productId", sum(openings) from stats_rebuild_openings group by 1, 2;
  insert into stats_box_version_days ("boxId", day, "oddsVersionId", openings, paid, returned)
  select "boxId", day, "oddsVersionId", sum(openings), sum(wagered), sum(sell) from stats_rebuild_openings group by 1, 2, 3;

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

create function stats_rebuild() returns void language plpgsql as $$
begin
  perform stats_rebuild_begin();

  insert into stats_user_joins ("userId", "joinedDay") select id, stats_utc_day(joined_at) from users;

  -- each user's active days in order, with the previous active day (null on the first one)
  with d as (
    select u collate "default" as "userId", day, count(*) as openings, sum("boxPrice") as wagered,
      lag(day) over (partition by u order by day) as prev
    from (select "userId" collate "C" as u, stats_utc_day("createdAt") as day, "boxPrice" from box_openings) o
    group by u, day
  ),
  user_days as (
    insert into stats_user_days ("userId", day, openings, wagered) select "userId", day, openings, wagered from d
  ),
  user_months as (
    insert into stats_user_months (month, "userId", openings, wagered)
    select date_trunc('month', day)::date, "userId", sum(openings), sum(wagered) from d group by 1, 2
  ),
  conversion as (
    insert into stats_conversion ("joinedDay", "firstOpenDay", users)
    select j."joinedDay", coalesce(f.day, 'infinity'::date), count(*)
    from stats_user_joins j left join d f on f."userId" = j."userId" and f.prev is null
    group by 1, 2
  )
  insert into stats_return_days (day, "prevDay", users)
  select day, coalesce(prev, '-infinity'::date), count(*) from d group by 1, 2;

  insert into stats_rebuild_openings
  select stats_utc_day("createdAt"), "boxId", "productId", count(*), sum("boxPrice"), sum("productSellPrice"),
         sum("productPurchasePrice"), count(*) filter (where resold), "oddsVersionId"
  from box_openings group by 1, 2, 3, "oddsVersionId";

  perform stats_rebuild_finish();
end $$;
`;
