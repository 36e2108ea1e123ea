import { useSearchParams } from 'react-router-dom';
import type { TimesheetScope } from './use-timesheet-list';

/**
 * The open tab, kept in the URL (`?tab=my`; the role's own start tab is left out) so that a reload or Back shows
 * the same table. Switching tabs drops the other tab's paging, sort and filters: each tab starts at its defaults.
 */
export function useTimesheetTab(admin: boolean): [TimesheetScope, (tab: TimesheetScope) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec §2: admins start on all timesheets, everyone else on their own; only admins have the all tab.
  const start: TimesheetScope = admin ? 'all' : 'my';
  const requested = searchParams.get('tab');
  const tab: TimesheetScope = requested === 'my' || (requested === 'all' && admin) ? requested : start;
  const changeTab = (next: TimesheetScope) => setSearchParams(next === start ? {} : { tab: next });
  return [tab, changeTab];
}
