// The missing-timesheets module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { MISSING_TIMESHEETS } from './missing-weeks.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [MISSING_TIMESHEETS];

export { default as missingTimesheetsRoutes } from './http/missing-timesheets-routes.js';
export { default as timesheetReminders } from './http/timesheet-reminders-plugin.js';
