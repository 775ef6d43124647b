/** The column kinds the schema's tables share: 24-hex text ids, numeric money, text[] lists, timestamptz times. */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export type Table = CreateTableBuilder<string, never>;
export type ColumnFn = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const newId = sql`substr(md5(random()::text || clock_timestamp()::text), 1, 24)`;
export const money = sql`numeric(14,2)`;
export const textArray = sql`text[]`;
const emptyArray = sql`'{}'::text[]`;

export const idColumn: ColumnFn = (c) => c.primaryKey().defaultTo(newId);
export const nowColumn: ColumnFn = (c) => c.notNull().defaultTo(sql`now()`);
export const required: ColumnFn = (c) => c.notNull();
export const emptyText: ColumnFn = (c) => c.notNull().defaultTo('');
export const emptyList: ColumnFn = (c) => c.notNull().defaultTo(emptyArray);
export const flag =
  (value: boolean): ColumnFn =>
  (c) =>
    c.notNull().defaultTo(value);
export const ref =
  (target: string, onDelete: 'cascade' | 'set null', notNull: boolean): ColumnFn =>
  (c) => {
    const withRef = c.references(target).onDelete(onDelete);
    return notNull ? withRef.notNull() : withRef;
  };
export const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/** A table with a generated text id. */
export function table(db: Kysely<unknown>, name: string): Table {
  return db.schema.createTable(name).addColumn('id', 'text', idColumn);
}

export function timestamps(t: Table): Table {
  return t.addColumn('createdAt', 'timestamptz', nowColumn).addColumn('updatedAt', 'timestamptz', nowColumn);
}

/** Plain indexes on columns, each named `<table>_<columns>_idx`. */
export async function createIndexes(db: Kysely<unknown>, indexes: Array<[table: string, columns: string[]]>): Promise<void> {
  for (const [tableName, columns] of indexes) {
    await db.schema
      .createIndex(`${tableName}_${columns.join('_')}_idx`)
      .on(tableName)
      .columns(columns)
      .execute();
  }
}
