import type { Database } from '../platform/db/client.js';
import { createAuditLogRepository } from '../modules/audit-log/index.js';
import { createAllocationsRepository } from '../modules/allocations/index.js';
import { createClientsRepository } from '../modules/clients/index.js';
import { createCountriesRepository } from '../modules/countries/index.js';
import { createHealthRepository } from '../modules/health/index.js';
import { createHolidaysRepository, createTimeOffRepository } from '../modules/capacity/index.js';
import { createLeaveRepository } from '../modules/leave/index.js';
import { noListMemory, type ListMemory } from '../platform/lists/list-memory.js';
import {
  createPlaceNames,
  createSessionsRepository,
  createUserIdentitiesRepository,
  createUsersRepository,
  type PlaceNameTable,
  type UserAuthState,
} from '../modules/users/index.js';
import { createProjectsRepository } from '../modules/projects/index.js';
import { createTimesheetsRepository } from '../modules/timesheets/index.js';
import type { Recall } from '../platform/lists/remembered.js';
import type { User } from '@portal/shared-contracts';

/**
 * memory: the server's memory of lists; without it (seeding, tools, transactions) lists count every time.
 * authStates, ownProfiles, placeNames: where the server remembers callers' auth state, own profiles and the names of
 * places (wiring/db-plugin.ts).
 */
export type RepositoryOptions = {
  workdayHours: number;
  /** The organisation's today (OrgClock.today), for figures that run "to date". */
  today: () => string;
  memory?: ListMemory;
  authStates?: Recall<UserAuthState | null>;
  ownProfiles?: Recall<User | null>;
  placeNames?: Recall<PlaceNameTable>;
};

/** Every repository bound to one database or transaction. */
export function createRepositories(db: Database, options: RepositoryOptions) {
  const memory = options.memory ?? noListMemory;
  const placeNames = createPlaceNames(options.placeNames && { recall: options.placeNames, db });
  return {
    allocations: createAllocationsRepository(db, options.workdayHours, options.today, memory),
    auditLog: createAuditLogRepository(db),
    clients: createClientsRepository(db, memory),
    countries: createCountriesRepository(db),
    health: createHealthRepository(db),
    holidays: createHolidaysRepository(db),
    leave: createLeaveRepository(db),
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
