import { failureMessageOf, useRole } from '@portal/shared-auth';
import { Alert, Flex, PageHeading, Spin, useIsPhone, useListParams, type ListOptions } from '@portal/shared-ui';
import { useGetTeamCalendarQuery } from '../api/team-calendar-api';
import type { TeamCalendarScope } from '@portal/shared-contracts/values';
import { CALENDAR_FILTER_PARAMS, calendarQuery, scopesFor, shiftMonth, thisMonth, type CalendarFilterValues } from '../utils/calendar-params';
import { AwayByDay } from './away-by-day';
import { CalendarGrid } from './calendar-grid';
import { CalendarFilters } from './calendar-filters';
import { CalendarLegend } from './calendar-legend';
import { MonthSwitcher } from './month-switcher';

// People come by first name (the API's order): nothing to sort by. A page of 20, as the API's default.
const LIST_OPTIONS: ListOptions<'name', CalendarFilterValues> = { sortable: [], orderBy: 'name', order: 'asc', pageSize: 20, filters: CALENDAR_FILTER_PARAMS };

/**
 * Exposed as `remote_directory/TeamCalendarPage` (issue 38, point 5): a month of people × days, approved and pending
 * leave and public holidays, for the caller's team, a department or everyone (an admin); filters kept in the URL; on a
 * phone, the days of the month with who is away. Page Up / Page Down change the month while the grid has the focus.
 */
export default function TeamCalendarPage() {
  const role = useRole();
  const phone = useIsPhone();
  const list = useListParams(LIST_OPTIONS);
  const scopes = scopesFor(role ?? undefined);
  // A scope the caller may not use (?scope=all for a manager) is treated like an unknown one: the default.
  const allowed = (scope?: TeamCalendarScope) => (scope && scopes.includes(scope) ? scope : undefined);
  const filters = { ...list.filters, scope: allowed(list.filters.scope) };
  const month = filters.month ?? thisMonth();
  const { data, isFetching, isError, error } = useGetTeamCalendarQuery(calendarQuery({ ...list.params, scope: filters.scope }, month));
  const shown = data?.month === month ? data : undefined;
  const goToMonth = (next: string) => list.setFilters({ ...filters, month: next === thisMonth() ? undefined : next });
  return (
    <>
      <PageHeading title="Team calendar" />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <MonthSwitcher month={month} onChange={goToMonth} />
        <CalendarLegend />
      </Flex>
      <Flex vertical gap={12}>
        <CalendarFilters value={filters} scopes={scopes} onChange={list.setFilters} />
        {isError && <Alert type="error" showIcon title={failureMessageOf(error, 'Failed to fetch the team calendar. Please try again.')} />}
        {!phone && <CalendarGrid month={month} calendar={shown} loading={isFetching} list={list} onMonth={(step) => goToMonth(shiftMonth(month, step))} />}
        {phone && shown && <AwayByDay calendar={shown} page={list.page} pageSize={list.pageSize} onPage={list.goToPage} />}
        {phone && !shown && !isError && (
          <Flex justify="center" gap={8} role="status">
            <Spin size="small" /> Loading the calendar...
          </Flex>
        )}
      </Flex>
    </>
  );
}
