import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { upgradeDatabase } from './migrate.js';
import type { OrgClock } from '../platform/calendar.js';
import { createTableVersionQuery, readSharedByCallersAsking } from '../platform/db/table-versions.js';
import { createRepositories, type Repositories } from './repositories.js';
import { createListMemory, noListMemory } from '../platform/lists/list-memory.js';
import type { RememberedList } from '../platform/lists/list-definition.js';
import { recallAtCurrentVersions, type Recall } from '../platform/lists/remembered.js';
import { AUTH_STATES, OWN_PROFILES, PLACE_NAMES, type PlaceNameTable, type UserAuthState } from '../modules/users/index.js';
import { UTILISATION_REPORT, type ReportTable } from '../modules/reports/index.js';
import { MAX_REMEMBERED_TEAM_PAGES, MAX_REMEMBERED_WEEKS, TEAM_TIMESHEETS, TIMESHEET_WEEKS, type WeekRead } from '../modules/timesheets/index.js';
import { MAX_REMEMBERED_MONTHS, TEAM_CALENDAR, type CalendarMonth } from '../modules/team-calendar/index.js';
import type { TimesheetList, User } from '@portal/shared-contracts';

/** Every session active at once, as for remembered tokens. */
const MAX_REMEMBERED_AUTH_STATES = 10_000;
/** Everyone signed in at once; a profile is ~1 KB. */
const MAX_REMEMBERED_PROFILES = 10_000;
/** A whole report of 10,000 people over 12 weeks is ~20 MB: a few groupings and ranges at once, not more. */
const MAX_REMEMBERED_REPORTS = 6;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The organisation's clock (app.ts makes it from ORG_TIMEZONE): what every route takes "today" from. */
    clock: OrgClock;
    repos: Repositories;
    /** Whole utilisation reports, remembered while none of their tables is written. */
    utilisationReports: Recall<ReportTable>;
    /** People's weeks as the week grid reads them, remembered while none of their tables is written. */
    timesheetWeeks: Recall<WeekRead>;
    /** Months of a page of people as the team calendar reads them, remembered while none of their tables is written. */
    teamCalendarMonths: Recall<CalendarMonth>;
    /** Pages of a line manager's Team tab, remembered while none of their tables is written. */
    teamTimesheetPages: Recall<TimesheetList>;
  }
}

/** rememberNothing: every read computed on every request (a test's reference answers), never in a server. */
export type DbPluginOptions = { database: DatabaseConfig; workdayHours: number; clock: OrgClock; rememberNothing: boolean };

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
  // Lists, callers' auth state, own profiles, reports and weeks are remembered with the versions of the tables they are read
  // from, and served only while those are unchanged (platform/lists/remembered.ts, docs/architecture.md): every
  // request that uses them reads the versions once it has started, so it sees every write committed before.
  const versions = readSharedByCallersAsking(createTableVersionQuery(db));
  const remember = <T,>(what: RememberedList, max: number): Recall<T> =>
    options.rememberNothing ? (_key, compute) => compute() : recallAtCurrentVersions<T>(what, max, versions);
  app.decorate('db', db);
  app.decorate('clock', options.clock);
  const repos = createRepositories(db, {
    workdayHours: options.workdayHours,
    today: options.clock.today,
    memory: options.rememberNothing ? noListMemory : createListMemory(versions),
    authStates: remember<UserAuthState | null>(AUTH_STATES, MAX_REMEMBERED_AUTH_STATES),
    ownProfiles: remember<User | null>(OWN_PROFILES, MAX_REMEMBERED_PROFILES),
    // One table of every place's name: read again only after a country or state is written.
    placeNames: remember<PlaceNameTable>(PLACE_NAMES, 1),
  });
  // Read now, before any request: on embedded PGlite a first read from inside a transaction and one from outside
  // it could each wait for the other.
  await repos.placeNames([], [], db);
  app.decorate('repos', repos);
  app.decorate('utilisationReports', remember<ReportTable>(UTILISATION_REPORT, MAX_REMEMBERED_REPORTS));
  app.decorate('timesheetWeeks', remember<WeekRead>(TIMESHEET_WEEKS, MAX_REMEMBERED_WEEKS));
  app.decorate('teamCalendarMonths', remember<CalendarMonth>(TEAM_CALENDAR, MAX_REMEMBERED_MONTHS));
  app.decorate('teamTimesheetPages', remember<TimesheetList>(TEAM_TIMESHEETS, MAX_REMEMBERED_TEAM_PAGES));
  // onClose runs after the server has stopped taking requests, so the database is closed last.
  app.addHook('onClose', async () => {
    await handle.close();
  });
}

export default fp(dbPlugin, { name: 'db' });
