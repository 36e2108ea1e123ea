import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { startChangeFeed } from '../db/change-feed.js';
import { openDatabase, type Database } from '../db/client.js';
import { loadGeographyIfEmpty } from '../db/geography.js';
import { runMigrations } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createListTotals } from '../repositories/list-totals.js';
import { createMemo } from '../repositories/remembered.js';
import type { UserAuthState } from '../repositories/users.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The list tables a successful write request under /api/v1/<resource> changes, so that a timesheet saved does not
 * make the users' or clients' lists count again. Anything else forgets every list.
 */
const TABLES_WRITTEN_UNDER: Record<string, readonly string[]> = {
  allocations: ['allocations'],
  clients: ['clients'],
  projects: ['projects'],
  timesheets: ['timesheets'],
  users: ['users'],
};

function tablesWrittenBy(route: string | undefined): readonly string[] | undefined {
  const resource = /^\/api\/v1\/([a-z-]+)/.exec(route ?? '')?.[1];
  return resource ? TABLES_WRITTEN_UNDER[resource] : undefined;
}

/** Every session active at once, as for remembered tokens. */
const MAX_REMEMBERED_AUTH_STATES = 10_000;

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
  const changes = await startChangeFeed(handle, url, { onChange: (table) => totals.invalidate(table ? [table] : undefined), onLive: (live) => totals.setLive(live) });
  app.decorate('db', db);
  // Embedded PGlite is opened by this process alone (data-dir-lock.ts), so every change to a person or a session
  // arrives as a request here: their auth state can be remembered until the next write request of any kind. On
  // PostgreSQL other instances and tools write too, so it is read on every request.
  const authStates = options.database.driver === 'pglite' ? createMemo<UserAuthState | null>(MAX_REMEMBERED_AUTH_STATES) : undefined;
  const repos = createRepositories(db, { workdayHours: options.workdayHours, totals, authStates });
  // Read now, before any request: on embedded PGlite a first read from inside a transaction and one from outside
  // it could each wait for the other.
  await repos.placeNames([], [], db);
  app.decorate('repos', repos);
  // A write answered by this process must show in the next list its caller asks for, which the notification,
  // arriving on another connection, might not have reached yet: forget the totals before the answer goes out.
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method)) return;
    authStates?.forget();
    if (reply.statusCode < 400) totals.invalidate(tablesWrittenBy(request.routeOptions.url));
  });
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', async () => {
    await changes.close();
    await handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
