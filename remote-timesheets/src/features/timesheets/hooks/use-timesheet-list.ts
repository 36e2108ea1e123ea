import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@portal/shared-auth';
import { dateParam, useListParams, type AppliedFilters, type ListOptions } from '@portal/shared-ui';
import { TIMESHEET_ORDER_BY, timesheetsApi, useGetMyTimesheetsQuery, useGetTimesheetsQuery, type TimesheetOrderBy } from '../api/timesheets-api';

export type TimesheetScope = 'my' | 'all';

type DateFilters = { startDate?: string; endDate?: string };

const listOptions = (orderBy: TimesheetOrderBy): ListOptions<TimesheetOrderBy, DateFilters> => ({
  sortable: TIMESHEET_ORDER_BY,
  orderBy,
  order: 'asc',
  keepPageOnSort: true,
  filters: { startDate: dateParam, endDate: dateParam },
});

/** Spec §9: the admin list sorts by first name, My Timesheet by project name, both ascending. */
const LIST_OPTIONS: Record<TimesheetScope, ListOptions<TimesheetOrderBy, DateFilters>> = {
  my: listOptions('projectName'),
  all: listOptions('firstName'),
};

/** Spec §4/§9: the list reloads this long after a delete. */
export const RELOAD_AFTER_DELETE_MS = 200;

/**
 * Paging, sorting, Apply-only filters and the query of one tab; `afterDelete` reloads 200 ms later and
 * goes back to page 1 when the deleted row was the last one on a later page.
 */
export function useTimesheetList(scope: TimesheetScope) {
  const dispatch = useAppDispatch();
  const list = useListParams(LIST_OPTIONS[scope]);
  const my = useGetMyTimesheetsQuery(list.params, { skip: scope !== 'my' });
  const all = useGetTimesheetsQuery(list.params, { skip: scope !== 'all' });
  const query = scope === 'my' ? my : all;
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const applyFilters = (applied: AppliedFilters) =>
    list.setFilters({ startDate: applied.startDate, endDate: applied.endDate }, applied.searchInput ?? '');

  const afterDelete = () => {
    const wasLastOnLaterPage = (query.data?.data.length ?? 0) <= 1 && list.page > 1;
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(() => {
      if (wasLastOnLaterPage) list.goToPage(1);
      dispatch(timesheetsApi.util.invalidateTags(['Timesheet']));
    }, RELOAD_AFTER_DELETE_MS);
  };

  return { list, filters: { ...list.filters, searchInput: list.searchInput || undefined }, query, applyFilters, afterDelete };
}
