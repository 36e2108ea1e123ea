import { useState, type ReactNode } from 'react';
import { Flex } from 'antd';
import { CardList, type CardListProps } from './card-list';
import { FiltersPanel, type SortControl } from './filters-panel';
import { sortOptionsOf } from './list-card';
import { SimplePager } from './simple-pager';

/** The paging, sort and filters of a server-side list, as `useListParams` gives them. */
export type ListControl = SortControl & {
  page: number;
  pageSize: number;
  searchInput?: string;
  filters?: object;
  goToPage(page: number): void;
};

/** What a list shows on a phone: the same columns and rows as its table, described as cards by `card`. */
export type PhoneListProps<Row> = Omit<CardListProps<Row>, 'rows'> & {
  /** The rows of a list paged in the browser (or not at all). */
  rows?: readonly Row[];
  /** A server-side list's page as the API answers it: its rows and the total on every page. */
  answer?: { data: readonly Row[]; total: number };
  /** A server-side list's state (the URL's, on every list but one): paging, the sort select and the filter count. */
  list?: ListControl;
  /** A list paged in the browser (a person's time off): rows per page. */
  clientPageSize?: number;
  /** The list's filter fields, shown in the collapsible panel. */
  filters?: ReactNode;
  /** Beside the Filters button: the total badge, an export menu. */
  toolbar?: ReactNode;
  /** Between the controls and the cards: an error, a bulk-action bar. */
  notice?: ReactNode;
};

/** How many filters of a list are in force, the search text counting as one: the number on the Filters button. */
export function countActiveFilters(filters: object): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== null && value !== '').length;
}

/** A list below md: Filters/Sort panel, the total, one card per row, and Previous/Next with 'Page P of T'. */
export function PhoneList<Row>(props: PhoneListProps<Row>) {
  const { columns, answer, list, clientPageSize, filters, toolbar, notice } = props;
  const rows = answer?.data ?? props.rows ?? [];
  const total = answer?.total ?? 0;
  const [clientPage, setClientPage] = useState(1);
  const showPanel = filters !== undefined || list !== undefined;
  const activeCount = list ? countActiveFilters({ searchInput: list.searchInput, ...list.filters }) : 0;
  const paging = list
    ? { page: list.page, pageSize: list.pageSize, total, onPageChange: (page: number) => list.goToPage(page) }
    : clientPageSize && rows.length > clientPageSize
      ? { page: clientPage, pageSize: clientPageSize, total: rows.length, onPageChange: setClientPage }
      : undefined;
  const shown = !list && paging ? rows.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize) : rows;
  return (
    <Flex vertical gap={12} style={{ width: '100%', minWidth: 0 }}>
      {showPanel ? (
        <FiltersPanel activeCount={activeCount} filters={filters} sort={list} sortOptions={sortOptionsOf(columns)} extra={toolbar} />
      ) : (
        toolbar
      )}
      {notice}
      <CardList {...props} rows={shown} />
      {paging ? <SimplePager {...paging} /> : null}
    </Flex>
  );
}
