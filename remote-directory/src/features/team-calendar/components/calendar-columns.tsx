import type { ColumnsType } from 'antd/es/table';
import { titleCase } from '@portal/shared-ui';
import type { TeamCalendarPerson } from '@portal/shared-contracts';
import { longDate, type MonthDay } from '../utils/month-days';
import { HOLIDAY_BACKGROUND, TODAY_HEADER, TODAY_OUTLINE, VISUALLY_HIDDEN, WEEKEND_BACKGROUND } from './calendar-styles';
import { DayCell } from './day-cell';

const backgroundOf = (day: MonthDay) => (day.holiday ? HOLIDAY_BACKGROUND : day.weekend ? WEEKEND_BACKGROUND : undefined);

/** The grid's columns: the person, then a narrow column per day of the month, its header the day and weekday. */
export function calendarColumns(days: MonthDay[]): ColumnsType<TeamCalendarPerson> {
  return [
    {
      title: 'Person',
      dataIndex: 'name',
      width: 180,
      render: (name: string, person) => (
        <>
          <div>{name}</div>
          {person.departmentName && <div style={{ fontSize: 12, color: '#595959' }}>{titleCase(person.departmentName)}</div>}
        </>
      ),
    },
    ...days.map((day) => ({
      key: day.date,
      width: 34,
      align: 'center' as const,
      title: (
        <span title={day.holiday ?? undefined}>
          <span aria-hidden>{day.day}<br />{day.weekday}</span>
          <span style={VISUALLY_HIDDEN}>{day.today ? 'Today, ' : ''}{longDate(day.date)}{day.holiday ? `, public holiday: ${day.holiday}` : ''}</span>
        </span>
      ),
      onHeaderCell: () => ({ 'data-today': day.today || undefined, style: { background: backgroundOf(day), padding: '4px 2px', fontSize: 12, ...(day.today ? TODAY_HEADER : {}) } }),
      onCell: () => ({ style: { background: backgroundOf(day), padding: '6px 2px', boxShadow: day.today ? TODAY_OUTLINE : undefined } }),
      render: (_value: unknown, person: TeamCalendarPerson) => (
        <DayCell name={person.name} day={day} away={person.days.find((away) => away.date === day.date)} />
      ),
    })),
  ];
}
