import { useMemo } from 'react';
import { UTILISATION_GROUPS, UTILISATION_PERIODS } from '@portal/shared-contracts/values';
import { dateParam, oneOfParam, useListParams, type ListOptions } from '@portal/shared-ui';
import type { UtilisationGroup, UtilisationOrderBy, UtilisationPeriod, UtilisationQuery } from '../api/utilisation-api';

/** What the report sorts by: its name, or a total over the range (the API's UTILISATION_ORDER_BY). */
export const UTILISATION_ORDER_BY = [
  'name', 'capacity', 'planned', 'logged', 'utilisation', 'planPercent', 'planAccuracy',
] as const satisfies readonly UtilisationOrderBy[];

export type ReportFilters = { groupBy?: UtilisationGroup; period?: UtilisationPeriod; from?: string; to?: string };

/** Defaults as the API has them: people by name, 20 rows; weeks; the twelve weeks up to this one (no from/to). */
const LIST_OPTIONS: ListOptions<UtilisationOrderBy, ReportFilters> = {
  sortable: UTILISATION_ORDER_BY,
  orderBy: 'name',
  order: 'asc',
  pageSize: 20,
  filters: { groupBy: oneOfParam(UTILISATION_GROUPS), period: oneOfParam(UTILISATION_PERIODS), from: dateParam, to: dateParam },
};

/**
 * The report's grouping, period, range, search, sort and page, all kept in the URL (`?groupBy=project&period=month
 * &from=…&to=…&search=…&orderBy=…&order=…&page=…`) so a link reopens the same view; and the query they make.
 */
export function useUtilisationParams() {
  const list = useListParams(LIST_OPTIONS);
  const group: UtilisationGroup = list.filters.groupBy ?? 'person';
  const period: UtilisationPeriod = list.filters.period ?? 'week';
  const query: Partial<UtilisationQuery> = useMemo(() => ({ ...list.params, groupBy: group, period }), [list.params, group, period]);
  /** Changes some filters, keeping the others and the search; back to page 1. */
  const changeFilters = (change: ReportFilters) => list.setFilters({ ...list.filters, ...change });
  return { list, group, period, query, changeFilters };
}
