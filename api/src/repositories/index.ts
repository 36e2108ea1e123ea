import type { Database } from '../db/client.js';
import { createAuditLogRepository } from './audit-log.js';
import { ALLOCATIONS_LIST, createAllocationsRepository } from './allocations.js';
import { CLIENTS_LIST, createClientsRepository } from './clients.js';
import { createCountriesRepository } from './countries.js';
import { createHealthRepository } from './health.js';
import { createHolidaysRepository } from './holidays.js';
import { noListMemory, type ListMemory } from './list-memory.js';
import { createPlaceNames } from './place-names.js';
import { NAMED_PEOPLE, NAMED_PROJECTS } from './named-ids.js';
import { createProjectsRepository, PROJECTS_LIST } from './projects.js';
import { createSessionsRepository } from './sessions.js';
import { createTimeOffRepository } from './time-off.js';
import { createTimesheetsRepository, TIMESHEETS_LIST } from './timesheets.js';
import { createUserIdentitiesRepository } from './user-identities.js';
import type { Recall } from './remembered.js';
import { AUTH_STATES, createUsersRepository, OWN_PROFILES, USERS_LIST, type UserAuthState } from './users.js';
import { UTILISATION_REPORT } from './utilisation.js';
import type { User } from '@portal/shared-contracts';

/** Everything the server remembers between requests, each read again once one of its tables is written. */
export const REMEMBERED = [USERS_LIST, CLIENTS_LIST, PROJECTS_LIST, ALLOCATIONS_LIST, TIMESHEETS_LIST, NAMED_PEOPLE, NAMED_PROJECTS, AUTH_STATES, OWN_PROFILES, UTILISATION_REPORT];

/**
 * memory: the server's memory of lists; without it (seeding, tools, transactions) lists count every time.
 * authStates, ownProfiles: where the server remembers callers' auth state and own profiles (plugins/db.ts).
 */
export type RepositoryOptions = {
  workdayHours: number;
  /** The organisation's today (default: today in UTC), for figures that run "to date". */
  today?: () => string;
  memory?: ListMemory;
  authStates?: Recall<UserAuthState | null>;
  ownProfiles?: Recall<User | null>;
};

/** Every repository bound to one database or transaction. */
export function createRepositories(db: Database, options: RepositoryOptions) {
  const memory = options.memory ?? noListMemory;
  const placeNames = createPlaceNames();
  return {
    allocations: createAllocationsRepository(db, options.workdayHours, memory, options.today),
    auditLog: createAuditLogRepository(db),
    clients: createClientsRepository(db, memory),
    countries: createCountriesRepository(db),
    health: createHealthRepository(db),
    holidays: createHolidaysRepository(db),
    projects: createProjectsRepository(db, memory),
    sessions: createSessionsRepository(db),
    timeOff: createTimeOffRepository(db),
    timesheets: createTimesheetsRepository(db, memory),
    users: createUsersRepository(db, { memory, authStates: options.authStates, ownProfiles: options.ownProfiles, placeNames, workdayHours: options.workdayHours }),
    placeNames,
    userIdentities: createUserIdentitiesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
