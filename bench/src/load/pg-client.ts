import pg from 'pg';

/** One short-lived connection of the bench's own, beside the API's pool, closed whatever happens. */
export async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
