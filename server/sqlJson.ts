/**
 * A reply's rows written as JSON text by the database itself (server/listSlices.ts `sqlSlices`):
 * the same bytes as the records read into the server and written with JSON.stringify, which the
 * slice tests compare. On the embedded database both run on the server's own thread, and reading
 * 100,000 rows as records took about twice as long as letting PostgreSQL write their text.
 *
 * PostgreSQL escapes a string for JSON as JSON.stringify does (the same characters, `\u00XX` in
 * lower case). What differs is said by each kind of field below.
 */
import { sql, type RawBuilder } from 'kysely';

/** How one field of a row is written, from a column of the rows written. */
export type JsonField =
  /** text, a boolean or an integer: as it is */
  | { kind: 'value'; column: string }
  /** a timestamptz: as Date's toJSON writes it (UTC, to the millisecond) */
  | { kind: 'time'; column: string }
  /** a numeric, which the server reads as a double (server/db/connect.ts): the shortest text of that double, as JavaScript writes it */
  | { kind: 'number'; column: string }
  /** a jsonb object of strings, without the spaces PostgreSQL writes (a field holding null would be left out) */
  | { kind: 'strings'; column: string }
  /** an object of its own fields */
  | { kind: 'object'; fields: JsonShape };

/** A row's JSON object: its fields in the order they are written. */
export type JsonShape = Readonly<Record<string, JsonField>>;

export const json = {
  value: (column: string): JsonField => ({ kind: 'value', column }),
  time: (column: string): JsonField => ({ kind: 'time', column }),
  number: (column: string): JsonField => ({ kind: 'number', column }),
  strings: (column: string): JsonField => ({ kind: 'strings', column }),
  object: (fields: JsonShape): JsonField => ({ kind: 'object', fields }),
};

/**
 * A table's columns as apiRow sends them (server/http.ts): `id` as `_id`, first, and the others by
 * their names; `times` are written as times.
 */
export function apiRowShape(columns: readonly string[], times: readonly string[] = []): JsonShape {
  const field = (column: string) => (times.includes(column) ? json.time(column) : json.value(column));
  return Object.fromEntries([
    ['_id', field('id')],
    ...columns.filter((column) => column !== 'id').map((column) => [column, field(column)]),
  ]) as JsonShape;
}

/** The JSON text of one field's value, from `rows` (the alias of the rows written); SQL null when the column is. */
function valueText(field: Exclude<JsonField, { kind: 'object' }>, rows: string): RawBuilder<string> {
  const column = sql.ref(`${rows}.${field.column}`);
  switch (field.kind) {
    case 'value':
      return sql`to_json(${column})::text`;
    case 'time':
      return sql`to_json(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;
    case 'number':
      return sql`to_json(${column}::float8)::text`;
    case 'strings':
      // json_strip_nulls writes its object again, without spaces and in the same order
      return sql`json_strip_nulls(${column}::json)::text`;
  }
}

/** The SQL expression of a row's JSON text, its columns read from `rows` (the alias of the rows written). */
export function jsonText(shape: JsonShape, rows: string): RawBuilder<string> {
  const pieces: RawBuilder<unknown>[] = [];
  const write = (fields: JsonShape) => {
    const entries = Object.entries(fields);
    if (entries.length === 0) pieces.push(sql.lit('{'));
    entries.forEach(([name, field], i) => {
      pieces.push(sql.lit(`${i === 0 ? '{' : ','}${JSON.stringify(name)}:`));
      if (field.kind === 'object') write(field.fields);
      else pieces.push(sql`coalesce(${valueText(field, rows)}, 'null')`);
    });
    pieces.push(sql.lit('}'));
  };
  write(shape);
  return sql<string>`(${sql.join(pieces, sql` || `)})`;
}
