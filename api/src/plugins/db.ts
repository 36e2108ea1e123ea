import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { startChangeFeed } from '../db/change-feed.js';
import { openDatabase, type Database } from '../db/client.js';
import { upgradeDatabase } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createListTotals } from '../repositories/list-totals.js';
import { createMemo } from '../repositories/remembered.js';
import type { UserAuthState } from '../repositories/users.js';
import type { User } from '../schemas/users.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a caller's auth state is read from (users.ts findAuthState). */
const AUTH_STATE_TABLES: readonly string[] = ['users', 'sessions'];
/**
 * The list tables a successful write request under /api/v1/<resource> changes, so that a timesheet saved does not
 * make the users' or clients' lists count again. Anything else forgets every list.
 */
const TABLES_WRITTEN_UNDER: Record<string, readonly string[]> = {
  allocations: ['allocations'],
  clients: ['clients'],
  projects: ['projects'],
  timesheets: ['timesheets'],
  // People and their sessions: sign-in starts a session, sign-out revokes one.
  users: AUTH_STATE_TABLES,
};

/** What a person's own profile is read from (users.ts findById). */
const PROFILE_TABLES: readonly string[] = ['users', 'departments'];

/** Whether a write to `tables` may change what was read from `shown`; unknown tables (undefined) may be any. */
const touches = (tables: readonly string[] | undefined, shown: readonly string[]) => !tables || tables.some((table) => shown.includes(table));

function tablesWrittenBy(route: string | undefined): readonly string[] | undefined {
  const resource = /^\/api\/v1\/([a-z-]+)/.exec(route ?? '')?.[1];
  return resource ? TABLES_WRITTEN_UNDER[resource] : undefined;
}

/** Every session active at once, as for remembered tokens. */
const MAX_REMEMBERED_AUTH_STATES = 10_000;
/** Everyone signed in at once; a profile is ~1 KB. */
const MAX_REMEMBERED_PROFILES = 10_000;

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
    const loaded = await upgradeDatabase(handle);
    if (loaded > 0) app.log.info({ countries: loaded }, 'loaded countries and states');
  } catch (error) {
    await handle.close();
    throw error;
  }
  const db: Database = handle.db;
  const totals = createListTotals();
  // Callers' auth state and own profiles are remembered like list totals: forgotten when what they are read from
  // changes (this process's own writes before their answer, everyone else's through the change notifications),
  // and not remembered while those cannot be heard. A session's expiry needs no notice: it is the token's, which
  // is checked on every request.
  const authStates = createMemo<UserAuthState | null>(MAX_REMEMBERED_AUTH_STATES, () => totals.remembering());
  const ownProfiles = createMemo<User | null>(MAX_REMEMBERED_PROFILES, () => totals.remembering());
  const forgetPeopleReadFrom = (tables: readonly string[] | undefined) => {
    if (touches(tables, AUTH_STATE_TABLES)) authStates.forget();
    if (touches(tables, PROFILE_TABLES)) ownProfiles.forget();
  };
  const forget = (tables: readonly string[] | undefined) => {
    totals.invalidate(tables);
    forgetPeopleReadFrom(tables);
  };
  const url = options.database.driver === 'postgres' ? options.database.url : null;
  const changes = await startChangeFeed(handle, url, {
    onChange: (table) => forget(table ? [table] : undefined),
    onLive: (live) => {
      totals.setLive(live);
      forgetPeopleReadFrom(undefined);
    },
  });
  app.decorate('db', db);
  const repos = createRepositories(db, { workdayHours: options.workdayHours, totals, authStates, ownProfiles });
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
    else forgetPeopleReadFrom(written);
  });
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', async () => {
    await changes.close();
    await handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
