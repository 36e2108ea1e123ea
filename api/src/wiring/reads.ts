import { READS as allocationReads } from '../modules/allocations/index.js';
import { READS as capacityReads } from '../modules/capacity/index.js';
import { READS as clientReads } from '../modules/clients/index.js';
import { READS as countryReads } from '../modules/countries/index.js';
import { READS as leaveReads } from '../modules/leave/index.js';
import { READS as missingTimesheetReads } from '../modules/missing-timesheets/index.js';
import { READS as projectReads } from '../modules/projects/index.js';
import { READS as reportReads } from '../modules/reports/index.js';
import { READS as teamCalendarReads } from '../modules/team-calendar/index.js';
import { READS as timesheetReads } from '../modules/timesheets/index.js';
import { READS as userReads } from '../modules/users/index.js';
import type { ReadRegistration } from '../platform/lists/list-definition.js';
import { NAMED_PEOPLE, NAMED_PROJECTS } from '../platform/lists/named-ids.js';

/** Every registered read of every module (a module lists its own in its index.ts), and the list engine's lookups. */
export const READS: readonly ReadRegistration[] = [
  ...userReads, ...clientReads, ...projectReads, ...allocationReads, ...timesheetReads, ...reportReads, ...missingTimesheetReads,
  ...capacityReads, ...leaveReads, ...teamCalendarReads, ...countryReads, NAMED_PEOPLE, NAMED_PROJECTS,
];

/** Everything the server remembers between requests, each read again once one of its tables is written. */
export const REMEMBERED = READS.filter((read) => read.remembered);

/** The reads pages ask for: each provides the browser cache tags of its tables (READ_TAGS, wiring/browser-tags.ts). */
export const BROWSER_READS = READS.filter((read) => read.shownOnPages);
