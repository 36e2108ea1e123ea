import { useCallback, useMemo, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { ListParams, SortOrder } from '@portal/shared-auth';
import { DEFAULT_PAGE_SIZE } from '../paging';

type Options<OrderBy extends string> = {
  orderBy: OrderBy;
  order: SortOrder;
  pageSize?: number;
  /** Allocations and Timesheets keep the page on a sort change (spec §4); other lists go back to page 1. */
  keepPageOnSort?: boolean;
};

/** The part of antd's SorterResult this hook reads; structural so it fits a Table of any row type. */
type SortChange = { columnKey?: string | number | bigint; order?: 'ascend' | 'descend' | null };

type State<OrderBy extends string> = { page: number; pageSize: number; orderBy: OrderBy; order: SortOrder; searchInput: string };

/**
 * Paging, sorting and search state of a server-side list, in the API's terms
 * (offset = zero-based page index), plus the handlers an antd Table needs.
 */
export function useListParams<OrderBy extends string>(options: Options<OrderBy>) {
  const [state, setState] = useState<State<OrderBy>>({
    page: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    orderBy: options.orderBy,
    order: options.order,
    searchInput: '',
  });

  const params: ListParams<OrderBy> = useMemo(
    () => ({
      limit: state.pageSize,
      offset: state.page - 1,
      order: state.order,
      orderBy: state.orderBy,
      ...(state.searchInput ? { searchInput: state.searchInput } : {}),
    }),
    [state],
  );

  const handleTableChange = useCallback(
    (pagination: TablePaginationConfig, _filters: unknown, sorter: SortChange | SortChange[]) => {
      const sort = Array.isArray(sorter) ? sorter[0] : sorter;
      setState((current) => {
        const pageSize = pagination.pageSize ?? current.pageSize;
        const orderBy = (sort?.columnKey as OrderBy | undefined) ?? current.orderBy;
        const order: SortOrder = sort?.order === 'descend' ? 'desc' : sort?.order === 'ascend' ? 'asc' : current.order;
        const sortChanged = orderBy !== current.orderBy || order !== current.order;
        let page = pagination.current ?? current.page;
        if (pageSize !== current.pageSize) page = 1;
        else if (sortChanged && !options.keepPageOnSort) page = 1;
        return { ...current, page, pageSize, orderBy, order };
      });
    },
    [options.keepPageOnSort],
  );

  const setSearchInput = useCallback((searchInput: string) => {
    setState((current) => (current.searchInput === searchInput ? current : { ...current, searchInput, page: 1 }));
  }, []);

  const goToPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);

  return { ...state, params, handleTableChange, setSearchInput, goToPage };
}

/** Column props that make a column server-sorted and controlled: the active column toggles, a new one starts ascending. */
export function sortableColumn<OrderBy extends string>(key: OrderBy, current: { orderBy: OrderBy; order: SortOrder }) {
  return {
    key,
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    sortOrder: current.orderBy === key ? (current.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  };
}
