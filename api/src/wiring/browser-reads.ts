import { ALLOCATIONS_LIST } from '../modules/allocations/index.js';
import { HOLIDAYS, TIME_OFF } from '../modules/capacity/index.js';
import { CLIENT_OPTIONS, CLIENTS_LIST } from '../modules/clients/index.js';
import { COUNTRY_OPTIONS, STATE_OPTIONS } from '../modules/countries/index.js';
import { MISSING_TIMESHEETS } from '../modules/missing-timesheets/index.js';
import { PROJECT_OPTIONS, PROJECTS_LIST } from '../modules/projects/index.js';
import { UTILISATION_REPORT } from '../modules/reports/index.js';
import { TIMESHEET_WEEKS, TIMESHEETS_LIST } from '../modules/timesheets/index.js';
import { PEOPLE_OPTIONS, USERS_LIST } from '../modules/users/index.js';

/**
 * Every read the browser's pages show, each under its registration's name: the cache tags it provides come from its
 * tables (wiring/browser-tags.ts, generated into @portal/shared-contracts/values as READ_TAGS). One record of a list
 * (GET /projects/:id) is a row of that list and provides the list's tags.
 */
export const BROWSER_READS = [
  USERS_LIST, CLIENTS_LIST, PROJECTS_LIST, ALLOCATIONS_LIST, TIMESHEETS_LIST, TIMESHEET_WEEKS, UTILISATION_REPORT, MISSING_TIMESHEETS,
  HOLIDAYS, TIME_OFF, PEOPLE_OPTIONS, CLIENT_OPTIONS, PROJECT_OPTIONS, COUNTRY_OPTIONS, STATE_OPTIONS,
];
