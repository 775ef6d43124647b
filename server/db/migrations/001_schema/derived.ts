/**
 * What the database derives from the shop's tables, kept by the triggers of 002_functions:
 * - the dashboard's daily roll-ups, keyed by UTC day and never read row by row by Node:
 *   stats_daily (per day sums), stats_box_days / stats_product_days (openings per box / wins per
 *   product), stats_user_days / stats_user_months (openings per user and day / month),
 *   stats_return_days (that day's active users by the day they were last active before it,
 *   '-infinity' for a first opening ever: the distinct users of [a, b] are the rows with day in
 *   [a, b] and prevDay < a), stats_user_joins / stats_conversion (users by sign-up day and by their
 *   first opening's day, 'infinity' while they have none);
 * - the RTP monitor's openings, paid and returned per box, day and odds version;
 * - table_versions: a counter per listed table and per name column the orders list shows, bumped
 *   on every change (server/listReplyCache.ts, server/preparedReply.ts).
 */
import { sql, type Kysely } from 'kysely';

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
create table stats_box_version_days (
  "boxId" text not null, day date not null, "oddsVersionId" text not null,
  openings integer not null default 0, paid numeric(16,2) not null default 0, returned numeric(16,2) not null default 0,
  primary key ("boxId", day, "oddsVersionId")
);
create table table_versions (name text primary key, version bigint not null default 0);
`;

export async function createDerivedTables(db: Kysely<unknown>): Promise<void> {
  await sql.raw(TABLES).execute(db);
}
