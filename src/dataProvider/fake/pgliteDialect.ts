/**
 * Kysely over a PGlite in the tab (QA mode): PGlite has no node-postgres adapter in the browser, so
 * this small driver sends each statement with `PGlite.query`. PGlite has one session, so the driver
 * hands out one connection at a time: a transaction holds it until its commit or rollback, and no
 * other call's statement runs inside it (the server's pool of one connection does the same).
 */
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { PGlite, Results } from '@electric-sql/pglite';

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // without parameters, as node-postgres does: the simple protocol, which takes several statements (the migrations')
    const result = (
      query.parameters.length === 0
        ? ((await this.pglite.exec(query.sql)).at(-1) ?? { rows: [] })
        : await this.pglite.query<R>(query.sql, [...query.parameters])
    ) as Results<R> & { command?: string; rowCount?: number };
    const rows = result.rows ?? [];
    // as Kysely's node-postgres driver: a count of rows for the statements that write them
    if (result.command && WRITES.has(result.command)) return { rows, numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) };
    return { rows };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  /** the turn of the caller holding the connection: resolved when it is released */
  private turn: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoted(name)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.turn;
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
