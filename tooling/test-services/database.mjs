import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdministrator(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on a test run's PostgreSQL server (a URL as findOrStartPostgres gives), named
 * `<prefix>_<random>` so runs never meet; `drop()` removes it again, closing whatever still uses it. With
 * `template`, a copy of that database (which nothing may be connected to) instead of an empty one.
 */
export async function createScratchDatabase(serverUrl, prefix, { template } = {}) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdministrator(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdministrator(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
