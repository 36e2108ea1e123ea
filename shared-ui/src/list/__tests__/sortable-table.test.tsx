import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { useLocation } from 'react-router-dom';
import { renderWithPortal } from '../../testing/render-with-portal';
import { sortableColumn } from '../sortable-column';
import { useListParams, type ListOptions } from '../use-list-params';

type Person = { id: number; firstName: string; lastName: string };
type Column = 'firstName' | 'lastName';

const OPTIONS: ListOptions<Column> = { sortable: ['firstName', 'lastName'], orderBy: 'firstName', order: 'asc' };
const PEOPLE: Person[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace' },
  { id: 2, firstName: 'Alan', lastName: 'Turing' },
];

function PeopleTable() {
  const list = useListParams(OPTIONS);
  const { search } = useLocation();
  return (
    <>
      <Table<Person>
        rowKey="id"
        dataSource={PEOPLE}
        columns={[
          { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
          { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
        ]}
        pagination={false}
        onChange={list.handleTableChange}
      />
      <output aria-label="query">{search}</output>
    </>
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const query = () => screen.getByRole('status', { name: 'query' }).textContent;

test('clicking a header of a real antd Table toggles asc ↔ desc without ever going unsorted', async () => {
  const user = userEvent.setup();
  await renderWithPortal(<PeopleTable />, { route: '/people' });
  expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
  expect(header('Last Name')).not.toHaveAttribute('aria-sort');

  for (const order of ['asc', 'desc', 'asc', 'desc'] as const) {
    await user.click(header('Last Name'));
    await waitFor(() => expect(query()).toBe(`?orderBy=lastName&order=${order}`));
    expect(header('Last Name')).toHaveAttribute('aria-sort', order === 'asc' ? 'ascending' : 'descending');
    expect(header('First Name')).not.toHaveAttribute('aria-sort');
  }

  // The tooltip names what the next click does: back to ascending, not "cancel sorting".
  await user.hover(screen.getByText('Last Name'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to sort ascending');
  await user.click(header('First Name'));
  await waitFor(() => expect(query()).toBe(''));
  expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
});
