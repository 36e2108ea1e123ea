import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRecordingServer, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import AllocationsPage from '../components/allocations-page';

const allocation = {
  id: 5, userId: 10, userName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', projectId: 3, projectName: 'Apollo',
  allocationHours: 6, startDate: '2026-11-02', endDate: '2026-11-27', hoursPerDay: 10, capacityPercentage: 125, plannedToDate: 60, loggedToDate: 42.5,
};

const { server, requests, clearRequests } = createRecordingServer(
  http.get('/api/v1/allocations', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const rows = params.get('searchInput') === 'nobody' ? [] : [allocation];
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
);
serveDuringTests(server, clearRequests);
/** Query strings of the list calls, in order. */
const lists = () => requests.filter((r) => r.path === '/api/v1/allocations').map((r) => r.query);

test('lists allocations with display dates, the total badge and an over-allocation warning', async () => {
  renderWithPortal(<AllocationsPage />, { route: '/allocations', user: testUsers.manager });
  expect(screen.getByRole('heading', { name: 'Allocations' })).toBeInTheDocument();
  expect(await screen.findAllByText('Loading allocations...')).toHaveLength(1);
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(screen.getByText('11-02-2026')).toBeInTheDocument();
  expect(screen.getByText('125% over-allocated')).toBeInTheDocument();
  expect(screen.getByText('10 h/day')).toBeInTheDocument();
  expect(screen.getByText('1 allocations')).toBeInTheDocument();
  expect(Object.fromEntries(lists()[0] ?? [])).toEqual({ limit: '20', offset: '0', order: 'asc', orderBy: 'firstName' });
});

test('typing does not search until Apply; Clear resets', async () => {
  const user = userEvent.setup();
  renderWithPortal(<AllocationsPage />, { route: '/allocations', user: testUsers.admin });
  await screen.findByText('Apollo');
  await user.type(screen.getByPlaceholderText('Search allocations...'), 'nobody');
  expect(lists()).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(
    await screen.findByText('No allocations found. Try adjusting your search or add a new allocation.'),
  ).toBeInTheDocument();
  expect(lists().at(-1)?.get('searchInput')).toBe('nobody');
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search allocations...')).toHaveValue('');
});

test('the applied filters and the page live in the URL: a link restores them, Clear takes them out', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<AllocationsPage />, {
    route: '/allocations?page=2&search=grace&startDate=2026-11-01&endDate=2026-11-30',
    user: testUsers.admin,
  });
  await screen.findByText('1 allocations');
  expect(Object.fromEntries(lists()[0] ?? [])).toEqual({
    limit: '20', offset: '1', order: 'asc', orderBy: 'firstName', searchInput: 'grace', startDate: '2026-11-01', endDate: '2026-11-30',
  });
  expect(screen.getByPlaceholderText('Search allocations...')).toHaveValue('grace');
  expect(screen.getByPlaceholderText('Start Date')).toHaveValue('11-01-2026');
  expect(screen.getByPlaceholderText('End Date')).toHaveValue('11-30-2026');
  // The filter bar's Clear (the date pickers have clear icons of that name too).
  const clear = screen.getAllByRole('button', { name: 'Clear' }).find((button) => button.textContent === 'Clear') as HTMLElement;
  await user.click(clear);
  await waitFor(() => expect(url()).toBe('/allocations'));
  expect(screen.getByPlaceholderText('Search allocations...')).toHaveValue('');
  expect(screen.getByPlaceholderText('Start Date')).toHaveValue('');
});

test('shows hours logged against hours planned to date, and sorts by how far behind the plan', async () => {
  const user = userEvent.setup();
  renderWithPortal(<AllocationsPage />, { route: '/allocations', user: testUsers.manager });
  expect(await screen.findByText('42.5 h of 60 h')).toBeInTheDocument();
  expect(screen.getByLabelText('Planned to date 60 h, logged 42.5 h: 17.5 h behind the plan')).toBeInTheDocument();
  await user.click(screen.getByRole('columnheader', { name: /Logged \/ Planned to Date/ }));
  await waitFor(() => expect(lists().at(-1)?.get('orderBy')).toBe('planVariance'));
  expect(lists().at(-1)?.get('order')).toBe('asc');
});
