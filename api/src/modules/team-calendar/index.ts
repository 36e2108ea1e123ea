// The team calendar module's public entry (issue 38, point 5): a month of people × days, their leave and the public
// holidays. .dependency-cruiser.cjs refuses an import of its other files from outside the module.
import { TEAM_CALENDAR } from './team-calendar-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [TEAM_CALENDAR];

export { default as teamCalendarRoutes } from './http/team-calendar-routes.js';
export { MAX_REMEMBERED_MONTHS, TEAM_CALENDAR, type CalendarMonth } from './team-calendar-repository.js';
