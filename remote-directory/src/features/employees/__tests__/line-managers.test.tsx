import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { listRequests, runUsersServer, storedUser, writes } from '../../../testing/users-server';
import { EmployeeDialog } from '../components/employee-dialog';
import EmployeesPage from '../components/employees-page';
import { employeeFormValues, employeePayload } from '../components/employee-form-schema';
import { USER_TEXTS } from '../hooks/use-save-employee';

// Issue 38, point 1: each person may have a line manager, whom only an admin sets; the API enforces the rest.
runUsersServer();
// antd's selects under jsdom are slow; a whole form flow needs more than the default.
jest.setTimeout(90_000);

/** Mia Manager, whom Grace reports to in the users server's data. */
const mia = { id: 12, firstName: 'Mia', lastName: 'Manager', fullName: 'Mia Manager', role: 'MANAGER', officeEmail: 'mia@example.com' } as const;

async function openEditDialog(userId: number, as: { id: number; role: 'ADMIN' | 'MANAGER' | 'EMPLOYEE' } = testUsers.admin, mode: 'edit' | 'view' = 'edit') {
  const user = userEvent.setup();
  renderWithPortal(<EmployeeDialog mode={mode} user={storedUser(userId)} statusToggle texts={USER_TEXTS.update} onClose={jest.fn()} />, { user: as });
  return { user, dialog: await findDialog(mode === 'edit' ? 'Edit Employee' : 'View Employee') };
}

test("the list names each person's line manager, and My team shows those who report to me", async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<EmployeesPage />, { route: '/employees', user: mia });
  await screen.findByText('Grace');
  expect(screen.getByRole('columnheader', { name: 'Line Manager' })).toBeInTheDocument();
  expect(screen.getByText('Mia Manager')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'My team' }));
  await waitFor(() => expect(screen.queryByText('Eve')).not.toBeInTheDocument());
  expect(screen.getByText('Grace')).toBeInTheDocument();
  expect(Object.fromEntries(listRequests.at(-1) ?? [])).toMatchObject({ lineManagerId: '12', offset: '0' });
  expect(url()).toContain('lineManagerId=12');
  expect(screen.getByRole('button', { name: 'My team' })).toHaveAttribute('aria-pressed', 'true');

  // Her report's details show the leave balances, which the API gives a line manager (issue 38, point 4).
  await user.click(screen.getByText('Grace'));
  const balances = await screen.findByRole('region', { name: 'Leave balances of Grace Hopper' });
  expect(await within(balances).findByText('Vacation')).toBeInTheDocument();
});

test('an admin chooses a line manager on the form, and the details name them', async () => {
  const { user, dialog } = await openEditDialog(3);
  await user.click(within(dialog).getByLabelText('Line Manager'));
  await user.click(await screen.findByTitle('Mia Manager'));
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(writes.at(-1)).toMatchObject({ method: 'PUT', path: '/users/3', body: { lineManagerId: 12 } });
  expect(storedUser(3)?.lineManagerName).toBe('Mia Manager');
});

test('anyone else sees the line manager read-only, and the form sends none of it', async () => {
  const { dialog } = await openEditDialog(10, testUsers.manager, 'view');
  const field = within(dialog).getByLabelText('Line Manager');
  expect(field).toBeDisabled();
  expect(within(dialog).getByTitle('Mia Manager')).toBeInTheDocument();
  expect(employeePayload({ ...employeeFormValues(storedUser(10)), lineManagerId: 3 }, { hoursLocked: true })).not.toHaveProperty('lineManagerId');
});

test('a cleared line manager is sent as none, not left out (which would keep the old one)', () => {
  const values = { ...employeeFormValues(storedUser(10)), lineManagerId: undefined as unknown as null };
  expect(employeePayload(values)).toHaveProperty('lineManagerId', null);
});

test('deactivating someone people report to asks whom they report to now, in the same step', async () => {
  const { user, dialog } = await openEditDialog(12);
  await user.click(within(dialog).getByRole('switch'));
  const question = await findDialog('Deactivate Mia Manager');
  expect(within(question).getByText('1 person reports to them. Choose a new line manager for their reports.')).toBeInTheDocument();
  expect(within(question).getByText('Left empty, they will have no line manager.')).toBeInTheDocument();
  await user.click(within(question).getByLabelText('New line manager'));
  await user.click(await screen.findByTitle('Eve Employee'));
  await user.click(within(question).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
  expect(writes).toEqual([
    { method: 'PATCH', path: '/users/12/status', body: { active: false } },
    { method: 'PATCH', path: '/users/12/status', body: { active: false, reportsTo: 3 } },
  ]);
  expect(storedUser(10)).toMatchObject({ lineManagerId: 3, lineManagerName: 'Eve Employee' });
});
