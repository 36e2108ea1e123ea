/** Domain vocabularies from the spec (§3); shared by the database CHECKs and the API schemas. */
export const ROLES = ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const EMPLOYEE_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'] as const;
export const PROJECT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'ON_HOLD', 'COMPLETED', 'CANCELLED'] as const;
export const PROGRESS_DETAILS = [
  'REQUIREMENTS_GATHERING', 'DESIGN', 'DEVELOPMENT', 'TESTING', 'DEPLOYMENT',
  'MAINTENANCE', 'BLOCKED', 'DELAYED', 'ON_TRACK',
] as const;
export const TIMESHEET_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
/** Why a person is away (issue 20); any kind takes their days off their capacity alike. */
export const TIME_OFF_KINDS = ['VACATION', 'SICK', 'OTHER'] as const;
/** Fixed list; ids 1..7 are inserted by migration 0001 and are part of the API contract. */
export const DEPARTMENTS = [
  'ENGINEERING', 'SALES', 'MARKETING', 'FINANCE', 'HUMAN_RESOURCES', 'OPERATIONS', 'OTHER',
] as const;

export type Role = (typeof ROLES)[number];
export type Gender = (typeof GENDERS)[number];
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type ProgressDetails = (typeof PROGRESS_DETAILS)[number];
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** A leave request's type (issue 38): the kind of time off it becomes once approved. */
export const LEAVE_TYPES = TIME_OFF_KINDS;
export type LeaveType = TimeOffKind;
/**
 * Each leave type's settings: `allowsNegative` lets a request go over the balance; `carryOverDays` is how many days
 * left over from the year before a balance may carry (the lesser of these and what was left).
 */
export const LEAVE_TYPE_SETTINGS: Record<LeaveType, { allowsNegative: boolean; carryOverDays: number }> = {
  VACATION: { allowsNegative: false, carryOverDays: 5 },
  SICK: { allowsNegative: true, carryOverDays: 0 },
  OTHER: { allowsNegative: false, carryOverDays: 0 },
};
/**
 * A leave request's life: PENDING until the line manager (or an admin) approves or declines it, or the person withdraws
 * it; an APPROVED one is cancelled only through a cancellation request (CANCELLATION_PENDING), which, approved, makes it
 * CANCELLED (its time off removed) and, declined, leaves it APPROVED.
 */
export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN', 'CANCELLATION_PENDING', 'CANCELLED'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** What the utilisation report's rows are: one per person, per department (its members summed) or per project. */
export const UTILISATION_GROUPS = ['person', 'department', 'project'] as const;
export type UtilisationGroup = (typeof UTILISATION_GROUPS)[number];

/** The report's columns: ISO weeks (Monday to Sunday) or calendar months. */
export const UTILISATION_PERIODS = ['week', 'month'] as const;
export type UtilisationPeriod = (typeof UTILISATION_PERIODS)[number];

/** Whether the audited attempt succeeded, was refused by a rule, or failed authentication/authorization. */
export const AUDIT_OUTCOMES = ['SUCCESS', 'FAILURE', 'DENIED'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Every action the audit log records; the admin endpoint filters on these names. */
export const AUDIT_ACTIONS = [
  'auth.sign_in', 'auth.sign_in_sso', 'auth.sign_out', 'auth.lockout',
  'auth.password_reset_requested', 'auth.password_set',
  'user.created', 'user.updated', 'user.role_changed', 'user.status_changed', 'user.weekly_hours_changed',
  'allocation.deleted', 'timesheet.deleted',
  'client.updated', 'project.updated', 'allocation.updated', 'timesheet.updated',
  'client.created', 'project.created', 'allocation.created',
  'holiday.created', 'holiday.deleted', 'holiday.imported', 'time_off.created', 'time_off.deleted',
  'timesheet.approved', 'timesheet.rejected',
  'leave.requested', 'leave.approved', 'leave.declined', 'leave.withdrawn', 'leave.cancellation-requested', 'leave.cancelled',
  'allowance.set',
  'export.timesheets', 'export.utilisation', 'export.audit_log',
  'timesheet.reminder_sent',
  'request.denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The 409 of deactivating someone people still report to, without saying where they go (issue 38): the Employees
 * page then asks for their new line manager in the same dialog.
 */
export const REPORTS_NEED_LINE_MANAGER = 'REPORTS_NEED_LINE_MANAGER';

/** The 409 of a week-grid save made from a version older than the week's: the grid offers to reload, keeping what was typed. */
export const WEEK_CHANGED = 'WEEK_CHANGED';
export const WEEK_CHANGED_MESSAGE = 'This week was changed elsewhere since you opened it. Reload to see the changes; what you typed is kept.';

/** Whose month the team calendar shows (issue 38): the caller and their reports, a department, or everyone (admin). */
export const TEAM_CALENDAR_SCOPES = ['team', 'department', 'all'] as const;
export type TeamCalendarScope = (typeof TEAM_CALENDAR_SCOPES)[number];
