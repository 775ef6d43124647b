/**
 * Dashboard area: daily roll-ups of the figures the stats calls read (docs/api.md, "Dashboard"),
 * kept current by statement-level triggers on the source tables, so no other code has to call
 * anything when box openings, deposits, withdrawals, orders, order lines or users change.
 *
 * Days are UTC calendar days. Tables (all keyed by day, never read row by row by Node):
 * - stats_daily: per day sums of openings, deposits, approved withdrawals, ship requests, orders.
 * - stats_box_days / stats_product_days: openings per box / wins per product and day.
 * - stats_user_days / stats_user_months: openings per user and day / month (who was active when; the
 *   top openers of a long range add whole months and the days at its ends).
 * - stats_return_days: per day, how many of that day's active users were last active on "prevDay"
 *   ('-infinity' for a first opening ever). Distinct active users of any range [a, b] are the users of
 *   rows with day in [a, b] and prevDay < a; retention compares prevDay with the previous period.
 * - stats_user_joins / stats_conversion: users by sign-up day and by the day of their first opening
 *   ('infinity' while they have none), for new users and conversion.
 *
 * Box openings change the roll-ups by deltas; the smaller tables (deposits, withdrawals, orders,
 * order lines) recompute the days a statement touched. `stats_rebuild()` recomputes everything in
 * one go: the bulk seed pauses the triggers (`set local stats.paused = on`) and calls it at the end.
 */
import { sql, type Kysely } from 'kysely';
import { HELPERS, OPENINGS, REBUILD, REFRESH } from './004_dashboard/functions.js';

const TABLES = `
create table stats_daily (
  day date primary key,
  openings integer not null default 0,
  wagered numeric(16,2) not null default 0,
  "wonSellValue" numeric(16,2) not null default 0,
  "wonPurchaseCost" numeric(16,2) not null default 0,
  resold integer not null default 0,
  "depositCount" integer not null default 0,
  "depositAmount" numeric(16,2) not null default 0,
  "bestDeposit" numeric(14,2),
  "withdrawCount" integer not null default 0,
  "withdrawAmount" numeric(16,2) not null default 0,
  "shipRequests" integer not null default 0,
  "shipValue" numeric(16,2) not null default 0,
  orders integer not null default 0
);
create table stats_box_days (
  day date not null, "boxId" text not null,
  openings integer not null default 0, wagered numeric(16,2) not null default 0,
  primary key (day, "boxId")
);
create table stats_product_days (
  day date not null, "productId" text not null, unboxed integer not null default 0,
  primary key (day, "productId")
);
create table stats_user_days (
  "userId" text not null, day date not null,
  openings integer not null default 0, wagered numeric(16,2) not null default 0,
  primary key ("userId", day)
);
create index stats_user_days_day_idx on stats_user_days (day);
create table stats_user_months (
  month date not null, "userId" text not null,
  openings integer not null default 0, wagered numeric(16,2) not null default 0,
  primary key (month, "userId")
);
create table stats_return_days (
  day date not null, "prevDay" date not null, users integer not null default 0,
  primary key (day, "prevDay")
);
create table stats_user_joins ("userId" text primary key, "joinedDay" date not null);
create table stats_conversion (
  "joinedDay" date not null, "firstOpenDay" date not null, users integer not null default 0,
  primary key ("joinedDay", "firstOpenDay")
);
create index withdrawals_decidedAt_idx on withdrawals ("decidedAt");
create index order_lines_price_createdAt_idx on order_lines (price, "createdAt");
create type stats_opening_change as (
  "userId" text, "boxId" text, "productId" text, day date, sign integer,
  "boxPrice" numeric, "sellPrice" numeric, "purchasePrice" numeric, resold boolean
);
`;

const TRIGGER_EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

/** [table, trigger function call] for every source of the roll-ups. */
const SOURCES: Array<[string, string]> = [
  ['box_openings', 'stats_box_openings_changed()'],
  ['deposits', `stats_days_changed('createdAt', 'stats_refresh_deposits')`],
  ['withdrawals', `stats_days_changed('decidedAt', 'stats_refresh_withdrawals')`],
  ['order_lines', `stats_days_changed('createdAt', 'stats_refresh_order_lines')`],
  ['orders', `stats_days_changed('createdAt', 'stats_refresh_orders')`],
  ['users', 'stats_users_changed()'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const block of [TABLES, HELPERS, OPENINGS, REFRESH, REBUILD]) await sql.raw(block).execute(db);
  for (const [table, call] of SOURCES) {
    for (const [event, referencing] of TRIGGER_EVENTS) {
      await sql
        .raw(
          `create trigger stats_${table}_${event} after ${event} on ${table} ${referencing}
        for each statement execute function ${call}`,
        )
        .execute(db);
    }
  }
  // a database that already holds data gets its roll-ups now
  await sql`select stats_rebuild()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of SOURCES) {
    for (const [event] of TRIGGER_EVENTS) await sql.raw(`drop trigger if exists stats_${table}_${event} on ${table}`).execute(db);
  }
  await sql
    .raw(
      `
    drop function if exists stats_rebuild(), stats_users_changed(), stats_days_changed(), stats_refresh_orders(date[]),
      stats_refresh_order_lines(date[]), stats_refresh_withdrawals(date[]), stats_refresh_deposits(date[]),
      stats_box_openings_changed(), stats_apply_openings(stats_opening_change[]), stats_user_activity(text[], integer),
      stats_conversion_of(text[], integer), stats_day_start(date), stats_utc_day(timestamptz), stats_paused();
    drop type if exists stats_opening_change;
    drop index if exists order_lines_price_createdAt_idx;
    drop index if exists withdrawals_decidedAt_idx;
    drop table if exists stats_conversion, stats_user_joins, stats_return_days, stats_user_months, stats_user_days, stats_product_days,
      stats_box_days, stats_daily;
  `,
    )
    .execute(db);
}
