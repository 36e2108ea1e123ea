import type { TimeOffKind, TimesheetWeek } from '@portal/shared-contracts';

type WeekTimeOff = TimesheetWeek['timeOff'][number];

const KIND_LABEL: Record<TimeOffKind, string> = { VACATION: 'Vacation', SICK: 'Sick leave', OTHER: 'Time off' };

/**
 * What a day's time-off tag says: its kind ('Vacation'), and on a half day which half is off ('Vacation (afternoon
 * off)' on a first day whose afternoon only is off, '(morning off)' on a last day whose morning only is). Half-day fields
 * an API before them leaves out are whole days.
 */
export function timeOffLabelOn(week: TimesheetWeek, date: string): string | null {
  const period: WeekTimeOff | undefined = week.timeOff.find((item) => item.startDate <= date && date <= item.endDate);
  if (!period) return null;
  const half = period.halfDayStart && date === period.startDate ? 'afternoon' : period.halfDayEnd && date === period.endDate ? 'morning' : null;
  return half ? `${KIND_LABEL[period.kind]} (${half} off)` : KIND_LABEL[period.kind];
}
