import { KEPT_TOTALS as reportTotals } from '../modules/reports/index.js';
import { KEPT_TOTALS as timesheetTotals } from '../modules/timesheets/index.js';
import type { KeptTotal, TableTrigger } from '../platform/db/kept-totals.js';

/** Every total the database keeps by triggers, as each module registers its own (its index.ts). */
export const KEPT_TOTALS: readonly KeptTotal[] = [...timesheetTotals, ...reportTotals];

/** The triggers a bulk load turns off, each once, in registration order. */
export const OFF_DURING_BULK_LOAD: readonly TableTrigger[] = [
  ...new Map(KEPT_TOTALS.flatMap((total) => total.offDuringBulkLoad).map((trigger) => [`${trigger.on}.${trigger.name}`, trigger])).values(),
];
