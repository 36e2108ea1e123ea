import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { runUsersServer, storedUser, writes } from '../../../testing/users-server';
import { EmployeeDialog } from '../components/employee-dialog';
import { employeeFormSchema, employeeFormValues, employeePayload } from '../components/employee-form-schema';
import { USER_TEXTS } from '../hooks/use-save-employee';

runUsersServer();
jest.setTimeout(90_000);

type Viewer = (typeof testUsers)[keyof typeof testUsers];

async function openEdit(viewer: Viewer, userId: number, restricted = false) {
  const user = userEvent.setup();
  renderWithPortal(<EmployeeDialog mode="edit" user={storedUser(userId)} restricted={restricted} texts={USER_TEXTS.update} onClose={() => undefined} />, { user: viewer });
  const dialog = await findDialog('Edit Employee');
  return { user, dialog, hours: within(dialog).getByLabelText('Weekly Hours') };
}

test('an admin sets weekly hours; the field steps by half hours and says what blank means', async () => {
  const { user, dialog, hours } = await openEdit(testUsers.admin, 10);
  expect(hours).toBeEnabled();
  expect(hours).toHaveValue('40.0');
  expect(hours).toHaveAttribute('step', '0.5');
  expect(hours).toHaveAttribute('inputmode', 'decimal');
  expect(within(dialog).getByText('Blank: the standard week')).toBeInTheDocument();
  await user.clear(hours);
  await user.type(hours, '32.5');
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(writes[0]?.body).toMatchObject({ weeklyHours: 32.5 });
});

test('an admin clearing the hours sends null, the standard week', async () => {
  const { user, dialog, hours } = await openEdit(testUsers.admin, 10);
  await user.clear(hours);
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(writes[0]?.body).toHaveProperty('weeklyHours', null);
});

test('hours the admin did not touch are not sent, so a standard week keeps following the standard', async () => {
  const { user, dialog } = await openEdit(testUsers.admin, 10);
  await user.click(within(dialog).getByText('Update'));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(writes[0]?.body).not.toHaveProperty('weeklyHours');
});

test.each([
  ['a manager on someone else', testUsers.manager, 10, false],
  ['a manager on their own profile', testUsers.manager, 11, true],
  ['an employee on their own profile', testUsers.employee, 3, true],
])('weekly hours are read-only for %s and never sent', async (_who, viewer, userId, restricted) => {
  const { user, dialog, hours } = await openEdit(viewer, userId, restricted);
  expect(hours).toBeDisabled();
  expect(hours).toHaveValue('40.0');
  expect(within(dialog).queryByText('Blank: the standard week')).not.toBeInTheDocument();
  await user.click(within(dialog).getByText('Update'));
  await screen.findByText('User updated successfully');
  expect(writes[0]?.body).not.toHaveProperty('weeklyHours');
});

test('weekly hours must be more than none, at most 168, in tenths', async () => {
  const valid = { ...employeeFormValues(), firstName: 'Grace', officeEmail: 'grace@example.com', departmentId: 1, employeeType: 'FULL_TIME' as const };
  const messages = async (weeklyHours: number | null) =>
    employeeFormSchema().validate({ ...valid, weeklyHours }).then(() => null, (error: { message: string }) => error.message);
  expect(await messages(null)).toBeNull();
  expect(await messages(37.5)).toBeNull();
  expect(await messages(0)).toBe('Weekly Hours must be more than 0.');
  expect(await messages(168.5)).toBe('Weekly Hours must be at most 168.');
  expect(await messages(32.25)).toBe('Weekly Hours take at most one decimal.');
  expect(employeePayload({ ...valid, weeklyHours: null })).toHaveProperty('weeklyHours', null);
});
