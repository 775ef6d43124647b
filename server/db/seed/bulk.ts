/**
 * Bulk insert through `INSERT ... SELECT * FROM unnest($1::text[], $2::numeric[], ...)`: one statement,
 * one parameter per column. (COPY FROM STDIN kills the process through the PGlite adapter.) On PGlite
 * a batch goes through its own COPY instead (`copy ... from '/dev/blob'` with the rows as CSV, see
 * connect.ts `copyCsv`), about three times faster; it runs in the open transaction of the adapter.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

export type PgArrayType = 'text' | 'numeric' | 'integer' | 'bigint' | 'boolean' | 'timestamptz' | 'jsonb';

/** One column of a bulk insert: its name, its SQL element type and one value per row. */
export interface BulkColumn {
  name: string;
  type: PgArrayType;
  values: ReadonlyArray<string | number | boolean | null>;
}

export async function insertUnnest(db: Kysely<Database>, table: keyof Database, columns: readonly BulkColumn[]): Promise<void> {
  const rows = columns[0]?.values.length ?? 0;
  if (rows === 0) return;
  for (const c of columns) {
    if (c.values.length !== rows) throw new Error(`Column ${c.name} has ${c.values.length} values, expected ${rows}`);
  }
  const names = sql.join(columns.map((c) => sql.ref(c.name)));
  const arrays = sql.join(columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`));
  await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${arrays})`.execute(db);
}

/** Loads CSV rows (no header) into a table's columns; see OpenedDatabase.copyCsv. */
export type CopyCsv = (table: string, columns: readonly string[], csv: string) => Promise<void>;

type Cell = string | number | boolean | null;

/** One CSV field: NULL is an empty unquoted field, text is always quoted (so '' stays ''). */
function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
}

export function toCsv(columns: ReadonlyArray<ReadonlyArray<Cell>>): string {
  const rows = columns[0]?.length ?? 0;
  const lines: string[] = new Array<string>(rows);
  for (let r = 0; r < rows; r += 1) lines[r] = columns.map((values) => csvField(values[r])).join(',');
  return rows ? `${lines.join('\n')}\n` : '';
}

/** Column builder that collects values row by row. */
export class BulkBatch<Names extends string> {
  private readonly data = new Map<Names, Array<string | number | boolean | null>>();

  constructor(private readonly types: Record<Names, PgArrayType>) {
    for (const name of Object.keys(types) as Names[]) this.data.set(name, []);
  }

  get size(): number {
    const first = this.data.values().next();
    return first.done ? 0 : first.value.length;
  }

  add(row: Record<Names, string | number | boolean | null>): void {
    for (const [name, values] of this.data) values.push(row[name]);
  }

  /** Writes the collected rows: with `copy` when given (PGlite's COPY), else one unnest insert. */
  async flush(db: Kysely<Database>, table: keyof Database, copy?: CopyCsv): Promise<number> {
    const n = this.size;
    const columns = [...this.data].map(([name, values]) => ({ name, type: this.types[name], values }));
    if (copy && n > 0)
      await copy(
        table,
        columns.map((c) => c.name),
        toCsv(columns.map((c) => c.values)),
      );
    else await insertUnnest(db, table, columns);
    for (const values of this.data.values()) values.length = 0;
    return n;
  }
}

/**
 * Runs `load` with the tables' secondary (non-unique) indexes dropped, then rebuilds them from their
 * saved definitions: one sort per index instead of a million random inserts. Call it inside a
 * transaction so a failed load leaves the schema as it was.
 */
export async function withoutSecondaryIndexes<T>(
  db: Kysely<Database>,
  tables: ReadonlyArray<keyof Database>,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = ANY(${[...tables]}::text[])
      and not x.indisunique and not x.indisprimary
    order by i.relname`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const result = await load();
  for (const index of rows) await sql.raw(index.definition).execute(db);
  return result;
}

/**
 * Inside a transaction, skips foreign-key triggers for its remaining statements when the role may
 * (superuser: always so on PGlite). For loads whose references are correct by construction.
 */
export async function skipForeignKeyChecks(trx: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ superuser: boolean }>`select current_setting('is_superuser') = 'on' as superuser`.execute(trx);
  if (!rows[0]?.superuser) return false;
  await sql`set local session_replication_role = replica`.execute(trx);
  return true;
}
