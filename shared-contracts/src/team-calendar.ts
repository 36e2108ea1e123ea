import { Type, type Static } from 'typebox';
import { LEAVE_TYPES, TEAM_CALENDAR_SCOPES } from './vocabularies.js';
import { DateString, ID_RANGE, Nullable } from './common.js';

/** A calendar month, YYYY-MM. */
export const MONTH_PATTERN = '^(19|2[0-9])[0-9]{2}-(0[1-9]|1[0-2])$';

/**
 * GET /team-calendar (issue 38): a month of the people in a scope, paged like the lists (offset is a zero-based page
 * index). `team`: the caller and their reports; `department`: one department (the caller's own when none is given);
 * `all`: everyone (admin). Who may ask for which scope: docs/spec-deviations.md.
 */
export const TeamCalendarQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: MONTH_PATTERN, description: 'YYYY-MM; default: this month' })),
  scope: Type.Enum(TEAM_CALENDAR_SCOPES, { default: 'team' }),
  departmentId: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'With scope department: which one' })),
  userId: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Only this person, when they are in the scope' })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Zero-based page index' }),
});
export type TeamCalendarQuery = Static<typeof TeamCalendarQuery>;

/**
 * One working day a person is away: approved time off, or a request still waiting (PENDING). `half`: half of that day.
 * `leaveType` is null where the caller may not see it (anyone but the person, their line manager and an admin): "Away".
 */
export const TeamCalendarDay = Type.Object({
  date: DateString,
  status: Type.Enum(['APPROVED', 'PENDING'] as const),
  half: Type.Boolean(),
  leaveType: Nullable(Type.Enum(LEAVE_TYPES)),
});
export type TeamCalendarDay = Static<typeof TeamCalendarDay>;

export const TeamCalendarPerson = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  departmentName: Nullable(Type.String()),
  days: Type.Array(TeamCalendarDay),
});
export type TeamCalendarPerson = Static<typeof TeamCalendarPerson>;

export const TeamCalendar = Type.Object({
  month: Type.String({ pattern: MONTH_PATTERN }),
  /** The month's public holidays, by date. */
  holidays: Type.Array(Type.Object({ date: DateString, name: Type.String() })),
  /** A page of the people in the scope, by first name. */
  data: Type.Array(TeamCalendarPerson),
  /** How many people the scope holds. */
  total: Type.Integer(),
});
export type TeamCalendar = Static<typeof TeamCalendar>;
