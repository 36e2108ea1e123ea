import { Button, Space } from '@portal/shared-ui';
import type { TimesheetView } from '../hooks/use-timesheet-view';

const VIEWS: { value: TimesheetView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'week', label: 'Week' },
];

/** List or Week, as two toggle buttons (shared-ui brings no Segmented): the pressed one is the view shown. */
export function ViewSwitch({ value, onChange }: { value: TimesheetView; onChange: (view: TimesheetView) => void }) {
  return (
    <Space.Compact role="group" aria-label="View">
      {VIEWS.map((view) => (
        <Button key={view.value} type={view.value === value ? 'primary' : 'default'} aria-pressed={view.value === value} onClick={() => onChange(view.value)}>
          {view.label}
        </Button>
      ))}
    </Space.Compact>
  );
}
