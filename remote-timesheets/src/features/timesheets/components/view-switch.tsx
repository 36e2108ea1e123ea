import { Button, Space, useIsPhone } from '@portal/shared-ui';
import type { TimesheetView } from '../hooks/use-timesheet-view';

const VIEWS: { value: TimesheetView; label: string; phoneLabel: string }[] = [
  { value: 'list', label: 'List', phoneLabel: 'List' },
  // On a phone the week is shown day by day (seven columns do not fit): same view, same URL, named for what it shows.
  { value: 'week', label: 'Week', phoneLabel: 'Day' },
];

/** List or Week (Day on a phone), as two toggle buttons (shared-ui brings no Segmented): the pressed one is the view shown. */
export function ViewSwitch({ value, onChange }: { value: TimesheetView; onChange: (view: TimesheetView) => void }) {
  const phone = useIsPhone();
  return (
    <Space.Compact role="group" aria-label="View">
      {VIEWS.map((view) => (
        <Button key={view.value} type={view.value === value ? 'primary' : 'default'} aria-pressed={view.value === value} onClick={() => onChange(view.value)}>
          {phone ? view.phoneLabel : view.label}
        </Button>
      ))}
    </Space.Compact>
  );
}
