import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.js';

// Resolved from this module so it works from src/db (tsx) and dist/db (node) alike.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the one drizzle-kit migration set to whichever driver is in use. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'pglite') await migratePglite(handle.db, options);
  else await migratePostgres(handle.db, options);
}
