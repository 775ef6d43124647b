/**
 * A Kysely dialect that counts the statements sent through it, as they are sent: every query, and
 * the begin, commit, rollback and savepoints of transactions (the inner driver sends those through
 * the connection it is given, which is the counting one).
 *
 * On the embedded database the server is the only writer (it holds the directory's lock,
 * ./connect.ts), so while the count stays the same nothing in the database has changed: the table
 * versions read before are still the versions (server/listReplyCache.ts).
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** How many statements have been sent so far. */
export class StatementCount {
  value = 0;
}

class CountedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly count: StatementCount,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.count.value += 1;
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.count.value += 1;
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection instanceof CountedConnection ? connection.inner : connection);

type SavepointStep = (connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) => Promise<void>;

class CountedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly count: StatementCount,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new CountedConnection(await this.inner.acquireConnection(), this.count);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.step(this.inner.savepoint, connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.step(this.inner.rollbackToSavepoint, connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.step(this.inner.releaseSavepoint, connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    // the inner driver knows its own connection only
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private step(
    step: SavepointStep | undefined,
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!step) return Promise.reject(new Error('The database driver has no savepoints'));
    return step.call(this.inner, connection, name, compile);
  }
}

/** `inner`, with every statement sent through it counted in `count`. */
export class CountedDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly count: StatementCount,
  ) {}

  createDriver(): Driver {
    return new CountedDriver(this.inner.createDriver(), this.count);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
