import { useRef, type KeyboardEvent } from 'react';
import { Typography, theme } from '@portal/shared-ui';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { cellErrorKey, cellOf, hoursRows, rowErrorKey, type GridRow } from '../../utils/week/grid-model';
import { nextCell, type CellPosition } from '../../utils/week/grid-navigation';
import { formatHours } from '../../utils/week/parse-hours';
import { WeekCell } from './week-cell';
import { WeekDayHeading } from './week-day-heading';
import { WeekRowHeading } from './week-row-heading';
import { dayTotals, rowTotal, weekTotal, weekTotalLabel } from '../../utils/week/week-totals';
import { weekRangeLabel } from '../../utils/week/iso-week';

type Props = {
  week: TimesheetWeek;
  rows: GridRow[];
  errors: Record<string, string>;
  onCellChange: (rowKey: string, date: string, text: string) => void;
  onDescriptionChange: (rowKey: string, description: string) => void;
  onRemoveRow: (rowKey: string) => void;
};

const positionOf = (element: HTMLElement): CellPosition | null => {
  const [row, day] = (element.dataset.cell ?? '').split(':').map(Number);
  return row === undefined || day === undefined || Number.isNaN(row) || Number.isNaN(day) ? null : { row, day };
};

/** Projects by days: each row's hours per day, row and day totals, and the week's total against the expected hours. */
export function WeekGrid({ week, rows, errors, onCellChange, onDescriptionChange, onRemoveRow }: Props) {
  const { token } = theme.useToken();
  const table = useRef<HTMLTableElement>(null);
  const hours = hoursRows(rows);
  const totals = dayTotals(hours, week.days);
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cellAt = (at: CellPosition) => table.current?.querySelector<HTMLInputElement>(`input[data-cell="${at.row}:${at.day}"]`);

  // Arrows and Tab move between the hour cells; other keys (Enter, Ctrl+S, Esc) are the view's.
  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = positionOf(event.target as HTMLElement);
    if (!from || event.ctrlKey || event.metaKey || event.altKey) return;
    const to = nextCell(from, event.key, event.shiftKey, rows.length, (at) => cellAt(at)?.disabled === false);
    if (!to) return;
    event.preventDefault();
    cellAt(to)?.focus();
  };

  return (
    <table ref={table} aria-label={`Hours for the week ${weekRangeLabel(week.week)}`} onKeyDown={handleKeyDown} style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr style={{ borderBottom: border, background: token.colorFillAlter }}>
          <th scope="col" style={{ textAlign: 'left', padding: 8 }}>
            Project and description
          </th>
          {week.days.map((date) => (
            <WeekDayHeading key={date} date={date} week={week} />
          ))}
          <th scope="col" style={{ textAlign: 'right', padding: 8 }}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={9} style={{ padding: 24, textAlign: 'center' }}>
              <Typography.Text type="secondary">No entries this week</Typography.Text>
            </td>
          </tr>
        ) : null}
        {rows.map((row, rowIndex) => (
          <tr key={row.key} style={{ borderBottom: border }}>
            <WeekRowHeading row={row} error={errors[rowErrorKey(row.key)]} onDescriptionChange={onDescriptionChange} onRemove={onRemoveRow} />
            {week.days.map((date, day) => (
              <td key={date} style={{ padding: '4px 8px', textAlign: 'right' }}>
                <WeekCell
                  rowKey={row.key}
                  cell={cellOf(row, date)}
                  projectName={row.projectName}
                  date={date}
                  position={`${rowIndex}:${day}`}
                  future={date > week.today}
                  error={errors[cellErrorKey(row.key, date)]}
                  onChange={onCellChange}
                />
              </td>
            ))}
            <td style={{ padding: 8, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatHours(rowTotal(hours[rowIndex] ?? {}, week.days))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr style={{ background: token.colorFillAlter, fontWeight: 600 }}>
          <th scope="row" style={{ textAlign: 'left', padding: 8 }}>
            Total
          </th>
          {totals.map((total, day) => (
            <td key={week.days[day]} style={{ padding: '8px 16px', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatHours(total)}
            </td>
          ))}
          <td style={{ padding: 8, textAlign: 'right', whiteSpace: 'nowrap' }}>{weekTotalLabel(weekTotal(hours, week.days), week.expectedHours)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
