// The timesheets module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { KEPT_DAY_HOURS, KEPT_HOURS_ORDER, KEPT_TIMESHEET_COUNT } from './kept-totals.js';
import { TEAM_PEOPLE, TEAM_TIMESHEETS } from './team-timesheets.js';
import { TIMESHEET_WEEKS } from './timesheet-weeks.js';
import { TIMESHEETS_LIST } from './timesheets-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [TIMESHEETS_LIST, TIMESHEET_WEEKS, TEAM_TIMESHEETS, TEAM_PEOPLE];

/** The totals the database keeps about timesheets (wiring/kept-totals.ts gathers every module's). */
export const KEPT_TOTALS = [KEPT_DAY_HOURS, KEPT_TIMESHEET_COUNT, KEPT_HOURS_ORDER];

export { default as timesheetsRoutes } from './http/timesheets-routes.js';
export { default as timesheetWeekRoutes } from './http/week-routes.js';
export { type NewTimesheet } from './timesheet-values.js';
export { MAX_REMEMBERED_TEAM_PAGES, TEAM_TIMESHEETS } from './team-timesheets.js';
export { MAX_REMEMBERED_WEEKS, TIMESHEET_WEEKS, type WeekRead } from './timesheet-weeks.js';
export { createTimesheetsRepository, TIMESHEETS_LIST } from './timesheets-repository.js';
export { isoWeekOf } from './week-dates.js';
