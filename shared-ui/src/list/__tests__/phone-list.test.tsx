import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLocation } from 'react-router-dom';
import { useIsPhone } from '../../layout/breakpoints';
import { renderWithPortal } from '../../testing/render-with-portal';
import { PhoneList } from '../phone/phone-list';
import type { ListCard } from '../phone/list-card';
import { viewEditActions } from '../row-actions';
import { sortableColumn } from '../sortable-column';
import { useListParams, type ListOptions } from '../use-list-params';

type Person = { id: number; firstName: string; lastName: string; email: string; active: boolean };
type Column = 'firstName' | 'lastName' | 'email';

const OPTIONS: ListOptions<Column> = { sortable: ['firstName', 'lastName', 'email'], orderBy: 'firstName', order: 'asc' };
const PEOPLE: Person[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', active: true },
  { id: 2, firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', active: false },
];

const onEdit = jest.fn();
const CARD: ListCard<Person> = {
  title: ['firstName', 'lastName'],
  fields: ['email'],
  tag: 'active',
  rowName: (person) => `${person.firstName} ${person.lastName}`,
  actions: (person) => viewEditActions({ rowName: person.firstName, onView: () => undefined, onEdit: () => onEdit(person) }),
};

function PeopleList() {
  const list = useListParams(OPTIONS);
  const phone = useIsPhone();
  const { search } = useLocation();
  const columns: ColumnsType<Person> = [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Email', dataIndex: 'email', ...sortableColumn('email', list) },
    { title: 'Status', dataIndex: 'active', render: (active: boolean) => <Tag>{active ? 'Active' : 'Inactive'}</Tag> },
  ];
  return (
    <>
      {phone ? (
        <PhoneList columns={columns} card={CARD} answer={{ data: PEOPLE, total: 5 * list.pageSize }} loading={false} emptyText="None" list={list} />
      ) : (
        <Table<Person> rowKey="id" columns={columns} dataSource={PEOPLE} pagination={false} />
      )}
      <output aria-label="query">{search}</output>
    </>
  );
}

/** jsdom answers every media query with false; this answers them as a window `width` px wide would. */
function mockViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});
const query = () => screen.getByRole('status', { name: 'query' }).textContent;

test('below md each row is a card with its title, fields, status tag and a More actions menu of the same actions', async () => {
  mockViewportWidth(390);
  const user = userEvent.setup();
  await renderWithPortal(<PeopleList />, { route: '/people?page=2' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const ada = within(cards[0]!);
  expect(ada.getByText('Ada')).toBeInTheDocument();
  expect(ada.getByText('Lovelace')).toBeInTheDocument();
  expect(ada.getByText('Email')).toBeInTheDocument();
  expect(ada.getByText('ada@example.com')).toBeInTheDocument();
  expect(ada.getByText('Active')).toBeInTheDocument();

  await user.click(ada.getByRole('button', { name: 'More actions for Ada Lovelace' }));
  expect(await screen.findByRole('menuitem', { name: /View/ })).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: /Edit/ }));
  expect(onEdit).toHaveBeenCalledWith(PEOPLE[0]);

  expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(query()).toBe('?page=3'));
  expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
});

test('the sort select of the Filters panel offers the sortable columns and writes the sort to the URL', async () => {
  mockViewportWidth(390);
  const user = userEvent.setup();
  await renderWithPortal(<PeopleList />, { route: '/people?page=2' });
  await user.click(screen.getByRole('button', { name: /Filters & sort/ }));
  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  expect(await screen.findByRole('option', { name: 'Last Name' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Status' })).not.toBeInTheDocument();
  await user.click(screen.getByTitle('Email'));
  await waitFor(() => expect(query()).toBe('?orderBy=email&order=asc'));

  await user.click(screen.getByRole('combobox', { name: 'Sort order' }));
  await user.click(await screen.findByTitle('Descending'));
  await waitFor(() => expect(query()).toBe('?orderBy=email&order=desc'));
});

test('at md and above the list is the table', async () => {
  mockViewportWidth(1280);
  await renderWithPortal(<PeopleList />, { route: '/people' });
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
});
