import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';

const entry = {
  id: 1, userId: 3, userName: 'Eve Employee', firstName: 'Eve', lastName: 'Employee', projectId: 2, projectName: 'Apollo',
  date: '2026-11-20', hours: 7.5, status: 'SUBMITTED', description: 'Sprint work', rejectionReason: null,
};

const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/v1/timesheets/my', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const rows = params.get('startDate') ? [] : [entry];
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

test('My Timesheet lists the user’s own entries sorted by project name', async () => {
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(screen.getByRole('heading', { name: 'Timesheets' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(screen.getByText('Submitted')).toBeInTheDocument();
  expect(screen.getByText('11-20-2026')).toBeInTheDocument();
  expect(screen.getByText('1 timesheets')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-1 of 1 timesheets')).toBeInTheDocument();
  expect(Object.fromEntries(requests[0] ?? [])).toEqual({ limit: '10', offset: '0', order: 'asc', orderBy: 'projectName' });
});

test('Clear appears only once a filter is set', async () => {
  const user = userEvent.setup();
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Apollo');
  expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search timesheets...'), 'sprint');
  expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
});
