import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDirectoryLock } from './directory-lock';
import { MIGRATIONS_DIR } from './paths';

/**
 * The query-result shape both drivers share (`rows`). Typing `db.execute()` with it keeps code from
 * relying on a driver-specific field such as node-postgres' `rowCount`.
 */
type RowsResult<TRow> = { rows: TRow[] };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a higher-kinded type needs `this`
export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/** The one Drizzle type of the platform, for PGlite and PostgreSQL alike. A transaction is also a `Db`. */
export type Db = PgDatabase<DbQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Applies the committed migrations (apps/server/drizzle). Callers serialise with `withAdvisoryLock`. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL session advisory lock, so that several server processes
   * starting at once do not race. PGlite has a single process per data directory, so it just runs `fn`.
   */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: a new connection outside the pool (LISTEN needs one of its own); the caller ends it. */
  newClient?: () => pg.Client;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** Errors of idle pooled connections; they must not crash the process. */
  onError?: (error: Error) => void;
};

const migrationsConfig = { migrationsFolder: MIGRATIONS_DIR };

/** Wraps an open PGlite instance (persisted, in-memory or restored from a snapshot). */
export function wrapPglite(client: PGlite, onClose: () => Promise<void> = async () => {}): Database {
  const db = drizzlePglite(client);
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(db, migrationsConfig);
    },
    withAdvisoryLock: (_key, fn) => fn(),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await onClose();
    },
  };
}

export function openPostgres(url: string, poolMax = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: Math.max(poolMax, 2) });
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzleNodePg(pool);
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: async () => {
      await migrateNodePg(db, migrationsConfig);
    },
    withAdvisoryLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]);
        }
      } finally {
        client.release();
      }
    },
    newClient: () => new pg.Client({ connectionString: url }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** PGlite persisted under `<dataDir>/pglite`, locked against a second process opening it. */
export async function openPersistedPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const release = await acquireDirectoryLock(path.join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite under `DATA_DIR`. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolMax'>,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, config.databasePoolMax, options);
    try {
      await database.ping();
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  return openPersistedPglite(config.dataDir);
}
