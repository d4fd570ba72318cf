// The one database interface the devstore uses, whatever runs underneath (PGlite or a PostgreSQL server).

/** Runs parameterised SQL ($1, $2, …) and returns the rows. */
export type QueryFn = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface Db {
  query: QueryFn;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (query: QueryFn) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs. */
  readonly kind: 'pglite' | 'postgres';
}

/**
 * Both drivers must hand back the same JS types for the same SQL: int8 and numeric become numbers (our ids
 * and amounts stay far below 2^53), timestamps become Date, json/jsonb are parsed.
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const toNumber = (value: string): number => Number(value);
