// The one database interface the api talks to. Both databases are reached through
// node-postgres over the PostgreSQL protocol: a PostgreSQL server (DATABASE_URL), or PGlite
// served by the database process (pglite-process.ts). Numbers come back as JS numbers
// only for int4 columns: cast counts and other bigints with `::int` in SQL.

export type TSqlParam = string | number | boolean | null | Date | Uint8Array | readonly string[];

export type TQueryable = {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T>(sql: string, params?: readonly TSqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

/**
 * How to reach the database on a connection of one's own (a worker thread): a connection
 * string, or the fields of one (PGlite's unix socket folder as host). Plain data.
 */
export type TDatabaseConnection =
  string | { host?: string; port?: number; user?: string; database?: string };

export type TPoolStats = {
  /** 'main' or 'urgent'. */
  pool: string;
  /** Connections open, of them idle, and callers waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Connections handed out since start, and the seconds callers waited for them. */
  acquired: number;
  waitSeconds: number;
};

export type TDatabase = TQueryable & {
  /**
   * A lane for the short look-up every request starts with (its session). It has its own
   * connections, and on PGlite its statements go before queued list and export queries,
   * so signing a request in never waits for other requests' work.
   */
  readonly urgent: TQueryable;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Use only `tx` inside: on PGlite the transaction holds the one session, so a query on
   * `db` inside it would wait for the transaction forever.
   */
  transaction<T>(fn: (tx: TQueryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection of the main pool, held for its whole duration; each
   * statement commits on its own unless `fn` sends BEGIN. For what belongs to a session
   * rather than a transaction: an advisory lock held across several transactions
   * (migrations) or short statements (housekeeping).
   */
  withConnection<T>(fn: (connection: TQueryable) => Promise<T>): Promise<T>;
  /** What the pools hold and how long callers waited for a connection (metrics). */
  poolStats(): TPoolStats[];
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for start-up messages and pool sizes. */
  readonly kind: 'pglite' | 'postgres';
  /** Where it is, for a worker thread that reads it itself (an Excel download). */
  readonly connection: TDatabaseConnection;
};
