import { useSearchParams } from 'react-router-dom';
import type { TimesheetScope } from './use-timesheet-list';

/** The page's tabs: My Timesheet, all timesheets (admins), Team (people with reports, issue 38). */
export type TimesheetTab = TimesheetScope | 'team';

/**
 * The open tab, kept in the URL (`?tab=my`; the role's own start tab is left out) so that a reload or Back shows
 * the same table. Switching tabs drops the other tab's paging, sort and filters: each tab starts at its defaults.
 * `team` is whether the person has reports: undefined while that is being asked, so `?tab=team` holds meanwhile.
 */
export function useTimesheetTab(admin: boolean, team?: boolean): [TimesheetTab, (tab: TimesheetTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec §2: admins start on all timesheets, everyone else on their own; only admins have the all tab.
  const start: TimesheetScope = admin ? 'all' : 'my';
  const requested = searchParams.get('tab');
  const allowed = requested === 'my' || (requested === 'all' && admin) || (requested === 'team' && team !== false);
  const tab: TimesheetTab = allowed ? requested : start;
  const changeTab = (next: TimesheetTab) => setSearchParams(next === start ? {} : { tab: next });
  return [tab, changeTab];
}
