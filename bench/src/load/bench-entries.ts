import { withClient } from './pg-client.js';

/** What the create scenario writes into each entry's description; nothing else in the seed uses it. */
export const BENCH_ENTRY_PREFIX = 'Benchmark entry ';

/** The highest timesheet id now: every entry the create scenario writes will have a higher one. */
export const highestTimesheetId = (databaseUrl: string): Promise<number> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number | null }>('SELECT max(id) AS id FROM timesheets');
    return rows[0]?.id ?? 0;
  });

/**
 * Removes what the create scenario wrote, so a `--reuse` run starts from the seeded rows: otherwise each run adds an
 * hour to the same people's days until they reach the 24-hour limit and the creates turn into 409s.
 */
export const removeBenchEntries = (databaseUrl: string, afterId: number): Promise<number> =>
  withClient(databaseUrl, async (client) => {
    const { rowCount } = await client.query('DELETE FROM timesheets WHERE id > $1 AND description LIKE $2', [afterId, `${BENCH_ENTRY_PREFIX}%`]);
    return rowCount ?? 0;
  });
