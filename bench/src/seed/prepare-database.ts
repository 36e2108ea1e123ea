import pg from 'pg';

/**
 * Seeding replaces everything, so it only ever empties a database that is clearly meant for it: one whose
 * name contains "bench", or any database when --wipe is given. A database without tables needs neither.
 */
export async function prepareDatabase(url: string, options: { reuse: boolean; wipe: boolean }): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; tables: string }>(
      `SELECT current_database() AS name, (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables`,
    );
    const { name, tables } = rows[0] ?? { name: '', tables: '0' };
    if (Number(tables) === 0) return;
    if (options.reuse) {
      const { rows: users } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'`);
      if (Number(users[0]?.n) > 0) return;
    }
    if (!options.wipe && !name.includes('bench')) {
      throw new Error(`bench: database "${name}" already has tables; use a database whose name contains "bench", or pass --wipe to empty it`);
    }
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}
