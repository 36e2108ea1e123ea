import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { reviewRefusal, type ReviewedPerson } from '../users/index.js';
import { ForbiddenError, InputError, type FieldProblem } from '../../platform/errors.js';
import { MAX_HOURS_PER_DAY, TIMESHEET_HOURS, type ProjectStatus, type TimesheetStatus, type TimesheetInput } from '@portal/shared-contracts';

/** Spec §5 and §9: hours per entry (the form checks the same limits); issue: hours per person per day. */
export const { min: MIN_HOURS, max: MAX_HOURS } = TIMESHEET_HOURS;
export { MAX_HOURS_PER_DAY };

/** The form's own checks (spec §5), repeated on the server with the same wording so a bypassed form gets the same answer. */
export function checkTimesheetInput(input: TimesheetInput, today: string): void {
  const problems = timesheetValueProblems(input, today);
  if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join(' '), problems);
}

/** The form's checks of an entry's own values, each problem under its field (hours, date, description). */
export function timesheetValueProblems(input: Pick<TimesheetInput, 'hours' | 'date' | 'description'>, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.hours < MIN_HOURS) problems.push({ field: 'hours', message: 'Hours must be at least 0.5.' });
  if (input.hours > MAX_HOURS) problems.push({ field: 'hours', message: 'Hours must not exceed 9.' });
  if (input.date > today) problems.push({ field: 'date', message: 'Cannot select a future date.' });
  if (input.description.trim() === '') problems.push({ field: 'description', message: 'Description is required.' });
  return problems;
}

/** Why time cannot be logged against a project (null: no such project), or null when it can. */
export function projectRefusal(projectStatus: ProjectStatus | null): string | null {
  if (!projectStatus) return 'Project does not exist.';
  return projectStatus === 'CANCELLED' ? 'This project is cancelled; time cannot be logged against it.' : null;
}

/** 'YYYY-MM-DD' as users read dates (spec §5: MM-dd-yyyy). */
const usDate = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

/**
 * The 24-hour rule: all of a person's entries on one day together. The database repeats it as a check on its kept
 * day totals (kept-totals.ts, migration 0006); test/rules-in-sql.test.ts holds the two to the same answers.
 */
export const exceedsDayLimit = (dayHours: number): boolean => dayHours > MAX_HOURS_PER_DAY;

/** The 24-hour rule's refusal: `logged` hours are on the day besides the `hours` being added. */
export function dayLimitMessage(logged: number, date: string, hours: number): string {
  return `${logged} hours are already logged on ${usDate(date)}; adding ${hours} would exceed ${MAX_HOURS_PER_DAY} hours in one day.`;
}

/** Why nobody but an admin may change an approved entry, in the words the single-entry routes answer. */
export const approvedRefusal = (action: 'edit' | 'delete') =>
  `This timesheet has been approved and can no longer be ${action === 'edit' ? 'edited' : 'deleted'}.`;

export const isAdmin = (caller: AuthUser) => caller.role === 'ADMIN';

/** Whose entries a list shows: an admin's choice (everyone's when none), anyone else's own whatever userId they send. */
export function listedUserId(caller: AuthUser, requested: number | undefined): number | undefined {
  return isAdmin(caller) ? requested : caller.id;
}

/** Only an admin logs or moves hours for someone else. */
export function assertMayLogFor(caller: AuthUser, userId: number): void {
  if (!isAdmin(caller) && userId !== caller.id) throw new ForbiddenError('You can only log time for yourself.');
}

/**
 * Everyone but an admin changes only their own entries, and only until they are approved:
 * an approved entry is what payroll and billing rely on.
 */
export function assertMayChange(caller: AuthUser, entry: { userId: number; status: TimesheetStatus }, action: 'edit' | 'delete'): void {
  if (isAdmin(caller)) return;
  if (entry.userId !== caller.id) throw new ForbiddenError(`You can only ${action} your own timesheets.`);
  if (entry.status === 'APPROVED') throw new ForbiddenError(approvedRefusal(action));
}

/** The review refusals, in the words the API answers (kept since the admins-only review of issue 17). */
export const REVIEW_REFUSALS = {
  own: 'You cannot approve or reject your own timesheets.',
  notReport: 'You can only approve or reject the timesheets of people who report to you.',
} as const;

export type { ReviewedPerson };

/** Who reviews a person's SUBMITTED entries: the rule users/rules.ts's reviewRefusal (an admin or the direct line manager, nobody their own). */
export function assertMayReview(reviewer: AuthUser, people: readonly ReviewedPerson[]): void {
  const refusal = reviewRefusal(reviewer, people);
  if (refusal) throw new ForbiddenError(REVIEW_REFUSALS[refusal]);
}

/** A rejection without a reason leaves the employee guessing what to fix. */
export function reviewReason(status: 'APPROVED' | 'REJECTED', reason: string | undefined): string | null {
  if (status === 'APPROVED') return null;
  const trimmed = reason?.trim();
  if (!trimmed) throw new InputError('A reason is required to reject a timesheet.', [{ field: 'reason', message: 'A reason is required to reject a timesheet.' }]);
  return trimmed;
}
