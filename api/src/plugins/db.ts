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
  // Sign-in starts a session, sign-out revokes one.
  users: ['users', 'sessions'],
};

/** What a caller's auth state is read from (users.ts findAuthState). */
const AUTH_STATE_TABLES = ['users', 'sessions'];

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
  // Callers' auth state is remembered like list totals: forgotten when a person or a session changes (this
  // process's own writes before their answer, everyone else's through the change notifications), and not
  // remembered while those cannot be heard. A session's expiry needs no notice: it is the token's, which is
  // checked on every request.
  const authStates = createMemo<UserAuthState | null>(MAX_REMEMBERED_AUTH_STATES, () => totals.remembering());
  const forget = (tables: readonly string[] | undefined) => {
    totals.invalidate(tables);
    if (!tables || tables.some((table) => AUTH_STATE_TABLES.includes(table))) authStates.forget();
  };
  const url = options.database.driver === 'postgres' ? options.database.url : null;
  const changes = await startChangeFeed(handle, url, {
    onChange: (table) => forget(table ? [table] : undefined),
    onLive: (live) => {
      totals.setLive(live);
      authStates.forget();
    },
  });
  app.decorate('db', db);
  const repos = createRepositories(db, { workdayHours: options.workdayHours, totals, authStates });
  // Read now, before any request: on embedded PGlite a first read from inside a transaction and one from outside
  // it could each wait for the other.
  await repos.placeNames([], [], db);
  app.decorate('repos', repos);
  // A write answered by this process must show in the next request its caller makes, which the notification,
  // arriving on another connection, might not have reached yet: forget before the answer goes out. A refused
  // write changed no list; what it may have done to a person or a session is forgotten all the same.
  app.addHook('onSend', async (request, reply) => {
    if (READ_METHODS.has(request.method)) return;
    const written = tablesWrittenBy(request.routeOptions.url);
    if (reply.statusCode < 400) forget(written);
    else if (!written || written.some((table) => AUTH_STATE_TABLES.includes(table))) authStates.forget();
  });
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', async () => {
    await changes.close();
    await handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
