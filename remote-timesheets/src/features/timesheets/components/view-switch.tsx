import { Button, Space } from '@portal/shared-ui';
import { useDayByDay } from '../hooks/day/use-day-by-day';
import type { TimesheetView } from '../hooks/use-timesheet-view';

const VIEWS: { value: TimesheetView; label: string; dayByDayLabel: string }[] = [
  { value: 'list', label: 'List', dayByDayLabel: 'List' },
  // On a phone or tablet the week is shown day by day (seven columns do not fit): same view, same URL, named for what it shows.
  { value: 'week', label: 'Week', dayByDayLabel: 'Day' },
];

/** List or Week (Day on a phone or tablet), as two toggle buttons (shared-ui brings no Segmented): the pressed one is the view shown. */
export function ViewSwitch({ value, onChange }: { value: TimesheetView; onChange: (view: TimesheetView) => void }) {
  const dayByDay = useDayByDay();
  return (
    <Space.Compact role="group" aria-label="View">
      {VIEWS.map((view) => (
        <Button key={view.value} type={view.value === value ? 'primary' : 'default'} aria-pressed={view.value === value} onClick={() => onChange(view.value)}>
          {dayByDay ? view.dayByDayLabel : view.label}
        </Button>
      ))}
    </Space.Compact>
  );
}
