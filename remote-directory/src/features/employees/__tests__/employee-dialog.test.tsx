import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { storedUser, usersServer, runUsersServer, writes } from '../../../testing/users-server';
import { EmployeeDialog, type EmployeeDialogMode } from '../components/employee-dialog';
import { USER_TEXTS } from '../hooks/use-save-employee';

runUsersServer();
// antd's selects and pickers under jsdom are slow; a whole form flow needs more than the default.
jest.setTimeout(90_000);

const onClose = jest.fn();
afterEach(() => onClose.mockReset());

async function openDialog(mode: EmployeeDialogMode, userId?: number) {
  const user = userEvent.setup();
  const employee = userId ? storedUser(userId) : undefined;
  const texts = mode === 'create' ? USER_TEXTS.create : USER_TEXTS.update;
  renderWithPortal(<EmployeeDialog mode={mode} user={employee} statusToggle texts={texts} onClose={onClose} />, { user: testUsers.admin });
  const title = { create: 'Add New Employee', edit: 'Edit Employee', view: 'View Employee' }[mode];
  return { user, dialog: await findDialog(title) };
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

test('Save on an empty form shows the required-field messages of the spec and sends nothing', async () => {
  const { user, dialog } = await openDialog('create');
  await user.click(within(dialog).getByText('Save'));
  for (const message of ['First Name is required', 'Work Email is required', 'Department is required', 'Employee Type is required']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  expect(writes).toHaveLength(0);
  expect(onClose).not.toHaveBeenCalled();
});

test('badly formed e-mails get their own messages', async () => {
  const { user, dialog } = await openDialog('create');
  await user.type(within(dialog).getByLabelText('Work Email'), 'grace@');
  await user.type(within(dialog).getByLabelText('Personal Email'), 'grace at home');
  await user.click(within(dialog).getByText('Save'));
  expect(await within(dialog).findByText('Please enter a valid work email')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
});

test('a new employee is sent with the chosen country and state; changing the country clears the state', async () => {
  const { user, dialog } = await openDialog('create');
  await user.type(within(dialog).getByLabelText('First Name'), ' Grace ');
  await user.type(within(dialog).getByLabelText('Work Email'), 'grace.h@example.com');
  await choose(user, dialog, 'Department', 'Engineering');
  await choose(user, dialog, 'Employee Type', 'Full Time');
  const present = within(dialog).getByRole('group', { name: 'Present Address' });
  await choose(user, present, 'Country', 'United States');
  await waitFor(() => expect(within(present).getByLabelText('State')).toBeEnabled());
  await choose(user, present, 'State', 'Ohio');
  await choose(user, present, 'Country', 'India');
  await waitFor(() => expect(within(present).getByLabelText('State')).toBeEnabled());
  await choose(user, present, 'State', 'Kerala');
  await choose(user, present, 'Country', 'United States');
  await user.click(within(dialog).getByText('Save'));

  expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  expect(screen.getByText('They will receive an e-mail with a link to set their password.')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(writes[0]).toMatchObject({
    method: 'POST',
    body: { firstName: 'Grace', officeEmail: 'grace.h@example.com', departmentId: 1, employeeType: 'FULL_TIME', role: 'EMPLOYEE', presentCountryId: 1, presentStateId: null, permanentCountryId: null, email: null },
  });
});

test('a taken work e-mail shows Email Already Exists and keeps the dialog open', async () => {
  usersServer.use(
    http.put('/api/v1/users/:id', () => HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'A user with this email already exists.' }, { status: 409 })),
  );
  const { user, dialog } = await openDialog('edit', 10);
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('Email Already Exists')).toBeInTheDocument();
  expect(screen.getByText('A user with this email already exists. Please use a different email.')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test("a refusal for another reason names the server's reason instead of claiming a duplicate", async () => {
  usersServer.use(
    http.put('/api/v1/users/:id', () =>
      HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'dob', details: [{ field: 'dob', message: 'Date of Birth should not be a future date.' }] }, { status: 400 }),
    ),
  );
  const { user, dialog } = await openDialog('edit', 10);
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
  expect(screen.queryByText('Email Already Exists')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Date of Birth should not be a future date.')).toBeInTheDocument();
});

test('the Active/Inactive switch saves at once and says so', async () => {
  const { user, dialog } = await openDialog('edit', 11);
  const toggle = within(dialog).getByRole('switch');
  expect(within(dialog).getByText('Inactive')).toBeInTheDocument();
  await user.click(toggle);
  expect(await screen.findByText('User activated successfully')).toBeInTheDocument();
  expect(writes).toEqual([{ method: 'PATCH', path: '/users/11/status', body: { active: true } }]);
  await waitFor(() => expect(within(dialog).getByText('Active')).toBeInTheDocument());
});

test('the view dialog is read-only with only Close', async () => {
  const { dialog } = await openDialog('view', 10);
  expect(within(dialog).getByLabelText('First Name')).toBeDisabled();
  expect(within(dialog).getByLabelText('Phone')).toBeDisabled();
  expect(within(dialog).queryByText('Save')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Close')).toBeInTheDocument();
});
