import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { isoWeekOf, mondayOfIsoWeek } from '../utils/week/iso-week';

export type TimesheetView = 'list' | 'week';

/**
 * My Timesheet's view and week, kept in the URL (`?view=week&week=2026-W48`) so a link or a reload opens the same
 * week. The list is the default and keeps its own parameters; the week view keeps only the tab beside its own.
 */
export function useTimesheetView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: TimesheetView = searchParams.get('view') === 'week' ? 'week' : 'list';
  const requested = searchParams.get('week') ?? '';
  const week = mondayOfIsoWeek(requested) ? requested : isoWeekOf(dayjs());

  const keepTab = (): Record<string, string> => {
    const tab = searchParams.get('tab');
    return tab ? { tab } : {};
  };
  const showWeek = (next: string) => setSearchParams({ ...keepTab(), view: 'week', week: next });
  const changeView = (next: TimesheetView) => (next === 'week' ? showWeek(week) : setSearchParams(keepTab()));
  return { view, week, changeView, showWeek };
}
