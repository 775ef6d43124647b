/**
 * Versions of what the orders list shows of its users and products: their names, and whether they
 * exist. A user blocked or a wallet changed is a change to the users table, but not to any order
 * line; with the table's own version (007) the orders list (100,000 lines, 3.5 s on the embedded
 * database) was read again after each. These are bumped only by a deletion, a truncation or an
 * update that sets the name column (a statement-level trigger of its column, whether or not the
 * name changed). A new user or product is in no line yet; its first line bumps order_lines.
 */
import { sql, type Kysely } from 'kysely';

/** The version's name (in table_versions), the table and its name column. */
export const NAME_VERSIONS = [
  ['users.username', 'users', 'username'],
  ['products.name', 'products', 'name'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bump_named_version() returns trigger language plpgsql as $$
    begin
      insert into table_versions (name, version) values (TG_ARGV[0], 1)
      on conflict (name) do update set version = table_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const [name, table, column] of NAME_VERSIONS) {
    await sql`insert into table_versions (name, version) values (${name}, 0) on conflict (name) do nothing`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_${column}_version`)}
      after delete or truncate or update of ${sql.ref(column)} on ${sql.table(table)}
      for each statement execute function bump_named_version(${sql.lit(name)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of NAME_VERSIONS) {
    await sql`drop trigger if exists ${sql.raw(`${table}_${column}_version`)} on ${sql.table(table)}`.execute(db);
    await sql`delete from table_versions where name = ${name}`.execute(db);
  }
  await sql`drop function if exists bump_named_version()`.execute(db);
}
