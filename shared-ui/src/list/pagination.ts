import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from '../paging';

/** The footer every list shows: 'Showing X-Y of N {noun}', page buttons and a page-size selector (spec §2, §9). */
export function listPagination(options: { page: number; pageSize: number; total: number; noun: string }): TablePaginationConfig {
  return {
    current: options.page,
    pageSize: options.pageSize,
    total: options.total,
    showSizeChanger: true,
    // A list whose default size is not a standard option (Allocations: 20) still offers it.
    pageSizeOptions: [...new Set([...PAGE_SIZE_OPTIONS, options.pageSize])].sort((a, b) => a - b),
    showTotal: (total, [from, to]) => (total === 0 ? `Showing 0 of 0 ${options.noun}` : `Showing ${from}-${to} of ${total} ${options.noun}`),
  };
}
