/**
 * The functions and triggers that keep what the database derives (001_schema/derived.ts): the
 * dashboard's and the RTP monitor's roll-ups (statement-level triggers on the source tables, so no
 * other code calls anything when they change), the table versions, the change notices, and the odds
 * versions' guards.
 */
import { sql, type Kysely } from 'kysely';
import { ANNOUNCED_TABLES, CHANGES, NAME_VERSIONS, VERSIONED_TABLES } from './002_functions/changes.js';
import { ODDS } from './002_functions/odds.js';
import { BOX_VERSIONS, HELPERS, OPENINGS } from './002_functions/openings.js';
import { REBUILD } from './002_functions/rebuild.js';
import { REFRESH } from './002_functions/refresh.js';

const BLOCKS = [HELPERS, OPENINGS, BOX_VERSIONS, REFRESH, REBUILD, CHANGES, ODDS];

const TRIGGER_EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

/** [trigger name's start, table, trigger function call] for every source of the roll-ups. */
const ROLLUP_SOURCES: Array<[string, string, string]> = [
  ['stats_box_openings', 'box_openings', 'stats_box_openings_changed()'],
  ['stats_box_versions', 'box_openings', 'stats_box_versions_changed()'],
  ['stats_deposits', 'deposits', `stats_days_changed('createdAt', 'stats_refresh_deposits')`],
  ['stats_withdrawals', 'withdrawals', `stats_days_changed('decidedAt', 'stats_refresh_withdrawals')`],
  ['stats_order_lines', 'order_lines', `stats_days_changed('createdAt', 'stats_refresh_order_lines')`],
  ['stats_orders', 'orders', `stats_days_changed('createdAt', 'stats_refresh_orders')`],
  ['stats_users', 'users', 'stats_users_changed()'],
];

const run = (text: string, db: Kysely<unknown>) => sql.raw(text).execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const block of BLOCKS) await run(block, db);

  for (const [name, table, call] of ROLLUP_SOURCES) {
    for (const [event, referencing] of TRIGGER_EVENTS) {
      await run(
        `create trigger ${name}_${event} after ${event} on ${table} ${referencing} for each statement execute function ${call}`,
        db,
      );
    }
  }
  for (const table of VERSIONED_TABLES) {
    await sql`insert into table_versions (name, version) values (${table}, 0)`.execute(db);
    await run(
      `create trigger ${table}_version after insert or update or delete or truncate on ${table}
      for each statement execute function bump_table_version()`,
      db,
    );
  }
  for (const [name, table, column] of NAME_VERSIONS) {
    await sql`insert into table_versions (name, version) values (${name}, 0)`.execute(db);
    await run(
      `create trigger ${table}_${column}_version after delete or truncate or update of "${column}" on ${table}
      for each statement execute function bump_named_version('${name}')`,
      db,
    );
  }
  for (const table of ANNOUNCED_TABLES) {
    await run(
      `create trigger ${table}_notify after insert or update or delete or truncate on ${table}
      for each statement execute function notify_table_change()`,
      db,
    );
  }
  await run(
    `create trigger box_odds_versions_immutable before update or delete on box_odds_versions
    for each row execute function box_odds_versions_immutable()`,
    db,
  );
  await run(
    `create trigger box_openings_odds_version before insert on box_openings
    for each row when (new."oddsVersionId" is null) execute function box_opening_odds_version()`,
    db,
  );
}

/** Drops every function above (their triggers with them), the roll-ups' change types and the versions' rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const functions = BLOCKS.flatMap((block) => [...block.matchAll(/create function (\w+)/g)].map((match) => match[1]));
  await run(`drop function if exists ${functions.join(', ')} cascade`, db);
  await run('drop type if exists stats_opening_change, stats_box_version_change', db);
  await sql`delete from table_versions`.execute(db);
}
