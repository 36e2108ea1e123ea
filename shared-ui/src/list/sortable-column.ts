import type { SortOrder } from '@portal/shared-auth';

type Sort<OrderBy extends string> = { orderBy: OrderBy; order: SortOrder };
type AntdSortOrder = 'ascend' | 'descend';

/** The sort a header click leads to (spec §4): the active column toggles asc ↔ desc, another column starts ascending. */
export function nextSort<OrderBy extends string>(current: Sort<OrderBy>, clicked: OrderBy): Sort<OrderBy> {
  return { orderBy: clicked, order: clicked === current.orderBy && current.order === 'asc' ? 'desc' : 'asc' };
}

// antd steps through sortDirections from the shown order and goes "unsorted" after the last one. With 'ascend'
// repeated, its step after 'descend' is 'ascend' again: it always names the clicked column, and its tooltip
// announces the order nextSort picks. The order itself is still nextSort's decision, not antd's.
const SORT_DIRECTIONS: AntdSortOrder[] = ['ascend', 'descend', 'ascend'];

/** Column props that make a column server-sorted and controlled: the active column toggles, a new one starts ascending. */
export function sortableColumn<OrderBy extends string>(key: OrderBy, current: Sort<OrderBy>) {
  const sortOrder: AntdSortOrder | null = current.orderBy === key ? (current.order === 'asc' ? 'ascend' : 'descend') : null;
  return { key, sorter: true, sortDirections: SORT_DIRECTIONS, sortOrder };
}
