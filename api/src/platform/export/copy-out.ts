import type { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/**
 * Runs `COPY ... TO STDOUT` on a pooled connection and pipes its bytes through `transform` into `target` with
 * back-pressure: PostgreSQL is read only as fast as the target takes them. When anything fails, or the target is
 * destroyed because the client went away, the connection is closed rather than returned to the pool: the protocol
 * has no way to stop a COPY half-way, and the server ends it once its connection is gone.
 */
export async function copyInto(pool: pg.Pool, statement: string, transform: Transform, target: Writable): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const copy = client.query(copyTo(statement));
    // The closing connection can report its end to the already abandoned stream once more.
    copy.on('error', () => undefined);
    await pipeline(copy, transform, target);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw failure;
  } finally {
    client.release(failure ?? false);
  }
}
