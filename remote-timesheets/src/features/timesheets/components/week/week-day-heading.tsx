import { Tag } from '@portal/shared-ui';
import { dayLabel } from '../../utils/week/iso-week';
import type { TimeOffKind, TimesheetWeek } from '@portal/shared-contracts';

const TIME_OFF_LABEL: Record<TimeOffKind, string> = { VACATION: 'Vacation', SICK: 'Sick leave', OTHER: 'Time off' };

/** A day's column heading: its name and date, and the public holiday or time off that falls on it. */
export function WeekDayHeading({ date, week }: { date: string; week: TimesheetWeek }) {
  const holiday = week.holidays.find((day) => day.date === date);
  const timeOff = week.timeOff.find((period) => period.startDate <= date && date <= period.endDate);
  return (
    <th scope="col" style={{ padding: '8px', textAlign: 'right', verticalAlign: 'top', fontWeight: 600, whiteSpace: 'nowrap' }}>
      <div>{dayLabel(date)}</div>
      {holiday ? (
        <Tag color="purple" style={{ marginTop: 4 }}>
          {holiday.name}
        </Tag>
      ) : null}
      {timeOff ? (
        <Tag color="blue" style={{ marginTop: 4 }}>
          {TIME_OFF_LABEL[timeOff.kind]}
        </Tag>
      ) : null}
    </th>
  );
}
