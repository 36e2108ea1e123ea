import { ForbiddenError, InputError, type AppError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { reviewRefusal, type ReviewedPerson } from '../users/index.js';
import { workedDays } from '../capacity/index.js';
import {
  LEAVE_TYPE_SETTINGS,
  type LeaveBalance,
  type LeaveRequestBody,
  type LeaveStatus,
  type LeaveType,
} from '@portal/shared-contracts';

/** The texts the API answers with, so the pages can show them as they are. */
export const LEAVE_MESSAGES = {
  notFound: 'Leave request not found.',
  endBeforeStart: 'endDate should not be before startDate.',
  oneYear: 'A leave request stays within one calendar year; request the days after the new year separately.',
  halfDaySingle: 'A one-day request is either a half day or a whole day: set halfDayStart only.',
  noWorkingDays: 'These dates hold no working day: weekends and public holidays are not taken.',
  overBalance: (remaining: number, days: number) => `This takes ${days} days and only ${remaining} are left of this type this year.`,
  overlap: (startDate: string, endDate: string) => `This overlaps your time off or another request from ${startDate} to ${endDate}.`,
  own: 'You cannot approve or decline your own leave requests.',
  notReport: 'You can only decide on the leave requests of people who report to you.',
  reasonRequired: 'A reason is required to decline a leave request.',
  notOwn: 'You can only withdraw or cancel your own leave requests.',
  notPending: 'Only a pending request can be withdrawn.',
  notApproved: 'Only an approved request can be asked to be cancelled.',
  notWaiting: 'This request is not waiting for a decision.',
  defaultNeedsDays: 'The default allowance needs a number of days; only a person\'s own can be removed.',
  balanceForbidden: 'You can only see your own balances, or those of people who report to you.',
} as const;

/** The statuses whose days count against the balance and may not overlap another request. */
export const HOLDING_STATUSES: readonly LeaveStatus[] = ['PENDING', 'APPROVED', 'CANCELLATION_PENDING'];

/** Shape of a request's dates as the rules take them. */
export type LeaveDates = { startDate: string; endDate: string; halfDayStart: boolean; halfDayEnd: boolean };

/**
 * The working days a request takes: weekdays less public holidays, a half day at the start or the end 0.5 when that
 * day is a working day. A one-day request takes half a day with halfDayStart. It is what the time off the request
 * becomes takes from the person's working days (capacity's own rule, so the two never disagree).
 */
export function leaveDays(dates: LeaveDates, holidays: ReadonlySet<string>): number {
  const range = { startDate: dates.startDate, endDate: dates.endDate };
  return workedDays(range, { holidays, timeOff: [] }) - workedDays(range, { holidays, timeOff: [dates] });
}

/** The request's dates checked: in order, within one year, a single day not halved twice. */
export function leaveDatesFrom(body: LeaveRequestBody): LeaveDates {
  const dates = { startDate: body.startDate, endDate: body.endDate, halfDayStart: body.halfDayStart ?? false, halfDayEnd: body.halfDayEnd ?? false };
  if (dates.endDate < dates.startDate) throw problem('endDate', LEAVE_MESSAGES.endBeforeStart);
  if (dates.endDate.slice(0, 4) !== dates.startDate.slice(0, 4)) throw problem('endDate', LEAVE_MESSAGES.oneYear);
  if (dates.startDate === dates.endDate && dates.halfDayEnd) throw problem('halfDayEnd', LEAVE_MESSAGES.halfDaySingle);
  return dates;
}

export function problem(field: string, message: string): InputError {
  return new InputError(message, [{ field, message }]);
}

/** What makes up a balance before the sums: the allowance that applies and the days counted. */
export type BalanceFigures = { allowance: number; carryOver: number; approved: number; pending: number };

/** remaining = allowance + carry-over - approved - pending. */
export function balanceOf(leaveType: LeaveType, figures: BalanceFigures): LeaveBalance {
  const remaining = figures.allowance + figures.carryOver - figures.approved - figures.pending;
  return { leaveType, allowsNegative: LEAVE_TYPE_SETTINGS[leaveType].allowsNegative, ...figures, remaining };
}

/** What carries into a year: last year's left-over days (never below nothing), up to the type's carry-over days. */
export function carryOverFrom(leaveType: LeaveType, lastYear: { allowance: number; taken: number }): number {
  return Math.min(LEAVE_TYPE_SETTINGS[leaveType].carryOverDays, Math.max(0, lastYear.allowance - lastYear.taken));
}

/** A request over its type's balance is refused, unless the type allows going below zero. */
export function assertWithinBalance(balance: LeaveBalance, days: number): void {
  if (!balance.allowsNegative && days > balance.remaining) throw problem('endDate', LEAVE_MESSAGES.overBalance(balance.remaining, days));
}

export function leaveOverlap(clash: { startDate: string; endDate: string }): AppError {
  const message = LEAVE_MESSAGES.overlap(clash.startDate, clash.endDate);
  return new InputError(message, [{ field: 'startDate', message }, { field: 'endDate', message }]);
}

/** Who decides on a person's leave request: the same rule as for timesheets (users/rules.ts, reviewRefusal). */
export function assertMayDecide(caller: AuthUser, person: ReviewedPerson): void {
  const refusal = reviewRefusal(caller, [person]);
  if (refusal) throw new ForbiddenError(LEAVE_MESSAGES[refusal]);
}

/** Who sees a person's balances: the person, their line manager, an admin. */
export function assertMaySeeBalances(caller: AuthUser, person: ReviewedPerson): void {
  if (person.userId !== caller.id && reviewRefusal(caller, [person]) !== null) throw new ForbiddenError(LEAVE_MESSAGES.balanceForbidden);
}

/** A decline without a reason leaves the person guessing. */
export function declineReason(decision: 'APPROVE' | 'DECLINE', reason: string | undefined): string | null {
  const trimmed = reason?.trim() || null;
  if (decision === 'DECLINE' && !trimmed) throw problem('reason', LEAVE_MESSAGES.reasonRequired);
  return trimmed;
}
