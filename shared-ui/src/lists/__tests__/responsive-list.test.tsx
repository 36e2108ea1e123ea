import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnsType } from 'antd/es/table';
import { Tag } from '@portal/shared-ui';
import { mockViewportWidth } from '../../dialogs/__tests__/phone-viewport';
import { sortableColumn } from '../../list/sortable-column';
import { useListParams, type ListOptions } from '../../list/use-list-params';
import type { ListCard } from '../../list/phone/list-card';
import { renderWithPortal } from '../../testing';
import { ResponsiveList } from '../responsive-list';

type Person = { id: number; name: string; email: string; active: boolean };
type Answer = { data: Person[]; total: number };

const OPTIONS: ListOptions<'name' | 'email'> = { sortable: ['name', 'email'], orderBy: 'name', order: 'asc' };
const PEOPLE: Person[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', active: true },
  { id: 2, name: 'Alan Turing', email: 'alan@example.com', active: false },
];
const CARD: ListCard<Person> = { title: ['name'], fields: ['email'], tag: 'active', rowName: (person) => person.name };

function People({ answer, loading = false }: { answer?: Answer; loading?: boolean }) {
  const list = useListParams(OPTIONS);
  const columns: ColumnsType<Person> = [
    { title: 'Name', dataIndex: 'name', ...sortableColumn('name', list) },
    { title: 'Email', dataIndex: 'email', ...sortableColumn('email', list) },
    { title: 'Status', dataIndex: 'active', render: (active: boolean) => <Tag>{active ? 'Active' : 'Inactive'}</Tag> },
  ];
  return (
    <ResponsiveList<Person>
      columns={columns}
      card={CARD}
      answer={answer}
      loading={loading}
      loadingText="Loading people..."
      emptyText={loading ? null : 'No people found.'}
      list={list}
      noun="people"
      filters={<input aria-label="Search people" />}
      toolbar={({ phone }) => (phone ? <span>2 people</span> : <button type="button">Export</button>)}
      notice={<p>Failed to fetch people</p>}
    />
  );
}

let restoreViewport: (() => void) | undefined;
afterEach(() => restoreViewport?.());
const atWidth = (width: number) => {
  restoreViewport = mockViewportWidth(width);
};

test('at phone width the rows are cards with the Filters panel, the notice and a pager, and there is no table', async () => {
  atWidth(390);
  const user = userEvent.setup();
  const { url } = renderWithPortal(<People answer={{ data: PEOPLE, total: 25 }} />, { route: '/people' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('ada@example.com')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch people')).toBeInTheDocument();
  expect(screen.getByText('2 people')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Filters & sort/ }));
  expect(await screen.findByRole('textbox', { name: 'Search people' })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(url()).toBe('/people?page=2'));
});

test('on wider screens the rows are the table, with the filters, the toolbar and the footer', async () => {
  atWidth(1280);
  const user = userEvent.setup();
  const { url } = renderWithPortal(<People answer={{ data: PEOPLE, total: 2 }} />, { route: '/people' });
  expect(screen.queryByRole('button', { name: /Filters & sort/ })).not.toBeInTheDocument();
  const table = screen.getByRole('table');
  expect(within(table).getByRole('cell', { name: 'alan@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search people' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch people')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-2 of 2 people')).toBeInTheDocument();

  await user.click(screen.getByRole('columnheader', { name: 'Email' }));
  await waitFor(() => expect(url()).toBe('/people?orderBy=email&order=asc'));
});

test.each([
  ['phone', 390],
  ['table', 1280],
])('while loading (%s) the empty text waits, and an empty answer shows it', async (_layout, width) => {
  atWidth(width);
  const loading = renderWithPortal(<People loading />, { route: '/people' });
  expect(screen.queryByText('No people found.')).not.toBeInTheDocument();
  if (width > 768) expect(screen.getByText('Loading people...')).toBeInTheDocument();
  loading.unmount();
  renderWithPortal(<People answer={{ data: [], total: 0 }} />, { route: '/people' });
  expect(await screen.findByText('No people found.')).toBeInTheDocument();
});
