// The API's contract: the TypeBox schema of every request and response, with its static type. The API validates,
// serialises and documents (/api/docs) with these; clients take the types from here instead of writing them again.
export * from './vocabularies.js';
export * from './limits.js';
export * from './common.js';
export * from './account.js';
export * from './allocations.js';
export * from './audit-log.js';
export * from './capacity.js';
export * from './clients.js';
export * from './countries.js';
export * from './projects.js';
export * from './sso.js';
export * from './system.js';
export * from './timesheets.js';
export * from './users.js';
export * from './timesheet-weeks.js';
export * from './reports.js';
export * from './missing-timesheets.js';
export * from './leave.js';
export * from './team-calendar.js';
