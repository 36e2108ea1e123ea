import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@portal/shared-auth';
import { useListParams, type AppliedFilters } from '@portal/shared-ui';
import { timesheetsApi, useGetMyTimesheetsQuery, useGetTimesheetsQuery, type TimesheetFilters, type TimesheetOrderBy } from '../api/timesheets-api';

export type TimesheetScope = 'my' | 'all';

/** Spec §9: the admin list sorts by first name, My Timesheet by project name, both ascending. */
const DEFAULT_SORT: Record<TimesheetScope, TimesheetOrderBy> = { my: 'projectName', all: 'firstName' };
/** Spec §4/§9: the list reloads this long after a delete. */
export const RELOAD_AFTER_DELETE_MS = 200;

/**
 * Paging, sorting, Apply-only filters and the query of one tab; `afterDelete` reloads 200 ms later and
 * goes back to page 1 when the deleted row was the last one on a later page.
 */
export function useTimesheetList(scope: TimesheetScope) {
  const dispatch = useAppDispatch();
  const list = useListParams<TimesheetOrderBy>({ orderBy: DEFAULT_SORT[scope], order: 'asc', keepPageOnSort: true });
  const [filters, setFilters] = useState<TimesheetFilters>({});
  const params = { ...list.params, ...filters };
  const my = useGetMyTimesheetsQuery(params, { skip: scope !== 'my' });
  const all = useGetTimesheetsQuery(params, { skip: scope !== 'all' });
  const query = scope === 'my' ? my : all;
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const applyFilters = (applied: AppliedFilters) => {
    setFilters({ startDate: applied.startDate, endDate: applied.endDate });
    list.setSearchInput(applied.searchInput ?? '');
    list.goToPage(1);
  };

  const afterDelete = () => {
    const wasLastOnLaterPage = (query.data?.data.length ?? 0) <= 1 && list.page > 1;
    window.clearTimeout(reloadTimer.current);
    reloadTimer.current = window.setTimeout(() => {
      if (wasLastOnLaterPage) list.goToPage(1);
      dispatch(timesheetsApi.util.invalidateTags(['Timesheet']));
    }, RELOAD_AFTER_DELETE_MS);
  };

  return { list, filters: { ...filters, searchInput: list.searchInput || undefined }, query, applyFilters, afterDelete };
}
