import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { dateParam, oneOfParam } from '../filter-params';
import { sortableColumn } from '../sortable-column';
import { useListParams, type ListOptions } from '../use-list-params';

type Column = 'firstName' | 'lastName' | 'hours';
type Filters = { role?: 'ADMIN' | 'EMPLOYEE'; startDate?: string };

const OPTIONS: ListOptions<Column, Filters> = {
  sortable: ['firstName', 'lastName', 'hours'],
  orderBy: 'firstName',
  order: 'asc',
  filters: { role: oneOfParam(['ADMIN', 'EMPLOYEE'] as const), startDate: dateParam },
};
const KEEP_PAGE: ListOptions<Column, Filters> = { ...OPTIONS, keepPageOnSort: true };

function renderList(options: ListOptions<Column, Filters> = OPTIONS, url = '/people') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const view = renderHook(() => ({ list: useListParams(options), location: useLocation(), navigate: useNavigate() }), { wrapper });
  const search = () => view.result.current.location.search;
  const list = () => view.result.current.list;
  return { ...view, search, list };
}

/**
 * A header click as antd reports it to onChange: the column's key and antd's own next order, worked out from the
 * column props the way antd's useSorter does. After its last direction antd names no column at all.
 */
function clickHeader(list: ReturnType<typeof renderList>['list'], column: Column) {
  const { sortDirections, sortOrder } = sortableColumn(column, list());
  const antdNext = sortOrder ? sortDirections[sortDirections.indexOf(sortOrder) + 1] : sortDirections[0];
  const sorter = antdNext ? { columnKey: column, order: antdNext } : { columnKey: undefined, order: undefined };
  act(() => list().handleTableChange({ current: list().page, pageSize: list().pageSize }, {}, sorter, { action: 'sort' }));
}

test('a new column starts ascending and each further click on it toggles, with the URL following every click', () => {
  const view = renderList();
  expect(view.search()).toBe('');

  const steps: [Column, 'asc' | 'desc'][] = [
    ['lastName', 'asc'],
    ['lastName', 'desc'],
    ['lastName', 'asc'],
    ['lastName', 'desc'],
    ['hours', 'asc'],
    ['hours', 'desc'],
    ['lastName', 'asc'],
  ];
  for (const [column, order] of steps) {
    clickHeader(view.list, column);
    expect(view.list()).toMatchObject({ orderBy: column, order });
    expect(view.list().params).toMatchObject({ orderBy: column, order, offset: 0 });
    expect(Object.fromEntries(new URLSearchParams(view.search()))).toEqual({ orderBy: column, order });
    expect(sortableColumn(column, view.list()).sortOrder).toBe(order === 'asc' ? 'ascend' : 'descend');
  }
});

test('the default column toggles too; its default order is left out of the URL', () => {
  const view = renderList();
  clickHeader(view.list, 'firstName');
  expect(view.search()).toBe('?orderBy=firstName&order=desc');
  clickHeader(view.list, 'firstName');
  expect(view.list()).toMatchObject({ orderBy: 'firstName', order: 'asc' });
  expect(view.search()).toBe('');
});

test('the hook decides the order itself, whatever order antd reports', () => {
  const view = renderList(OPTIONS, '/people?orderBy=lastName&order=desc');
  const change = (sorter: { columnKey?: string; order?: 'ascend' | 'descend' | null }) =>
    act(() => view.list().handleTableChange({ current: 1, pageSize: 10 }, {}, sorter, { action: 'sort' }));

  // antd 6 with sortDirections ['ascend', 'descend'] ends its cycle here and names no column.
  change({ columnKey: undefined, order: undefined });
  expect(view.list()).toMatchObject({ orderBy: 'lastName', order: 'asc' });
  change({ columnKey: 'lastName', order: null });
  expect(view.list()).toMatchObject({ orderBy: 'lastName', order: 'desc' });
  change({ columnKey: 'hours', order: 'descend' });
  expect(view.list()).toMatchObject({ orderBy: 'hours', order: 'asc' });
  // A column the list does not sort by changes nothing.
  change({ columnKey: 'action', order: 'ascend' });
  expect(view.search()).toBe('?orderBy=hours&order=asc');
});

