import { useState } from 'react';
import { ConfirmDialog, Flex, Space } from '@portal/shared-ui';
import type { Timesheet } from '../api/timesheets-api';
import { useTimesheetView } from '../hooks/use-timesheet-view';
import { WeekView } from '../week/week-view';
import { TimesheetsList } from './timesheets-list';
import { ViewSwitch } from './view-switch';
import { WeekSummary } from './week-summary';

/**
 * The My Timesheet tab: the specification's list (the default) or the week grid. Leaving a week with unsaved
 * changes (another week, or the list) asks first; the drafts are not kept per week.
 */
export function MyTimesheet({ onEdit }: { onEdit: (row: Timesheet) => void }) {
  const { view, week, changeView, showWeek } = useTimesheetView();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmLeave = (leave: () => void) => (dirty ? setPending(() => leave) : leave());

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <ViewSwitch value={view} onChange={(next) => confirmLeave(() => changeView(next))} />
        <WeekSummary />
      </Flex>
      {view === 'week' ? (
        <WeekView week={week} onWeekChange={(next) => confirmLeave(() => showWeek(next))} onDirtyChange={setDirty} />
      ) : (
        <TimesheetsList scope="my" onEdit={onEdit} />
      )}
      {pending ? (
        <ConfirmDialog
          title="Discard unsaved changes?"
          confirmLabel="Discard changes"
          busy={false}
          onClose={() => setPending(null)}
          onConfirm={() => {
            setPending(null);
            setDirty(false);
            pending();
          }}
        >
          This week has hours you have not saved. Leave it and lose them?
        </ConfirmDialog>
      ) : null}
    </Space>
  );
}
