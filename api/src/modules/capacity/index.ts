// The capacity module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { createHolidaysRepository, HOLIDAYS } from './holidays-repository.js';
export { default as holidaysRoutes } from './http/holidays-routes.js';
export { default as timeOffRoutes } from './http/time-off-routes.js';
export { assertDateRange } from './rules.js';
export { createTimeOffRepository, TIME_OFF } from './time-off-repository.js';
export { capacityHours, capacityPercentage, type DateRange, daysBeforeJoining } from './working-days.js';
