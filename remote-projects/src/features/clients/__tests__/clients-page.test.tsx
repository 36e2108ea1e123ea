import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRecordingServer, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import ClientsPage from '../components/clients-page';

const acme = { id: 1, name: 'Acme Corp', contactPerson: 'Road Runner', email: 'hello@acme.test', phone: '555-0100', city: 'Phoenix', stateId: 3, stateName: 'Arizona', countryId: 1, countryName: 'United States', zip: '85001', active: true };
const globex = { ...acme, id: 2, name: 'Globex', email: 'info@globex.test', active: false };

const { server, requests, clearRequests } = createRecordingServer(
  http.get('/api/v1/clients', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const search = params.get('searchInput');
    const rows = [acme, globex].filter((client) => !search || client.name.toLowerCase().includes(search.toLowerCase()));
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
);
serveDuringTests(server, clearRequests);
/** Query strings of the list calls, in order. */
const lists = () => requests.filter((r) => r.path === '/api/v1/clients').map((r) => r.query);

test('shows the heading and the clients from the API, sorted by name ascending by default', async () => {
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
  expect(await screen.findAllByText('Loading clients...')).toHaveLength(1);
  expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
  const globexRow = screen.getByText('Globex').closest('tr') as HTMLElement;
  expect(within(globexRow).getByText('Inactive')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-2 of 2 clients')).toBeInTheDocument();
  expect(Object.fromEntries(lists()[0] ?? [])).toEqual({ limit: '10', offset: '0', order: 'asc', orderBy: 'name' });
});

test('typing in the search box queries the API after the pause and shows the empty text', async () => {
  const user = userEvent.setup();
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.manager });
  await screen.findByText('Acme Corp');
  await user.type(screen.getByPlaceholderText('Search clients...'), 'zzz');
  expect(
    await screen.findByText('No clients found. Try adjusting your search or add a new client.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(lists().at(-1)?.get('searchInput')).toBe('zzz');
});

test('clicking the active sort column toggles to descending and back, with the URL following', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  await screen.findByText('Acme Corp');
  await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
  await waitFor(() => expect(lists().at(-1)?.get('order')).toBe('desc'));
  expect(lists().at(-1)?.get('orderBy')).toBe('name');
  expect(url()).toBe('/clients?orderBy=name&order=desc');
  await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
  // Back to the default sort, which the URL leaves out.
  await waitFor(() => expect(url()).toBe('/clients'));
  expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a failed load says so', async () => {
  server.use(http.get('/api/v1/clients', () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 })));
  renderWithPortal(<ClientsPage />, { route: '/clients', user: testUsers.admin });
  expect(await screen.findByText('Failed to fetch clients')).toBeInTheDocument();
});
