import { Flex, Space } from '@portal/shared-ui';
import type { Timesheet } from '../api/timesheets-api';
import type { LeaveGuard } from '../hooks/use-leave-guard';
import { useTimesheetView } from '../hooks/use-timesheet-view';
import { WeekView } from '../week/week-view';
import { TimesheetsList } from './timesheets-list';
import { ViewSwitch } from './view-switch';
import { WeekSummary } from './week-summary';

/**
 * The My Timesheet tab: the specification's list (the default) or the week grid. Leaving a week with unsaved
 * changes (another week, the list, or the page's other tab) asks first, through the page's guard.
 */
export function MyTimesheet({ onEdit, guard }: { onEdit: (row: Timesheet) => void; guard: LeaveGuard }) {
  const { view, week, changeView, showWeek } = useTimesheetView();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <ViewSwitch value={view} onChange={(next) => guard.confirmLeave(() => changeView(next))} />
        <WeekSummary />
      </Flex>
      {view === 'week' ? (
        <WeekView week={week} onWeekChange={(next) => guard.confirmLeave(() => showWeek(next))} onDirtyChange={guard.setDirty} />
      ) : (
        <TimesheetsList scope="my" onEdit={onEdit} />
      )}
    </Space>
  );
}
