// The capacity module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { HOLIDAYS } from './holidays-repository.js';
import { TIME_OFF } from './time-off-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [HOLIDAYS, TIME_OFF];

export { createHolidaysRepository } from './holidays-repository.js';
export { default as holidaysRoutes } from './http/holidays-routes.js';
export { default as timeOffRoutes } from './http/time-off-routes.js';
export { assertDateRange } from './rules.js';
export { createTimeOffRepository } from './time-off-repository.js';
export { capacityHours, capacityPercentage, type DateRange, daysBeforeJoining, timeOffPart, type TimeOffRange, workedDays, workingDays } from './working-days.js';
