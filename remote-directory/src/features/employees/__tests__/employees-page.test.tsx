import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { listRequests, runUsersServer } from '../../../testing/users-server';
import EmployeesPage from '../components/employees-page';

runUsersServer();

const lastList = () => Object.fromEntries(listRequests.at(-1) ?? []);

test('lists employees from the API with readable department names and the spec defaults', async () => {
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.manager });
  expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
  // Said once (by the spinner), not a second time by the empty table under it.
  expect(await screen.findAllByText('Loading users...')).toHaveLength(1);
  expect(await screen.findByText('Grace')).toBeInTheDocument();
  expect(screen.getByText('Human Resources')).toBeInTheDocument();
  expect(Object.fromEntries(listRequests[0] ?? [])).toEqual({ limit: '10', offset: '0', order: 'desc', orderBy: 'firstName' });
});

test('search narrows the list and goes back to the first page', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  await user.type(screen.getByPlaceholderText('Search employees...'), 'ala');
  // Text queries while waiting: role queries over antd's table are slow enough to starve the pending fetch.
  await waitFor(() => expect(screen.queryByText('Grace')).not.toBeInTheDocument(), { timeout: 5000 });
  expect(screen.getByText('Alan')).toBeInTheDocument();
  expect(lastList()).toMatchObject({ searchInput: 'ala', offset: '0' });
});

test('a new sort column starts ascending and the same column toggles, with the URL following', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  const lastNameHeader = () => screen.getByRole('columnheader', { name: /Last Name/ });
  await user.click(lastNameHeader());
  await waitFor(() => expect(lastList()).toMatchObject({ orderBy: 'lastName', order: 'asc', offset: '0' }));
  expect(url()).toBe('/employees?orderBy=lastName&order=asc');
  await user.click(lastNameHeader());
  await waitFor(() => expect(lastList()).toMatchObject({ orderBy: 'lastName', order: 'desc' }));
  expect(url()).toBe('/employees?orderBy=lastName&order=desc');
  // The third click goes back to ascending; it never leaves the list unsorted.
  await user.click(lastNameHeader());
  await waitFor(() => expect(url()).toBe('/employees?orderBy=lastName&order=asc'));
  expect(lastNameHeader()).toHaveAttribute('aria-sort', 'ascending');
});

test('a link with sort, search and filters in its query string opens the list that way', async () => {
  renderWithPortal(<EmployeesPage />, { route: '/employees?orderBy=lastName&order=desc&search=gr&role=EMPLOYEE', user: testUsers.admin });
  expect(await screen.findByText('Grace')).toBeInTheDocument();
  expect(Object.fromEntries(listRequests[0] ?? [])).toEqual({
    limit: '10', offset: '0', order: 'desc', orderBy: 'lastName', searchInput: 'gr', role: 'EMPLOYEE',
  });
  expect(screen.getByPlaceholderText('Search employees...')).toHaveValue('gr');
  expect(screen.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByTitle('Employee')).toBeInTheDocument();
});

test('the role and department filters go to the API', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  await user.click(screen.getByLabelText('Filter by role'));
  await user.click(await screen.findByTitle('Manager'));
  await waitFor(() => expect(lastList()).toMatchObject({ role: 'MANAGER', offset: '0' }));
  await user.click(screen.getByLabelText('Filter by department'));
  await user.click(await screen.findByTitle('Finance'));
  await waitFor(() => expect(lastList()).toMatchObject({ role: 'MANAGER', departmentId: '4' }));
});

test('an empty result says how to go on', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  await user.type(screen.getByPlaceholderText('Search employees...'), 'zzz');
  expect(await screen.findByText('No users found. Try adjusting your search or add a new user.', {}, { timeout: 5000 })).toBeInTheDocument();
});

test('a MANAGER sees View but neither Add Employee nor Edit', async () => {
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.manager });
  await screen.findByText('Grace');
  expect(screen.getByRole('button', { name: 'View Grace Hopper' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Grace Hopper' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
});

test('an ADMIN sees Add Employee and Edit on each row', async () => {
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await screen.findByText('Grace');
  expect(screen.getByRole('button', { name: 'Add Employee' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Alan Turing' })).toBeInTheDocument();
});

test('detail mode shows the employee with Back to List, and Edit User opens the edit dialog', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.admin });
  await user.click(await screen.findByText('Grace'));
  expect(screen.getByText('Employee Details')).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Employee details' });
  expect(await within(details).findByText('grace@example.com')).toBeInTheDocument();
  expect(within(details).getByText('+1 555 0100')).toBeInTheDocument();
  expect(await within(details).findByRole('region', { name: 'Leave balances of Grace Hopper' })).toBeInTheDocument();
  await user.click(within(details).getByText('Edit User'));
  const dialog = await findDialog('Edit Employee');
  expect(within(dialog).getByLabelText('First Name')).toHaveValue('Grace');
  await user.click(within(dialog).getByText('Cancel'));
  await user.click(within(details).getByText('Back to List'));
  expect(screen.getByText('Employees')).toBeInTheDocument();
  expect(screen.queryByText('Employee Details')).not.toBeInTheDocument();
}, 60_000);

test('a MANAGER in detail mode gets no Edit User', async () => {
  const user = userEvent.setup();
  renderWithPortal(<EmployeesPage />, { route: '/employees', user: testUsers.manager });
  await user.click(await screen.findByText('Alan'));
  expect(await within(screen.getByRole('region', { name: 'Employee details' })).findByText('alan@example.com')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to List' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
  // Not Alan's line manager: the API would refuse his balances, so they are not asked for.
  expect(screen.queryByRole('region', { name: /Leave balances/ })).not.toBeInTheDocument();
});
