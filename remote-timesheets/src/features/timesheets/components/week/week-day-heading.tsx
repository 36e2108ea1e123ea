import { Tag } from '@portal/shared-ui';
import { dayLabel } from '../../utils/week/iso-week';
import { timeOffLabelOn } from '../../utils/week/time-off-label';
import type { TimesheetWeek } from '@portal/shared-contracts';

/** A day's column heading: its name and date, and the public holiday or time off that falls on it (a half day says which half is off). */
export function WeekDayHeading({ date, week }: { date: string; week: TimesheetWeek }) {
  const holiday = week.holidays.find((day) => day.date === date);
  const timeOff = timeOffLabelOn(week, date);
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
          {timeOff}
        </Tag>
      ) : null}
    </th>
  );
}
