import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TablePaginationConfig } from 'antd';
import type { ListParams, SortOrder } from '@portal/shared-auth';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../paging';
import type { FilterParsers } from './filter-params';
import { readListState, writeListState, type ListConfig, type ListState } from './internal/list-url';
import { nextSort } from './sortable-column';

/** What a list sorts and filters by and its defaults; best a module constant, as the hook compares it by identity. */
export type ListOptions<OrderBy extends string, Filters extends object = Record<never, never>> = {
  /** Every column the list can sort by: an orderBy in the URL outside these falls back to the default. */
  sortable: readonly OrderBy[];
  orderBy: OrderBy;
  order: SortOrder;
  pageSize?: number;
  /** Allocations and Timesheets keep the page on a sort change (spec §4); other lists go back to page 1. */
  keepPageOnSort?: boolean;
  /** The list's filters, each kept in the URL parameter of its name and read back by its parser. */
  filters?: FilterParsers<Filters>;
};

/** The part of antd's SorterResult this hook reads; structural so it fits a Table of any row type. */
type SortChange = { columnKey?: string | number | bigint; order?: 'ascend' | 'descend' | null };
/** The part of antd's onChange `extra` this hook reads: what the user did. */
type TableAction = { action?: 'paginate' | 'sort' | 'filter' };

const NO_FILTERS = {};

/**
 * Paging, sorting, search text and filters of a server-side list, kept in the URL's query string (so a reload,
 * Back and Forward show the same table), in the API's terms (offset = zero-based page index), plus the handlers
 * an antd Table needs. Defaults are left out of the URL; invalid values fall back to them.
 */
export function useListParams<OrderBy extends string, Filters extends object = Record<never, never>>(options: ListOptions<OrderBy, Filters>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const config: ListConfig<OrderBy, Filters> = useMemo(
    () => ({
      sortable: options.sortable,
      orderBy: options.orderBy,
      order: options.order,
      pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
      pageSizes: [...PAGE_SIZE_OPTIONS, options.pageSize ?? DEFAULT_PAGE_SIZE],
      filters: options.filters ?? (NO_FILTERS as FilterParsers<Filters>),
    }),
    [options.sortable, options.orderBy, options.order, options.pageSize, options.filters],
  );
  const state = useMemo(() => readListState(searchParams, config), [searchParams, config]);
  const keepPageOnSort = options.keepPageOnSort ?? false;

  // A URL with invalid or default values (order=foo, page=-3, page=1) is rewritten in place to what the table shows.
  useEffect(() => {
    const canonical = writeListState(searchParams, state, config);
    if (canonical.toString() !== searchParams.toString()) setSearchParams(canonical, { replace: true });
  }, [searchParams, state, config, setSearchParams]);

  // One navigation per user action: each change is written from the state of this render as a whole.
  const update = useCallback(
    (change: (current: ListState<OrderBy, Filters>) => ListState<OrderBy, Filters>) => {
      const next = writeListState(searchParams, change(state), config);
      if (next.toString() !== searchParams.toString()) setSearchParams(next);
    },
    [searchParams, state, config, setSearchParams],
  );

  const params: ListParams<OrderBy> & Filters = useMemo(
    () => ({
      limit: state.pageSize,
      offset: state.page - 1,
      order: state.order,
      orderBy: state.orderBy,
      ...(state.searchInput ? { searchInput: state.searchInput } : {}),
      ...state.filters,
    }),
    [state],
  );

  /** A click on the header of `column`: the hook picks the order itself (nextSort), whatever antd's own cycle says. */
  const sortBy = useCallback(
    (column: OrderBy) => update((current) => ({ ...current, ...nextSort(current, column), page: keepPageOnSort ? current.page : 1 })),
    [update, keepPageOnSort],
  );

  /** A sort chosen outright (the phone's sort select), not toggled; the page as for a header click. */
  const setSort = useCallback(
    (orderBy: OrderBy, order: SortOrder) => update((current) => ({ ...current, orderBy, order, page: keepPageOnSort ? current.page : 1 })),
    [update, keepPageOnSort],
  );

  const handleTableChange = useCallback(
    (pagination: TablePaginationConfig, _filters: unknown, sorter: SortChange | SortChange[], extra?: TableAction) => {
      if (extra?.action === 'sort') {
        const key = (Array.isArray(sorter) ? sorter[0] : sorter)?.columnKey;
        // antd names no column only when its cycle ends in "unsorted", which only the active column can reach.
        const column = key === undefined ? state.orderBy : config.sortable.find((candidate) => candidate === key);
        if (column !== undefined) sortBy(column);
        return;
      }
      update((current) => {
        const pageSize = pagination.pageSize ?? current.pageSize;
        return { ...current, pageSize, page: pageSize === current.pageSize ? (pagination.current ?? current.page) : 1 };
      });
    },
    [update, sortBy, state.orderBy, config.sortable],
  );

  const setSearchInput = useCallback(
    (searchInput: string) => update((current) => (current.searchInput === searchInput ? current : { ...current, searchInput, page: 1 })),
    [update],
  );

  /** Replaces the filters (and the search text, when given) and goes back to page 1 (spec §4). */
  const setFilters = useCallback(
    (filters: Filters, searchInput?: string) =>
      update((current) => ({ ...current, filters, searchInput: searchInput ?? current.searchInput, page: 1 })),
    [update],
  );

  const setPageSize = useCallback((pageSize: number) => update((current) => ({ ...current, pageSize, page: 1 })), [update]);

  const goToPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update]);

  return { ...state, params, handleTableChange, sortBy, setSort, setSearchInput, setFilters, setPageSize, goToPage };
}
