/**
 * The few things the backend asks of its database, whichever engine is under it: embedded PGlite (the default, a
 * folder or memory) or a PostgreSQL server (`databaseUrl`). Both give the same rows for the same SQL: the Postgres
 * engine parses values exactly as PGlite does (`postgres.ts`), and test/engine.test.ts holds the two to it.
 */

export interface QueryResult<T> {
  rows: T[];
  /** Rows an INSERT, UPDATE or DELETE touched. */
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement, every value a bound parameter (`$1`, `$2`, …). */
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, bootstrap); one result per statement. */
  exec(sql: string): Promise<QueryResult<Record<string, unknown>>[]>;
}

/** A transaction's own connection: what runs here commits or rolls back together. */
export type Transaction = Queryable;

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: commits when it settles, rolls back when it throws. On PGlite (one connection)
   * transactions queue one after another, so `fn` must use only `tx`: the database itself would wait for the
   * transaction `fn` is in. On PostgreSQL each transaction has a pooled connection of its own and they run side by
   * side, as on hosted Supabase.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Calls `callback` with the payload of each NOTIFY on `channel`, after its transaction commits. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
