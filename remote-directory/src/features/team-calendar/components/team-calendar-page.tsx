import { useMemo, type KeyboardEvent } from 'react';
import { failureMessageOf, useRole } from '@portal/shared-auth';
import { Alert, Flex, PageHeading, Spin, useIsPhone, useListParams, type ListCard, type ListOptions } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { TeamCalendarPerson } from '@portal/shared-contracts';
import { useGetTeamCalendarQuery } from '../api/team-calendar-api';
import { CALENDAR_FILTER_PARAMS, calendarQuery, scopesFor, shiftMonth, thisMonth, type CalendarFilterValues } from '../utils/calendar-params';
import { monthDays } from '../utils/month-days';
import { AwayByDay } from './away-by-day';
import { calendarColumns } from './calendar-columns';
import { CalendarFilters } from './calendar-filters';
import { CalendarLegend } from './calendar-legend';
import { MonthSwitcher } from './month-switcher';

// People come by first name (the API's order): nothing to sort by. A page of 20, as the API's default.
const LIST_OPTIONS: ListOptions<'name', CalendarFilterValues> = { sortable: [], orderBy: 'name', order: 'asc', pageSize: 20, filters: CALENDAR_FILTER_PARAMS };
const CARD: ListCard<TeamCalendarPerson> = { title: ['name'], fields: [], rowName: (person) => person.name };
const EMPTY_MONTH = { month: '', holidays: [], data: [], total: 0 };

/**
 * Exposed as `remote_directory/TeamCalendarPage` (issue 38, point 5): a month of people × days, approved and pending
 * leave and public holidays, for the caller's team, a department or everyone (an admin); filters kept in the URL; on a
 * phone, the days of the month with who is away. Page Up / Page Down change the month while the grid has the focus.
 */
export default function TeamCalendarPage() {
  const role = useRole();
  const phone = useIsPhone();
  const list = useListParams(LIST_OPTIONS);
  const month = list.filters.month ?? thisMonth();
  const { data, isFetching, isError, error } = useGetTeamCalendarQuery(calendarQuery(list.params, month));
  const shown = data?.month === month ? data : undefined;
  const columns = useMemo(() => calendarColumns(monthDays(month, shown?.holidays ?? [])), [month, shown?.holidays]);
  const goToMonth = (next: string) => list.setFilters({ ...list.filters, month: next === thisMonth() ? undefined : next });
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    goToMonth(shiftMonth(month, event.key === 'PageUp' ? -1 : 1));
  };
  const filters = <CalendarFilters value={list.filters} scopes={scopesFor(role ?? undefined)} onChange={list.setFilters} />;
  const notice = isError && <Alert type="error" showIcon title={failureMessageOf(error, 'Failed to fetch the team calendar. Please try again.')} />;
  return (
    <>
      <PageHeading title="Team calendar" />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <MonthSwitcher month={month} onChange={goToMonth} />
        <CalendarLegend />
      </Flex>
      {phone ? (
        <Flex vertical gap={12}>
          {filters}
          {notice}
          {shown ? (
            <AwayByDay calendar={shown} page={list.page} pageSize={list.pageSize} onPage={list.goToPage} />
          ) : (
            !isError && (
              <Flex justify="center" gap={8} role="status">
                <Spin size="small" /> Loading the calendar...
              </Flex>
            )
          )}
        </Flex>
      ) : (
        <div role="region" aria-label="Calendar: Page Up and Page Down change the month" tabIndex={0} onKeyDown={handleKeyDown}>
          <ResponsiveList<TeamCalendarPerson>
            columns={columns}
            card={CARD}
            answer={shown ?? (isFetching ? undefined : EMPTY_MONTH)}
            loading={isFetching}
            loadingText="Loading the calendar..."
            emptyText={isFetching ? null : 'Nobody is in this calendar.'}
            list={list}
            noun="people"
            filters={filters}
            notice={notice}
            table={{ size: 'small', scroll: { x: 'max-content' }, bordered: true }}
          />
        </div>
      )}
    </>
  );
}
