import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from '../platform/db/client.js';
import { loadGeographyIfEmpty } from '../modules/countries/index.js';

// Resolved from this module so it works from src/wiring (tsx) and dist/wiring (node) alike.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The portal's own advisory lock key (any fixed number no other application on the database uses). */
const SCHEMA_LOCK_KEY = 4_870_112_301;

/** Applies the one drizzle-kit migration set to whichever driver is in use. */
async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') await migratePglite(handle.db, options);
  else await migratePostgres(handle.db, options);
}

/**
 * Runs `prepare` (migrations, reference data) while no other instance does: API instances rolled out together
 * would otherwise each create the same tables at once and all but one fail to start (drizzle's migrator takes no
 * lock). The lock is PostgreSQL's, held on a connection of its own and released when `prepare` ends or the
 * connection drops. PGlite has one process per data folder (data-dir-lock.ts), so nothing to wait for.
 */
async function whileSchemaLocked<T>(handle: DatabaseHandle, prepare: () => Promise<T>): Promise<T> {
  if (handle.driver === 'pglite') return prepare();
  const connection = await handle.pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await prepare();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/** Brings the schema up to date and loads the countries and states if missing; returns how many countries it loaded. */
export const upgradeDatabase = (handle: DatabaseHandle): Promise<number> =>
  whileSchemaLocked(handle, async () => {
    await runMigrations(handle);
    return loadGeographyIfEmpty(handle.db);
  });
