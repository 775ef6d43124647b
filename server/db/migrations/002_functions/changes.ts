/**
 * What tells the server that a table changed: a version counter per listed table (table_versions,
 * bumped once per statement: server/listReplyCache.ts, the access guard's admins and sessions), one
 * per name column the orders list shows (bumped by a deletion, a truncation or an update setting that
 * column, changed or not), and a notice on `table_changes` (pg_notify, payload: the table's name),
 * delivered to every listening instance when the change commits (server/changeFeed.ts).
 */

/** The channel the change notices are sent on. */
export const CHANGE_CHANNEL = 'table_changes';

/** Tables with a version of their own. */
export const VERSIONED_TABLES = ['users', 'orders', 'order_lines', 'products', 'boxes', 'admins', 'admin_sessions'];

/** The name columns with a version: its name in table_versions, the table and the column. */
export const NAME_VERSIONS = [
  ['users.username', 'users', 'username'],
  ['products.name', 'products', 'name'],
] as const;

/** The tables whose changes are announced (the shop's data tables but box_odds_versions: a box's save announces its odds). */
export const ANNOUNCED_TABLES = [
  'admins',
  'admin_settings',
  'users',
  'login_history',
  'categories',
  'brands',
  'partners',
  'rarities',
  'products',
  'boxes',
  'box_products',
  'box_openings',
  'transactions',
  'deposits',
  'withdrawals',
  'wallet_ledger',
  'orders',
  'order_lines',
  'inventory',
  'shipping_methods',
  'feedback',
  'social_proofs',
  'return_requests',
  'activity_logs',
];

export const CHANGES = `
create function bump_table_version() returns trigger language plpgsql as $$
begin
  insert into table_versions (name, version) values (TG_TABLE_NAME, 1)
  on conflict (name) do update set version = table_versions.version + 1;
  return null;
end $$;

-- TG_ARGV[0]: the version's name
create function bump_named_version() returns trigger language plpgsql as $$
begin
  insert into table_versions (name, version) values (TG_ARGV[0], 1)
  on conflict (name) do update set version = table_versions.version + 1;
  return null;
end $$;

create function notify_table_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
  return null;
end $$;
`;
