import { Type, type Static } from 'typebox';
import { DateString, DateTimeString, Id, Nullable, SearchInput, listQuery } from './common.js';

/** How a reminder to log a week's hours was sent: by an admin or manager, or by the weekly reminder. */
export const TIMESHEET_REMINDER_KINDS = ['MANUAL', 'SCHEDULED'] as const;
export type TimesheetReminderKind = (typeof TIMESHEET_REMINDER_KINDS)[number];

export const MISSING_TIMESHEETS_ORDER_BY = ['name', 'weekStart', 'missing'] as const;
export type MissingTimesheetsOrderBy = (typeof MISSING_TIMESHEETS_ORDER_BY)[number];

/** The most people one request sends reminders to. */
export const MAX_REMINDERS_PER_REQUEST = 500;

/**
 * GET /reports/missing-timesheets: ended weeks only (a week whose Sunday is before today in the organisation's time
 * zone); `to` later than that is cut back to it. Default range: the four ended weeks before this one.
 */
export const MissingTimesheetsQuery = Type.Object(
  {
    ...listQuery({ orderBy: MISSING_TIMESHEETS_ORDER_BY, defaultOrderBy: 'weekStart', defaultOrder: 'desc', defaultLimit: 20 }),
    from: Type.Optional(Type.String({ format: 'date', description: 'Widened to its Monday; default: four weeks before this one' })),
    to: Type.Optional(Type.String({ format: 'date', description: 'Widened to its Sunday, at most the last ended week; default: last week' })),
    searchInput: Type.Optional(SearchInput),
  },
  { additionalProperties: false },
);
export type MissingTimesheetsQuery = Static<typeof MissingTimesheetsQuery>;

/** An active person's ended week with fewer hours logged (submitted or approved) than expected. */
export const MissingTimesheetRow = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  officeEmail: Type.String(),
  departmentName: Nullable(Type.String()),
  weekStart: DateString,
  expected: Type.Number({ description: "The week's capacity: contracted hours net of public holidays and time off" }),
  logged: Type.Number({ description: 'Hours SUBMITTED or APPROVED' }),
  missing: Type.Number({ description: 'expected − logged' }),
  lastReminderAt: Nullable(DateTimeString),
});
export type MissingTimesheetRow = Static<typeof MissingTimesheetRow>;

/** The weeks covered (Monday of the first, Sunday of the last; `to` < `from` when none has ended), and a page of rows. */
export const MissingTimesheetList = Type.Object({
  from: DateString,
  to: DateString,
  data: Type.Array(MissingTimesheetRow),
  total: Type.Integer(),
});
export type MissingTimesheetList = Static<typeof MissingTimesheetList>;

/** POST /reports/missing-timesheets/reminders: remind these people to log the week starting `weekStart` (a Monday). */
export const SendRemindersBody = Type.Object(
  {
    weekStart: DateString,
    userIds: Type.Array(Id, { minItems: 1, maxItems: MAX_REMINDERS_PER_REQUEST, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SendRemindersBody = Static<typeof SendRemindersBody>;

/**
 * Why a chosen person got no reminder: no such person, no longer active, nothing missing that week, or the e-mail
 * could not be sent.
 */
export const REMINDER_SKIP_REASONS = ['NOT_FOUND', 'INACTIVE', 'NOT_MISSING', 'SEND_FAILED'] as const;
export type ReminderSkipReason = (typeof REMINDER_SKIP_REASONS)[number];

export const SendRemindersResult = Type.Object({
  sent: Type.Integer(),
  skipped: Type.Array(Type.Object({ userId: Type.Integer(), reason: Type.Enum(REMINDER_SKIP_REASONS) })),
});
export type SendRemindersResult = Static<typeof SendRemindersResult>;
