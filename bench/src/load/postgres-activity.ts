import { withClient } from './pg-client.js';

/**
 * Queries PostgreSQL is still running for other sessions of the bench database. The API's pool can have a
 * free connection (so its health check is quick) while others still run queries a finished scenario sent.
 */
export const activeQueries = (databaseUrl: string): Promise<number> =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    return Number(rows[0]?.n ?? 0);
  });
