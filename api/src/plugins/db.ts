import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadGeographyIfEmpty } from '../db/geography.js';
import { runMigrations } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repositories;
  }
}

export type DbPluginOptions = { database: DatabaseConfig; workdayHours: number };

/** Opens the database, brings its schema up to date, and exposes the repositories. */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  const handle = await openDatabase(options.database);
  try {
    await runMigrations(handle);
    const loaded = await loadGeographyIfEmpty(handle.db);
    if (loaded > 0) app.log.info({ countries: loaded }, 'loaded countries and states');
  } catch (error) {
    await handle.close();
    throw error;
  }
  const db: Database = handle.db;
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db, { workdayHours: options.workdayHours }));
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', () => handle.close());
}

export default fp(dbPlugin, { name: 'db' });
