import type { timesheets } from '../../platform/db/schema/index.js';
import type { ProjectStatus } from '@portal/shared-contracts';

// Apart from timesheets.ts, so timesheet-inserts.ts (which timesheets.ts imports) can use them without a cycle.

export type NewTimesheet = typeof timesheets.$inferInsert;
/** What a create or an edit writes; status and rejection reason are decided by the caller's rules. */
export type TimesheetValues = Pick<NewTimesheet, 'userId' | 'projectId' | 'date' | 'hours' | 'description' | 'status' | 'rejectionReason'>;
/** What a timesheet write needs to know about the person and project it names. */
export type References = { personExists: boolean; projectStatus: ProjectStatus | null };
