import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/shared-ui';
import type { MissingTimesheetsOrderBy } from '../api/missing-timesheets-api';

type Sort = { orderBy: MissingTimesheetsOrderBy; order: 'asc' | 'desc' };
type State = Sort & { page: number; pageSize: number; searchInput: string; from?: string; to?: string };

const FIRST: State = { orderBy: 'weekStart', order: 'desc', page: 1, pageSize: DEFAULT_PAGE_SIZE, searchInput: '' };

/**
 * The panel's range, search, sort and page. Kept in the panel, not the URL: the page it sits on keeps its own
 * filters there under the same names.
 */
export function useMissingParams() {
  const [state, setState] = useState<State>(FIRST);
  const change = (next: Partial<State>) => setState((current) => ({ ...current, page: 1, ...next }));
  const params = {
    limit: state.pageSize,
    offset: state.page - 1,
    order: state.order,
    orderBy: state.orderBy,
    ...(state.searchInput ? { searchInput: state.searchInput } : {}),
    ...(state.from && state.to ? { from: state.from, to: state.to } : {}),
  };
  /** A header click: the active column toggles, another one starts ascending (as every list of the portal does). */
  const sortBy = (orderBy: MissingTimesheetsOrderBy) => change({ orderBy, order: orderBy === state.orderBy && state.order === 'asc' ? 'desc' : 'asc' });
  return { ...state, params, change, sortBy };
}
