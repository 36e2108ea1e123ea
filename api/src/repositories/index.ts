import type { Database } from '../db/client.js';
import { createAuditLogRepository } from './audit-log.js';
import { createAllocationsRepository } from './allocations.js';
import { createClientsRepository } from './clients.js';
import { createCountriesRepository } from './countries.js';
import { createHealthRepository } from './health.js';
import { uncachedTotals, type ListTotals } from './list-totals.js';
import { createPlaceNames } from './place-names.js';
import { createProjectsRepository } from './projects.js';
import { createSessionsRepository } from './sessions.js';
import { createTimesheetsRepository } from './timesheets.js';
import { createUserIdentitiesRepository } from './user-identities.js';
import type { Memo } from './remembered.js';
import { createUsersRepository, type UserAuthState } from './users.js';
import type { User } from '../schemas/users.js';

/**
 * totals: the server's shared cache of list totals; without it (seeding, tools) lists count every time.
 * authStates, ownProfiles: where the server remembers callers' auth state and own profiles (forgotten on change
 * notices; plugins/db.ts).
 */
export type RepositoryOptions = {
  workdayHours: number;
  totals?: ListTotals;
  authStates?: Memo<UserAuthState | null>;
  ownProfiles?: Memo<User | null>;
};

/** Every repository bound to one database or transaction. */
export function createRepositories(db: Database, options: RepositoryOptions) {
  const totals = options.totals ?? uncachedTotals;
  const placeNames = createPlaceNames();
  return {
    allocations: createAllocationsRepository(db, options.workdayHours, totals),
    auditLog: createAuditLogRepository(db),
    clients: createClientsRepository(db, totals),
    countries: createCountriesRepository(db),
    health: createHealthRepository(db),
    projects: createProjectsRepository(db, totals),
    sessions: createSessionsRepository(db),
    timesheets: createTimesheetsRepository(db, totals),
    users: createUsersRepository(db, { totals, authStates: options.authStates, ownProfiles: options.ownProfiles, placeNames }),
    placeNames,
    userIdentities: createUserIdentitiesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
