import { formatDisplayDate, titleCase } from '@portal/shared-ui';
import { LEAVE_TYPES } from '@portal/shared-contracts/values';
import type { LeaveRequest, LeaveType } from '@portal/shared-contracts';

/** A leave type in words: 'Vacation', 'Sick', 'Other'. */
export const leaveTypeLabel = (type: LeaveType) => titleCase(type);

/** The leave types as a select's options. */
export const LEAVE_TYPE_OPTIONS = LEAVE_TYPES.map((type) => ({ value: type, label: leaveTypeLabel(type) }));

/** Whole and half days: '1 day', '2.5 days'. */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The half-day boxes' labels, the same on a leave request and on time off an admin or manager records. */
export const HALF_DAY_LABELS = { halfDayStart: 'Afternoon only (half day)', halfDayEnd: 'Morning only (half day)' } as const;

/** A request's (or time off's) dates with its half days: '12-21-2026 (afternoon) – 12-24-2026 (morning)', one day once; absent half days are whole days. */
export function leaveDatesText(request: Pick<LeaveRequest, 'startDate' | 'endDate'> & Partial<Pick<LeaveRequest, 'halfDayStart' | 'halfDayEnd'>>): string {
  const start = `${formatDisplayDate(request.startDate)}${request.halfDayStart ? ' (afternoon)' : ''}`;
  const end = `${formatDisplayDate(request.endDate)}${request.halfDayEnd ? ' (morning)' : ''}`;
  if (request.startDate === request.endDate) {
    const half = request.halfDayStart ? ' (afternoon)' : request.halfDayEnd ? ' (morning)' : '';
    return `${formatDisplayDate(request.startDate)}${half}`;
  }
  return `${start} – ${end}`;
}
