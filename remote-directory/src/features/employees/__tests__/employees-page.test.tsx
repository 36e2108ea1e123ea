import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import EmployeesPage from '../components/employees-page';

const person = (id: number, firstName: string, lastName: string, department: string) => ({
  id, firstName, lastName, fullName: `${firstName} ${lastName}`, officeEmail: `${firstName.toLowerCase()}@example.com`,
  role: 'EMPLOYEE', department, departmentId: 1, active: true,
});

const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/v1/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const all = [person(10, 'Grace', 'Hopper', 'ENGINEERING'), person(11, 'Alan', 'Turing', 'HUMAN_RESOURCES')];
    const search = params.get('searchInput')?.toLowerCase();
    const rows = all.filter((row) => !search || row.firstName.toLowerCase().includes(search));
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

test('lists employees from the API with readable department names', async () => {
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.manager });
  expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
  expect(await screen.findByText('Grace')).toBeInTheDocument();
  expect(screen.getByText('Human Resources')).toBeInTheDocument();
  expect(Object.fromEntries(requests[0] ?? [])).toEqual({ limit: '10', offset: '0', order: 'desc', orderBy: 'firstName' });
});

test('search narrows the list and goes back to the first page', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  await user.type(screen.getByPlaceholderText('Search employees...'), 'ala');
  await waitFor(() => expect(screen.queryByText('Grace')).not.toBeInTheDocument());
  expect(screen.getByText('Alan')).toBeInTheDocument();
  expect(requests.at(-1)?.get('offset')).toBe('0');
});
