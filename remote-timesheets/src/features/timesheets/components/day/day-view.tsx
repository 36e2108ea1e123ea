import dayjs from 'dayjs';
import { Button, Flex, Tag, Typography, theme } from '@portal/shared-ui';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { cellErrorKey, hoursRows, rowErrorKey, type GridRow } from '../../utils/week/grid-model';
import { formatHours } from '../../utils/week/parse-hours';
import type { WeekEditor } from '../../hooks/week/use-week-editor';
import { dayTotals, weekTotal, weekTotalLabel } from '../../utils/week/week-totals';
import { WeekSaveButtons } from '../week/week-save-buttons';
import { AddDayEntry } from './add-day-entry';
import { DayEntry } from './day-entry';
import { DayStrip } from './day-strip';
import { useSwipe } from '../../hooks/day/use-swipe';
import { timeOffLabelOn } from '../../utils/week/time-off-label';

type Props = {
  week: TimesheetWeek;
  rows: GridRow[];
  errors: Record<string, string>;
  editor: WeekEditor;
  /** The day chosen, kept by the week (WeekView) so that it outlives this view; null until one is chosen. */
  chosenDay: string | null;
  onChooseDay: (day: string) => void;
};

/** The day a week opens on: today when it is in the week, else its Monday. */
const openingDay = (week: TimesheetWeek) => (week.days.includes(week.today) ? week.today : (week.days[0] ?? week.today));

/**
 * The week on a phone or tablet, one day at a time: the days with their totals, the day's heading with previous and next
 * (or a swipe), each row's hours that day, the day's and the week's totals, Add entry, and Save. It edits the
 * week's one draft, so moving between days keeps what was typed, and Save sends the whole week as the grid does.
 */
export function DayView({ week, rows, errors, editor, chosenDay, onChooseDay }: Props) {
  const { token } = theme.useToken();
  const shown = chosenDay && week.days.includes(chosenDay) ? chosenDay : openingDay(week);
  const index = week.days.indexOf(shown);
  const hours = hoursRows(rows);
  const totals = dayTotals(hours, week.days);
  const step = (by: number) => onChooseDay(week.days[Math.min(Math.max(index + by, 0), week.days.length - 1)] ?? shown);
  const swipe = useSwipe(() => step(1), () => step(-1));
  const holiday = week.holidays.find((day) => day.date === shown);
  const timeOff = timeOffLabelOn(week, shown);

  // An added (or reused) entry: its hours are what the person types next, once the row has rendered.
  const focusHoursOf = (rowKey: string) => window.setTimeout(() => document.querySelector<HTMLInputElement>(`input[data-row="${rowKey}"]`)?.focus());

  return (
    <Flex vertical gap={12} {...swipe}>
      <DayStrip days={week.days} totals={totals} selected={shown} today={week.today} onSelect={onChooseDay} />
      <Flex align="center" gap={8}>
        <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous day" disabled={index <= 0} onClick={() => step(-1)} style={{ width: 44 }} />
        <Flex vertical align="center" style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
            {dayjs(shown).format('dddd D MMMM')}
          </Typography.Title>
          {holiday ? <Tag color="purple">{holiday.name}</Tag> : null}
          {timeOff ? <Tag color="blue">{timeOff}</Tag> : null}
        </Flex>
        <Button icon={<RightOutlined aria-hidden />} aria-label="Next day" disabled={index >= week.days.length - 1} onClick={() => step(1)} style={{ width: 44 }} />
      </Flex>
      {rows.length === 0 ? (
        <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 16 }}>
          No entries this week
        </Typography.Text>
      ) : null}
      {rows.map((row, rowIndex) => (
        <DayEntry
          key={row.key}
          row={row}
          date={shown}
          position={`${rowIndex}:${index}`}
          future={shown > week.today}
          cellError={errors[cellErrorKey(row.key, shown)]}
          rowError={errors[rowErrorKey(row.key)]}
          onHoursChange={(text) => editor.grid.setCell(row.key, shown, text)}
          onDescriptionChange={(description) => editor.grid.setDescription(row.key, description)}
          onRemove={() => editor.grid.removeRow(row.key)}
        />
      ))}
      <Flex justify="space-between" wrap gap={8} aria-label="Totals" role="group" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Typography.Text>
          Day total: <Typography.Text strong>{formatHours(totals[index] ?? 0)} h</Typography.Text>
        </Typography.Text>
        <Typography.Text>
          Week: <Typography.Text strong>{weekTotalLabel(weekTotal(hours, week.days), week.expectedHours)}</Typography.Text>
        </Typography.Text>
      </Flex>
      <AddDayEntry
        week={week}
        rows={rows}
        onAdd={(row, isNew) => {
          if (isNew) editor.grid.addRows([row]);
          focusHoursOf(row.key);
        }}
      />
      <div style={{ position: 'sticky', bottom: 0, padding: '8px 0', background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <WeekSaveButtons editor={editor} block />
      </div>
    </Flex>
  );
}
