import type { Role, TeamCalendarDay, TeamCalendarScope } from '@portal/shared-contracts';
import { ForbiddenError, InputError } from '../../platform/errors.js';
import { timeOffPart, workingDays } from '../capacity/index.js';

/** The texts the API answers with, so the page can show them as they are. */
export const TEAM_CALENDAR_MESSAGES = {
  allForAdmins: 'Only an admin can see everyone\'s calendar; choose your team or a department.',
  ownDepartment: 'You can see your team\'s and your own department\'s calendar.',
  noDepartment: 'You belong to no department: choose one.',
} as const;

/** The caller as the calendar's rules see them. */
export type CalendarCaller = { id: number; role: Role; departmentId: number | null };

/** Whose month is read: the caller and their reports, one department, or everyone. */
export type CalendarPeople = { kind: 'team'; managerId: number } | { kind: 'department'; departmentId: number } | { kind: 'all' };

/**
 * Who sees which scope (docs/spec-deviations.md): everyone their own team (themselves and their reports); ADMIN and
 * MANAGER any department, an EMPLOYEE their own; only ADMIN everyone.
 */
export function calendarPeople(caller: CalendarCaller, scope: TeamCalendarScope, departmentId: number | undefined): CalendarPeople {
  if (scope === 'team') return { kind: 'team', managerId: caller.id };
  if (scope === 'all') {
    if (caller.role !== 'ADMIN') throw new ForbiddenError(TEAM_CALENDAR_MESSAGES.allForAdmins);
    return { kind: 'all' };
  }
  const department = departmentId ?? caller.departmentId;
  if (department === null) throw new InputError(TEAM_CALENDAR_MESSAGES.noDepartment, [{ field: 'departmentId', message: TEAM_CALENDAR_MESSAGES.noDepartment }]);
  if (caller.role === 'EMPLOYEE' && department !== caller.departmentId) throw new ForbiddenError(TEAM_CALENDAR_MESSAGES.ownDepartment);
  return { kind: 'department', departmentId: department };
}

/** The leave type is told to the person, their line manager and ADMIN; anyone else sees only that they are away. */
export function maySeeLeaveType(caller: CalendarCaller, person: { id: number; lineManagerId: number | null }): boolean {
  return caller.role === 'ADMIN' || person.id === caller.id || person.lineManagerId === caller.id;
}

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}

/** An absence as the calendar reads it: time off (approved) or a request still waiting. */
export type CalendarAbsence = {
  startDate: string; endDate: string; halfDayStart: boolean; halfDayEnd: boolean;
  status: TeamCalendarDay['status']; leaveType: TeamCalendarDay['leaveType'];
};

/** The absence's working days inside the month (weekends and public holidays are no days away), a half day marked. */
export function daysAway(absence: CalendarAbsence, month: { startDate: string; endDate: string }, holidays: ReadonlySet<string>): TeamCalendarDay[] {
  const range = { startDate: absence.startDate > month.startDate ? absence.startDate : month.startDate, endDate: absence.endDate < month.endDate ? absence.endDate : month.endDate };
  if (range.endDate < range.startDate) return [];
  return workingDays(range, { holidays, timeOff: [] }).map((date) => ({
    date,
    status: absence.status,
    // Capacity's rule of which part of a day time off takes, so the calendar and the figures agree on a half day.
    half: timeOffPart(date, absence) === 0.5,
    leaveType: absence.leaveType,
  }));
}

