import type { SortOrder } from '@portal/shared-auth';
import type { FilterParsers } from '../filter-params';

export type ListConfig<OrderBy extends string, Filters> = {
  sortable: readonly OrderBy[];
  orderBy: OrderBy;
  order: SortOrder;
  pageSize: number;
  pageSizes: readonly number[];
  filters: FilterParsers<Filters>;
};

export type ListState<OrderBy extends string, Filters> = {
  page: number;
  pageSize: number;
  orderBy: OrderBy;
  order: SortOrder;
  searchInput: string;
  filters: Filters;
};

const FIXED_KEYS = ['page', 'pageSize', 'orderBy', 'order', 'search'] as const;
// The API refuses an offset past 1,000,000 and search text over 200 characters: such URLs fall back instead.
const MAX_PAGE = 1_000_001;
const MAX_SEARCH_LENGTH = 200;

const wholeNumber = (raw: string | null): number | undefined => (raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

function filterKeys<Filters>(config: ListConfig<string, Filters>): (keyof Filters & string)[] {
  return Object.keys(config.filters) as (keyof Filters & string)[];
}

/** The list state a URL describes; anything missing or invalid takes its default. */
export function readListState<OrderBy extends string, Filters>(params: URLSearchParams, config: ListConfig<OrderBy, Filters>): ListState<OrderBy, Filters> {
  const requestedOrderBy = params.get('orderBy');
  const orderBy = config.sortable.find((column) => column === requestedOrderBy) ?? config.orderBy;
  const requestedOrder = params.get('order');
  const order: SortOrder =
    requestedOrder === 'asc' || requestedOrder === 'desc' ? requestedOrder : orderBy === config.orderBy ? config.order : 'asc';
  const page = wholeNumber(params.get('page'));
  const pageSize = wholeNumber(params.get('pageSize'));
  const search = params.get('search')?.trim() ?? '';
  const filters = {} as Filters;
  for (const key of filterKeys(config)) {
    const raw = params.get(key);
    const value = raw === null || raw === '' ? undefined : config.filters[key](raw);
    if (value !== undefined) filters[key] = value;
  }
  return {
    page: page !== undefined && page <= MAX_PAGE ? page : 1,
    pageSize: pageSize !== undefined && config.pageSizes.includes(pageSize) ? pageSize : config.pageSize,
    orderBy,
    order,
    searchInput: search.length <= MAX_SEARCH_LENGTH ? search : '',
    filters,
  };
}

/** `params` with this list's part replaced by `state`; defaults are left out and other parameters kept. */
export function writeListState<OrderBy extends string, Filters>(
  params: URLSearchParams,
  state: ListState<OrderBy, Filters>,
  config: ListConfig<OrderBy, Filters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FIXED_KEYS, ...filterKeys(config)]) next.delete(key);
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== config.pageSize) next.set('pageSize', String(state.pageSize));
  // The sort is one setting: both halves are written unless both are the defaults, so the URL never leaves it to guesswork.
  if (state.orderBy !== config.orderBy || state.order !== config.order) {
    next.set('orderBy', state.orderBy);
    next.set('order', state.order);
  }
  if (state.searchInput) next.set('search', state.searchInput);
  for (const key of filterKeys(config)) {
    const value = state.filters[key];
    if (value !== undefined && value !== null && value !== '') next.set(key, String(value));
  }
  return next;
}
