import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.js';
import { lockDataDir } from './data-dir-lock.js';

/** What repositories receive: either driver's database or a transaction on it. */
export type Database = PgDatabase<PgQueryResultHKT>;

// close() is a no-op on an already closed client, so closing twice (an outage test, then shutdown) is harmless.
export type DatabaseHandle =
  | { driver: 'pglite'; db: PgliteDatabase; close: () => Promise<void> }
  | { driver: 'postgres'; db: NodePgDatabase; pool: pg.Pool; close: () => Promise<void> };

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.driver === 'postgres') {
    // A connection attempt that hangs (database host gone) fails after 5 s instead of holding the request forever.
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    return {
      driver: 'postgres',
      db: drizzlePostgres({ client: pool }),
      pool,
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  let unlock = () => undefined as void;
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  // pg_trgm backs the lists' search indexes (migration 0005); PostgreSQL ships it, PGlite loads it as an extension.
  const client = await PGlite.create(config.dataDir ?? undefined, { extensions: { pg_trgm } }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    driver: 'pglite',
    db: drizzlePglite({ client }),
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}
