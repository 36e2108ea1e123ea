import dayjs from 'dayjs';
import type { TeamCalendar, TeamCalendarDay } from '@portal/shared-contracts';

/** A day of the month as the grid heads its column. */
export type MonthDay = { date: string; day: number; weekday: string; weekend: boolean; today: boolean; holiday: string | null };

/** Every day of the month, today, weekends and the month's public holidays marked. */
export function monthDays(month: string, holidays: TeamCalendar['holidays']): MonthDay[] {
  const first = dayjs(`${month}-01`);
  const today = dayjs().format('YYYY-MM-DD');
  const names = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return Array.from({ length: first.daysInMonth() }, (_, index) => {
    const day = first.add(index, 'day');
    const date = day.format('YYYY-MM-DD');
    return { date, day: index + 1, weekday: day.format('dd'), weekend: day.day() === 0 || day.day() === 6, today: date === today, holiday: names.get(date) ?? null };
  });
}

const TYPE_WORDS = { VACATION: 'vacation', SICK: 'sick leave', OTHER: 'other leave' } as const;

/** A day away in words: 'Approved vacation, half day', 'Pending: away' when the type is not the caller's to see. */
export function describeAway(day: TeamCalendarDay): string {
  const what = day.leaveType ? TYPE_WORDS[day.leaveType] : 'away';
  const status = day.status === 'PENDING' ? `Pending ${what}` : `Approved ${what}`;
  return day.half ? `${status}, half day` : status;
}

/** Long date for screen readers and the phone's headings: 'Monday 2 March'. */
export const longDate = (date: string) => dayjs(date).format('dddd D MMMM');
