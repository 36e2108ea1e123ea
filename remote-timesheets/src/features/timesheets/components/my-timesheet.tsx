import { Flex, Space } from '@portal/shared-ui';
import type { Timesheet } from '../api/timesheets-api';
import type { LeaveGuard } from '../hooks/use-leave-guard';
import { useTimesheetView } from '../hooks/use-timesheet-view';
import { TouchSize } from './day/touch-size';
import { WeekView } from './week/week-view';
import { TimesheetsList } from './timesheets-list';
import { ViewSwitch } from './view-switch';
import { WeekSummary } from './week-summary';

/**
 * The My Timesheet tab: the specification's list (the default) or the week (a grid, or day by day on a phone or
 * tablet).
 * Leaving a week with unsaved changes (another week, the list, or the page's other tab) asks first, through the
 * page's guard. Shown day by day, the week's controls are touch-sized.
 */
export function MyTimesheet({ onEdit, guard }: { onEdit: (row: Timesheet) => void; guard: LeaveGuard }) {
  const { view, week, changeView, showWeek } = useTimesheetView();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <TouchSize>
          <ViewSwitch value={view} onChange={(next) => guard.confirmLeave(() => changeView(next))} />
        </TouchSize>
        <WeekSummary />
      </Flex>
      {view === 'week' ? (
        <TouchSize>
          <WeekView week={week} onWeekChange={(next) => guard.confirmLeave(() => showWeek(next))} onDirtyChange={guard.setDirty} />
        </TouchSize>
      ) : (
        <TimesheetsList scope="my" onEdit={onEdit} />
      )}
    </Space>
  );
}
