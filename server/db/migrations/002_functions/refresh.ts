/**
 * The smaller tables' roll-ups (deposits, withdrawals, order lines, orders): the days a statement
 * touched are recomputed from the source rows of those days. And the users' sign-up days, for the
 * conversion roll-up.
 */

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
