/**
 * Bulk writes for the large seed. With `copyRows` (connect.ts: PGlite's own COPY from '/dev/blob', or
 * COPY FROM STDIN on PostgreSQL's one bulk-load connection) a batch goes as rows in PostgreSQL's
 * binary COPY format (./copyBinary.ts), in the open transaction. Without it, through
 * `INSERT ... SELECT * FROM unnest($1::text[], $2::numeric[], ...)`: one statement, one parameter
 * per column. (COPY FROM STDIN kills the process through the PGlite
 * adapter, hence PGlite's own COPY.)
 */
import { sql, type Kysely } from 'kysely';
import type { OpenedDatabase } from '../connect.js';
import type { Database } from '../schema.js';
import { pauseStatsRollups } from '../statsRollups.js';
import { CHANGE_CHANNEL } from '../migrations/002_functions/changes.js';
import { DATA_TABLES } from '../tables.js';
import { BinaryRows } from './copyBinary.js';

export type PgArrayType = 'text' | 'numeric' | 'integer' | 'bigint' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

/** A table a bulk write goes to: the schema's, or the roll-ups' rebuild's temporary one (stats_rebuild_begin). */
export type BulkTable = keyof Database | 'stats_rebuild_openings';

/** One column of a bulk insert: its name, its SQL element type and one value per row. */
export interface BulkColumn {
  name: string;
  type: PgArrayType;
  values: ReadonlyArray<Cell>;
}

