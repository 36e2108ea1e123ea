// The timesheet rules live in domain/timesheets/rules.ts. bench/src/api-internals.ts still reads the hour limits
// from this path; once it imports them from the domain module, delete this file.
export { MAX_HOURS, MAX_HOURS_PER_DAY, MIN_HOURS } from '../../domain/timesheets/rules.js';
