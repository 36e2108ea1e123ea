import type { TeamCalendarDay } from '@portal/shared-contracts';
import { describeAway, longDate, type MonthDay } from '../utils/month-days';
import { markStyle, VISUALLY_HIDDEN } from './calendar-styles';

type Props = { name: string; day: MonthDay; away: TeamCalendarDay | undefined };

/** One person's day: a mark when away, and the day's meaning in words for screen readers. */
export function DayCell({ name, day, away }: Props) {
  const shade = day.holiday ? `public holiday, ${day.holiday}` : day.weekend ? 'weekend' : 'working day';
  const words = `${name}, ${longDate(day.date)}: ${away ? describeAway(away) : shade}`;
  return (
    <span title={away ? describeAway(away) : day.holiday ?? undefined} style={{ display: 'block', position: 'relative' }}>
      {away && <span aria-hidden style={markStyle(away.status, away.half)} />}
      <span style={VISUALLY_HIDDEN}>{words}</span>
    </span>
  );
}
