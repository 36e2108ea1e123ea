// The Drizzle schema, one file per area; drizzle.config.ts reads this folder (and ../kept-totals.ts).
export * from './places.js';
export * from './users.js';
export * from './clients.js';
export * from './projects.js';
export * from './allocations.js';
export * from './timesheets.js';
export * from './time-off.js';
export * from './leave.js';
export * from './auth.js';
export * from './audit-log.js';
export * from './timesheet-reminders.js';