export async function insertUnnest(db: Kysely<Database>, table: BulkTable, columns: readonly BulkColumn[]): Promise<void> {
  const rows = columns[0]?.values.length ?? 0;
  if (rows === 0) return;
  for (const c of columns) {
    if (c.values.length !== rows) throw new Error(`Column ${c.name} has ${c.values.length} values, expected ${rows}`);
  }
  const names = sql.join(columns.map((c) => sql.ref(c.name)));
  const arrays = sql.join(columns.map((c) => sql`${c.values}::${sql.raw(c.type)}[]`));
  await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${arrays})`.execute(db);
}

/** Rows in PostgreSQL's binary COPY format (./copyBinary.ts): header, rows, trailer. */
export type CopyData = Uint8Array<ArrayBuffer>;

/** Loads rows in the binary COPY format into a table's columns: OpenedDatabase.copyRows. */
export type CopyRows = NonNullable<OpenedDatabase['copyRows']>;

/** One value of a bulk row, as the unnest inserts and the binary rows take it. */
export type Cell = string | number | boolean | null;

/**
 * COPY with one batch in flight: `send` waits for the previous batch, starts this one and returns,
 * so the next batch is generated while PostgreSQL loads this one. `drain` waits for the last one
 * (and reports its failure); call it before reading what was loaded.
 */
export class CopyPipe {
  private inFlight: Promise<void> = Promise.resolve();

  constructor(private readonly copy: CopyRows) {}

  async send(table: string, columns: readonly string[], rows: CopyData): Promise<void> {
    await this.inFlight;
    const started = this.copy(table, columns, rows);
    started.catch(() => undefined); // reported by the next send or drain
    this.inFlight = started;
  }

  drain(): Promise<void> {
    return this.inFlight;
  }
}

/** Rows per batch of the large seed's bulk writes. */
export const BATCH = 20_000;

/** Where generated rows go: through the COPY pipe, or (without one) unnest inserts on `db`. */
export interface RowsOut {
  db?: Kysely<Database>;
  copy?: CopyPipe;
  log: (m: string) => void;
  /**
   * Called once these tables' rows are all written, while the next table's are generated: the
   * loader builds their indexes then (a COPY still in flight comes first: see CopyPipe.drain).
   */
  written?: (tables: ReadonlyArray<keyof Database>) => Promise<void>;
  /**
   * Called once the loaded tables' rows are all written (and copied), before the dashboard
   * roll-ups: the loader builds their keys and indexes then, while the roll-ups are computed.
   */
  loaded?: () => Promise<void>;
}

/**
 * Rows collected for one bulk write: as binary COPY rows when a COPY pipe is given, else column by
 * column for an unnest insert.
 */
export class BulkBatch<Names extends string> {
  private readonly names: Names[];
  private readonly columns: Cell[][];
  /** only with a COPY pipe (its buffers are Node's: the browser's large QA shop writes with unnest) */
  private readonly binary: BinaryRows | null;
  private readonly cells: Cell[] = [];

  constructor(
    private readonly types: Record<Names, PgArrayType>,
    private readonly pipe?: CopyPipe,
  ) {
    this.names = Object.keys(types) as Names[];
    this.columns = this.names.map(() => []);
    this.binary = pipe ? new BinaryRows(this.names.map((name) => types[name])) : null;
  }

  get size(): number {
    return this.binary ? this.binary.rows : (this.columns[0]?.length ?? 0);
  }

  add(row: Record<Names, Cell>): void {
    const { names } = this;
    if (this.binary) {
      this.cells.length = 0;
      for (let i = 0; i < names.length; i += 1) this.cells.push(row[names[i]]);
      this.binary.row(this.cells);
    } else {
      for (let i = 0; i < names.length; i += 1) {
        const value = row[names[i]];
        // a time may be given as epoch ms (the binary rows take it as is); unnest reads text
        this.columns[i].push(typeof value === 'number' && this.types[names[i]] === 'timestamptz' ? new Date(value).toISOString() : value);
      }
    }
  }

  /** Writes the collected rows (through the pipe: sends them, see CopyPipe); returns how many. */
  async flush(db: Kysely<Database> | undefined, table: BulkTable): Promise<number> {
    const n = this.size;
    if (n === 0) return 0;
    if (this.pipe && this.binary) {
      await this.pipe.send(table, this.names, this.binary.take());
    } else {
      if (!db) throw new Error('A bulk batch without a COPY pipe needs a database');
      await insertUnnest(
        db,
        table,
        this.names.map((name, i) => ({ name, type: this.types[name], values: this.columns[i] })),
      );
      for (const values of this.columns) values.length = 0;
    }
    return n;
  }
}

/** Puts back what a drop took away (see dropSecondaryIndexes, dropPrimaryKey). */
export type Restore = () => Promise<void>;

/**
 * Drops the tables' secondary indexes (unique ones too, but not the primary keys nor an index a
 * foreign key relies on) before a bulk load, and returns what builds them again from their saved
 * definitions: one sort per index instead of a million random inserts. A unique constraint comes
 * back as a constraint, and its rebuild checks the loaded rows again. Call both inside one
 * transaction, so a failed load leaves the schema as it was.
 */
export async function dropSecondaryIndexes(db: Kysely<Database>, tables: ReadonlyArray<keyof Database>): Promise<Restore> {
  const { rows } = await sql<{ table: string; name: string; definition: string; constraint: string | null }>`
    select t.relname as table, i.relname as name, pg_get_indexdef(x.indexrelid) as definition,
      (select pg_get_constraintdef(c.oid) from pg_constraint c where c.conindid = x.indexrelid and c.contype = 'u') as constraint
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = ANY(${[...tables]}::text[])
      and not x.indisprimary
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = x.indexrelid)
    order by i.relname`.execute(db);
  for (const index of rows) {
    if (index.constraint) await sql`alter table ${sql.table(index.table)} drop constraint ${sql.id(index.name)}`.execute(db);
    else await sql`drop index ${sql.id(index.name)}`.execute(db);
  }
  return async () => {
    for (const index of rows) {
      if (index.constraint)
        await sql`alter table ${sql.table(index.table)} add constraint ${sql.id(index.name)} ${sql.raw(index.constraint)}`.execute(db);
      else await sql.raw(index.definition).execute(db);
    }
  };
}

/**
 * Drops the table's primary key, and the foreign keys that reference it, before a bulk load, and
 * returns what adds them back from their saved definitions: the key is built once, by one sort,
 * instead of growing with every row (a million box openings: COPY 3.3 -> 2.5 s, the key's build
 * 0.3 s, on PGlite), and adding each foreign key back checks the rows that reference the table
 * again. Call both inside one transaction, so a failed load leaves the schema as it was; rows whose
 * key repeats make the key's build, so the whole load, fail.
 */
export async function dropPrimaryKey(db: Kysely<Database>, table: keyof Database): Promise<Restore> {
  const { rows: keys } = await sql<{ name: string; definition: string }>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype = 'p'`.execute(db);
  const key = keys[0];
  if (!key) throw new Error(`Table ${table} has no primary key`);
  const { rows: references } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where confrelid = ${table}::regclass and contype = 'f' order by 1, 2`.execute(db);
  for (const ref of references) await sql`alter table ${sql.raw(ref.table)} drop constraint ${sql.id(ref.name)}`.execute(db);
  await sql`alter table ${sql.table(table)} drop constraint ${sql.id(key.name)}`.execute(db);
  return async () => {
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
    for (const ref of references)
      await sql`alter table ${sql.raw(ref.table)} add constraint ${sql.id(ref.name)} ${sql.raw(ref.definition)}`.execute(db);
  };
}

/**
 * Inside a transaction, skips foreign-key triggers for its remaining statements when the role may
 * (superuser: always so on PGlite). For loads whose references are correct by construction.
 */
async function skipForeignKeyChecks(trx: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ superuser: boolean }>`select current_setting('is_superuser') = 'on' as superuser`.execute(trx);
  if (!rows[0]?.superuser) return false;
  await sql`set local session_replication_role = replica`.execute(trx);
  return true;
}

/**
 * Runs `work` as a bulk load in the open transaction `trx`, for rows whose references are correct by
 * construction and a caller that makes the dashboard roll-ups afterwards: without the roll-ups'
 * triggers, and without the foreign-key checks when the role may skip them (`work` is told whether).
 * Skipping those (session_replication_role = replica) skips every trigger, the tables' list versions'
 * too (table_versions), so every version is bumped once after `work`, and every table's change announced
 * (table_changes): a server already running on the database (PostgreSQL) then reads its whole lists again
 * instead of sending its kept replies, and tells the admins' open tabs.
 */
export async function asBulkLoad<T>(trx: Kysely<Database>, work: (unchecked: boolean) => Promise<T>): Promise<T> {
  const unchecked = await skipForeignKeyChecks(trx);
  await pauseStatsRollups(trx);
  const result = await work(unchecked);
  if (unchecked) {
    await sql`update table_versions set version = version + 1`.execute(trx);
    // and their change notices (table_changes), skipped with the triggers
    await sql`select pg_notify(${CHANGE_CHANNEL}, name) from unnest(${sql.val([...DATA_TABLES])}::text[]) as name`.execute(trx);
  }
  return result;
}

/**
 * Inside a transaction, when the server runs with wal_level=minimal (the bulk-load PGlite,
 * connect.ts), gives each table new files by rewriting it in its primary key's order (CLUSTER; no
 * mark of it is kept): under that setting rows written into a relation whose files are new in the
 * transaction skip the write-ahead log, so a bulk load writes its rows once instead of twice (on the
 * large seed's box openings about a third of the COPY's time). Call it after dropping the tables'
 * secondary indexes, on tables that hold few rows yet. Returns whether it did; otherwise it does
 * nothing (a server that archives or replicates needs the log).
 */
export async function withFreshFilesWhenUnlogged(db: Kysely<Database>, tables: ReadonlyArray<keyof Database>): Promise<boolean> {
  const { rows } = await sql<{ minimal: boolean }>`select current_setting('wal_level') = 'minimal' as minimal`.execute(db);
  if (!rows[0]?.minimal) return false;
  for (const table of tables) {
    const { rows: keys } = await sql<{ name: string }>`
      select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = ${table}::regclass and x.indisprimary`.execute(db);
    const key = keys[0]?.name;
    if (!key) throw new Error(`Table ${table} has no primary key to rewrite it by`);
    await sql`cluster ${sql.table(table)} using ${sql.id(key)}`.execute(db);
    await sql`alter table ${sql.table(table)} set without cluster`.execute(db);
  }
  return true;
}
