import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../api-internals.js';

/** Raw SQL and bulk COPY on whichever database the API handle opened. */
export type BulkLoader = {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** COPY FROM STDIN in text format; each chunk is many complete lines. */
  copy(target: string, chunks: Iterable<string>): Promise<void>;
};

function postgresLoader(pool: pg.Pool): BulkLoader {
  return {
    async exec(sql) {
      await pool.query(sql);
    },
    async rows<T>(sql: string) {
      return (await pool.query(sql)).rows as T[];
    },
    async copy(target, chunks) {
      const client = await pool.connect();
      try {
        // One COPY for the whole table: the stream's back-pressure keeps only a chunk or two in memory.
        await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${target} FROM STDIN`)));
      } finally {
        client.release();
      }
    },
  };
}

function pgliteLoader(client: PGlite): BulkLoader {
  return {
    async exec(sql) {
      await client.exec(sql);
    },
    async rows<T>(sql: string) {
      return (await client.query<T>(sql)).rows;
    },
    async copy(target, chunks) {
      // PGlite has no COPY FROM STDIN; it reads a COPY from the blob handed over as /dev/blob instead.
      for (const chunk of chunks) await client.query(`COPY ${target} FROM '/dev/blob'`, [], { blob: new Blob([chunk]) });
    },
  };
}

export function bulkLoader(handle: DatabaseHandle): BulkLoader {
  // drizzle keeps the driver's own client as $client; the handle's type leaves it out.
  if (handle.driver === 'pglite') return pgliteLoader((handle.db as unknown as { $client: PGlite }).$client);
  return postgresLoader((handle.db as unknown as { $client: pg.Pool }).$client);
}
