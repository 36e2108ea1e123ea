import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { tableVersions } from './kept-totals.js';

/** Each written table's version (the sum of its slots); a table never written has none, which counts as 0. */
export type TableVersions = ReadonlyMap<string, number>;

/** The tables' versions as of this statement's snapshot (migration 0009 keeps them). */
export function createTableVersionQuery(db: Database): () => Promise<TableVersions> {
  // Prepared once: this runs for nearly every request, so its SQL is built and planned once.
  const statement = db
    .select({ table: tableVersions.tableName, version: sql<number>`sum(${tableVersions.version})::float8`.mapWith(Number) })
    .from(tableVersions)
    .groupBy(tableVersions.tableName)
    .prepare('table_versions');
  return async () => new Map((await statement.execute()).map((row) => [row.table, row.version]));
}

const ignore = () => undefined;

/**
 * `read` shared by the callers asking at once, where each caller gets an answer read after it asked. Callers are
 * gathered until the event loop's next turn, or, while a read is under way, until that read ends (its snapshot may
 * predate a write a later caller has already seen committed); then one read answers them all. So however many
 * requests arrive, at most one read runs and one gathers, and nobody gets versions older than the moment they asked.
 */
export function readSharedByCallersAsking<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<void> | null = null;
  let gathering: Promise<T> | null = null;
  const send = (): Promise<T> => {
    gathering = null;
    const reading = read();
    const ended: Promise<void> = reading.then(ignore, ignore).then(() => {
      if (running === ended) running = null;
    });
    running = ended;
    return reading;
  };
  return () => (gathering ??= (running ?? new Promise<void>((resolve) => setImmediate(resolve))).then(send));
}
