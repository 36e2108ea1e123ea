import dayjs from 'dayjs';
import { Button, Flex } from '@portal/shared-ui';
import { dayLabel } from '../../utils/week/iso-week';
import { formatHours } from '../../utils/week/parse-hours';

type Props = { days: readonly string[]; totals: readonly number[]; selected: string; today: string; onSelect: (date: string) => void };

/** The week's seven days, each with its hours, to jump to one; the day shown is pressed, today underlined. */
export function DayStrip({ days, totals, selected, today, onSelect }: Props) {
  return (
    <Flex role="group" aria-label="Days of the week" gap={4}>
      {days.map((date, index) => {
        const total = formatHours(totals[index] ?? 0);
        return (
          <Button
            key={date}
            type={date === selected ? 'primary' : 'default'}
            aria-pressed={date === selected}
            aria-current={date === today ? 'date' : undefined}
            aria-label={`${dayLabel(date)}: ${total} h`}
            onClick={() => onSelect(date)}
            style={{ flex: 1, minWidth: 44, height: 56, padding: 0, flexDirection: 'column', gap: 0, lineHeight: 1.25 }}
          >
            <span style={{ fontSize: 12, textDecoration: date === today ? 'underline' : undefined }}>{dayjs(date).format('dd D')}</span>
            <span style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{total}</span>
          </Button>
        );
      })}
    </Flex>
  );
}
