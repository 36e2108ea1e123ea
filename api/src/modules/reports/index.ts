// The reports module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { KEPT_WORK_WEEK_HOURS } from './work-week-hours.js';
import { UTILISATION_REPORT } from './utilisation-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [UTILISATION_REPORT];

/** The totals the database keeps for the report (wiring/kept-totals.ts gathers every module's). */
export const KEPT_TOTALS = [KEPT_WORK_WEEK_HOURS];

export { default as reportsRoutes } from './http/reports-routes.js';
export { orderedReport, type ReportTable, type UtilisationContext } from './utilisation-report.js';
export { UTILISATION_REPORT } from './utilisation-repository.js';
