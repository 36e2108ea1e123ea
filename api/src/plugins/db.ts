import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { startChangeFeed } from '../db/change-feed.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadGeographyIfEmpty } from '../db/geography.js';
import { runMigrations } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createListTotals } from '../repositories/list-totals.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  const totals = createListTotals();
  const url = options.database.driver === 'postgres' ? options.database.url : null;
  const changes = await startChangeFeed(handle, url, { onChange: () => totals.invalidate(), onLive: (live) => totals.setLive(live) });
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db, { workdayHours: options.workdayHours, totals }));
  // A write answered by this process must show in the next list its caller asks for, which the notification,
  // arriving on another connection, might not have reached yet: forget the totals before the answer goes out.
  app.addHook('onSend', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) totals.invalidate();
  });
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', async () => {
    await changes.close();
    await handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
