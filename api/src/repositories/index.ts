import type { Database } from '../db/client.js';
import { createAuditLogRepository } from './audit-log.js';
import { createAllocationsRepository } from './allocations.js';
import { createClientsRepository } from './clients.js';
import { createCountriesRepository } from './countries.js';
import { createHealthRepository } from './health.js';
import { createProjectsRepository } from './projects.js';
import { createSessionsRepository } from './sessions.js';
import { createTimesheetsRepository } from './timesheets.js';
import { createUserIdentitiesRepository } from './user-identities.js';
import { createUsersRepository } from './users.js';

export type RepositoryOptions = { workdayHours: number };

/** Every repository bound to one database or transaction. */
export function createRepositories(db: Database, options: RepositoryOptions) {
  return {
    allocations: createAllocationsRepository(db, options.workdayHours),
    auditLog: createAuditLogRepository(db),
    clients: createClientsRepository(db),
    countries: createCountriesRepository(db),
    health: createHealthRepository(db),
    projects: createProjectsRepository(db),
    sessions: createSessionsRepository(db),
    timesheets: createTimesheetsRepository(db),
    users: createUsersRepository(db),
    userIdentities: createUserIdentitiesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
