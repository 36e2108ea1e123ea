// The bench reuses the API's own schema, migrations, password hashing and demo vocabularies from its
// source, so the data it loads can never drift from what the API expects. Every import of api/src is here.
export { openDatabase, type DatabaseHandle } from '../../api/src/platform/db/client.js';
export { upgradeDatabase } from '../../api/src/wiring/migrate.js';
export { hashPassword } from '../../api/src/platform/auth/passwords.js';
export { allocations, clients, projects, timesheets, users } from '../../api/src/platform/db/schema/index.js';
export { KEPT_TOTALS, OFF_DURING_BULK_LOAD } from '../../api/src/wiring/kept-totals.js';
export { createRepositories } from '../../api/src/wiring/repositories.js';
export type { NewAllocation } from '../../api/src/modules/allocations/allocations-repository.js';
export type { NewClient } from '../../api/src/modules/clients/clients-repository.js';
export type { NewProject } from '../../api/src/modules/projects/projects-repository.js';
export type { NewTimesheet } from '../../api/src/modules/timesheets/timesheets-repository.js';
export type { NewUser } from '../../api/src/modules/users/users-repository.js';
export { buildPeople, type Region } from '../../api/src/seed/demo-people.js';
export { buildAllocations, buildClients } from '../../api/src/seed/demo-work.js';
export { ADDRESS_REGIONS, DEMO_ACCOUNTS, PROJECT_NAMES, REJECTION_REASONS, WORK_DESCRIPTIONS } from '../../api/src/seed/demo-data.js';
export { PROGRESS_DETAILS, TIMESHEET_STATUSES, type ProjectStatus, type TimesheetStatus } from '../../shared-contracts/src/vocabularies.js';
export { addDays, todayIn, weekdaysBetween } from '../../api/src/platform/calendar.js';
export { MAX_HOURS, MAX_HOURS_PER_DAY, MIN_HOURS } from '../../api/src/modules/timesheets/rules.js';
export { isoWeekOf } from '../../api/src/modules/timesheets/week-dates.js';
