// The one database interface the api talks to; PGlite and node-postgres both implement it
// with the same SQL. Numbers come back as JS numbers only for int4 columns: cast counts
// and other bigints with `::int` in SQL.

export type TSqlParam = string | number | boolean | null | Date | Uint8Array | readonly string[];

export type TQueryable = {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T>(sql: string, params?: readonly TSqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type TDatabase = TQueryable & {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: TQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for start-up messages. */
  readonly kind: 'pglite' | 'postgres';
};
