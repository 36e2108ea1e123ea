import { useMemo } from 'react';
import { dateParam, type ListOptions, useListParams } from '@portal/shared-ui';
import type { MissingTimesheetsQuery } from '@portal/shared-contracts';
import type { MissingTimesheetsOrderBy } from '../api/missing-timesheets-api';

/** The weeks asked for: both ends or neither (the API's own range then: the weeks up to the last one ended). */
export type WeekRange = { from?: string; to?: string };

const LIST_OPTIONS: ListOptions<MissingTimesheetsOrderBy, WeekRange> = {
  sortable: ['name', 'weekStart', 'missing'],
  orderBy: 'weekStart',
  order: 'desc',
  filters: { from: dateParam, to: dateParam },
};

/**
 * The panel's range, search, sort and page, kept in the URL as every list of the portal keeps them (the Utilisation
 * page gives each of its tabs a query string of its own), and the query they make.
 */
export function useMissingParams() {
  const list = useListParams(LIST_OPTIONS);
  const query: Partial<MissingTimesheetsQuery> = useMemo(() => {
    const { from, to, ...rest } = list.params;
    return from && to ? { ...rest, from, to } : rest;
  }, [list.params]);
  return { list, query };
}