test('antd is told the order a click will give, so its tooltip and aria-sort agree with the hook', () => {
  expect(sortableColumn<Column>('lastName', { orderBy: 'firstName', order: 'asc' })).toMatchObject({ sorter: true, sortOrder: null });
  const directions = sortableColumn<Column>('lastName', { orderBy: 'lastName', order: 'desc' }).sortDirections;
  expect(directions[directions.indexOf('descend') + 1]).toBe('ascend');
  expect(directions[directions.indexOf('ascend') + 1]).toBe('descend');
});

test('a sort change goes back to page 1, or keeps the page where the list says so', () => {
  const reset = renderList(OPTIONS, '/people?page=3');
  clickHeader(reset.list, 'hours');
  expect(reset.list().page).toBe(1);
  expect(reset.search()).toBe('?orderBy=hours&order=asc');

  const kept = renderList(KEEP_PAGE, '/people?page=3');
  clickHeader(kept.list, 'hours');
  clickHeader(kept.list, 'hours');
  expect(kept.list()).toMatchObject({ page: 3, orderBy: 'hours', order: 'desc' });
  expect(kept.list().params.offset).toBe(2);
  expect(kept.search()).toBe('?page=3&orderBy=hours&order=desc');
});

test('paging, page size, search and filters live in the URL; all but paging go back to page 1', () => {
  const view = renderList();
  act(() => view.list().handleTableChange({ current: 4, pageSize: 10 }, {}, {}, { action: 'paginate' }));
  expect(view.search()).toBe('?page=4');
  expect(view.list().params).toEqual({ limit: 10, offset: 3, order: 'asc', orderBy: 'firstName' });

  act(() => view.list().handleTableChange({ current: 4, pageSize: 25 }, {}, {}, { action: 'paginate' }));
  expect(view.search()).toBe('?pageSize=25');

  act(() => view.list().goToPage(2));
  act(() => view.list().setSearchInput('ada'));
  expect(view.search()).toBe('?pageSize=25&search=ada');

  act(() => view.list().goToPage(2));
  act(() => view.list().setFilters({ role: 'ADMIN' }));
  expect(view.search()).toBe('?pageSize=25&search=ada&role=ADMIN');
  expect(view.list().params).toEqual({ limit: 25, offset: 0, order: 'asc', orderBy: 'firstName', searchInput: 'ada', role: 'ADMIN' });

  act(() => view.list().goToPage(2));
  act(() => view.list().setFilters({ startDate: '2026-01-05' }, ''));
  expect(view.search()).toBe('?pageSize=25&startDate=2026-01-05');

  act(() => view.list().goToPage(2));
  act(() => view.list().setPageSize(5));
  expect(view.search()).toBe('?pageSize=5&startDate=2026-01-05');
});

test('a URL restores the list, and Back returns to the previous sort', () => {
  const view = renderList(OPTIONS, '/people?page=2&pageSize=25&orderBy=lastName&order=desc&search=ada&role=EMPLOYEE&startDate=2026-02-01');
  expect(view.list().params).toEqual({
    limit: 25, offset: 1, order: 'desc', orderBy: 'lastName', searchInput: 'ada', role: 'EMPLOYEE', startDate: '2026-02-01',
  });
  clickHeader(view.list, 'lastName');
  expect(view.list().order).toBe('asc');
  act(() => view.result.current.navigate(-1));
  expect(view.list()).toMatchObject({ orderBy: 'lastName', order: 'desc', page: 2 });
});

test('invalid values fall back to the defaults and are taken out of the URL; other parameters stay', () => {
  const view = renderList(OPTIONS, '/people?tab=my&orderBy=password&order=foo&page=-3&pageSize=1000&role=ROOT&startDate=2026-02-30');
  expect(view.list().params).toEqual({ limit: 10, offset: 0, order: 'asc', orderBy: 'firstName' });
  expect(view.list().filters).toEqual({});
  expect(view.search()).toBe('?tab=my');

  const halfSort = renderList(OPTIONS, '/people?orderBy=hours&page=0');
  expect(halfSort.list()).toMatchObject({ orderBy: 'hours', order: 'asc', page: 1 });
  expect(halfSort.search()).toBe('?orderBy=hours&order=asc');
});
