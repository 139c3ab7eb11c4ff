/**
 * The database's types: what a repository takes (the database or a transaction) and what an opened
 * database offers the app. Every floor above db/ imports these, never the connection code.
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (the socket.io adapter needs it). */
  pool: pg.Pool | undefined;
  /** The connection string when on PostgreSQL. */
  url?: string;
  /**
   * Embedded database only: writes a backup archive (the database and the uploads folder, the format
   * `npm run restore` reads) to `dir`, keeping the newest `keep`.
   */
  backup?(dir: string, keep?: number): Promise<string>;
  /**
   * Embedded database only: what PostgreSQL's autovacuum does on a server, which the embedded database
   * lacks: `VACUUM (ANALYZE)`, so dead rows are reclaimed, index-only scans work and plans see today's
   * data (docs/operations.md "Embedded database (PGlite)"). Other statements wait while it runs.
   */
  maintain?(): Promise<void>;
  /**
   * PostgreSQL only: runs `fn` under the lock the migrations take, so that one of several instances
   * starting at once does the fresh-database set-up (the embedded database has a single process).
   */
  exclusive?<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * When the database last answered a statement of this process (`performance.now()`), or -Infinity
   * once a connection failed or the database was closed: the evidence `/api/health` reads before it
   * asks the database itself (docs/operations.md "Health").
   */
  lastAnswerAt(): number;
  /** How many migrations this build ships and how many the database has applied (`/api/ready`). */
  migrationStatus(): Promise<{ expected: number; applied: number }>;
  close(): Promise<void>;
}
