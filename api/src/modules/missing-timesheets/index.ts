// The missing-timesheets module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { default as missingTimesheetsRoutes } from './http/missing-timesheets-routes.js';
export { default as timesheetReminders } from './http/timesheet-reminders-plugin.js';
export { MISSING_TIMESHEETS } from './missing-weeks.js';
