import { Button, Card, Empty, Flex, Tag, Typography } from '@portal/shared-ui';
import type { TeamCalendar } from '@portal/shared-contracts';
import { describeAway, longDate, monthDays } from '../utils/month-days';
import { TODAY_CARD } from './calendar-styles';

type Props = {
  calendar: TeamCalendar;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** The phone's calendar: today, and each day of the month that anyone on this page is away or that is a holiday, and who. */
export function AwayByDay({ calendar, page, pageSize, onPage }: Props) {
  const days = monthDays(calendar.month, calendar.holidays).flatMap((day) => {
    const away = calendar.data.flatMap((person) => person.days.filter((d) => d.date === day.date).map((d) => ({ person, d })));
    return away.length > 0 || day.holiday || day.today ? [{ day, away }] : [];
  });
  const first = calendar.total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, calendar.total);
  return (
    <Flex vertical gap={12}>
      {days.length === 0 ? (
        <Empty description="Nobody is away this month." />
      ) : (
        days.map(({ day, away }) => (
          <Card
            key={day.date}
            size="small"
            style={day.today ? TODAY_CARD : undefined}
            title={<Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>{day.today ? `Today, ${longDate(day.date)}` : longDate(day.date)}</Typography.Title>}
          >
            {day.holiday && <Tag color="gold">Public holiday: {day.holiday}</Tag>}
            {day.today && away.length === 0 && !day.holiday && 'Nobody is away today.'}
            {away.length > 0 && (
              <ul style={{ margin: day.holiday ? '8px 0 0' : 0, paddingLeft: 20 }}>
                {away.map(({ person, d }) => (
                  <li key={person.id}>
                    {person.name}: {describeAway(d)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ))
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
        <span>{first}–{last} of {calendar.total} people</span>
        <Button disabled={last >= calendar.total} onClick={() => onPage(page + 1)}>Next</Button>
      </Flex>
    </Flex>
  );
}
