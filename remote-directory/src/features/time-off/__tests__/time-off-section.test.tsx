import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, queryDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import { runUsersServer, usersServer, writes } from '../../../testing/users-server';
import { EmployeeDetails } from '../../employees/components/employee-details';

runUsersServer();
jest.setTimeout(90_000);

type Viewer = (typeof testUsers)[keyof typeof testUsers];

async function openDetails(viewer: Viewer = testUsers.admin) {
  const user = userEvent.setup();
  renderWithPortal(<EmployeeDetails userId={10} onBack={() => undefined} />, { user: viewer });
  await screen.findByRole('heading', { name: 'Grace Hopper' });
  return user;
}

const section = () => screen.getByRole('region', { name: 'Time Off' });

async function openAdd(user: UserEvent) {
  await user.click(within(section()).getByRole('button', { name: 'Add Time Off' }));
  return findDialog('Add Time Off');
}

async function fill(user: UserEvent, dialog: HTMLElement, start: string, end: string, kind: string) {
  await user.type(within(dialog).getByLabelText('Start Date'), `${start}{Tab}`);
  await user.type(within(dialog).getByLabelText('End Date'), `${end}{Tab}`);
  await user.click(within(dialog).getByLabelText('Kind'));
  await user.click(await screen.findByTitle(kind));
}

test("an admin sees the person's weekly hours and time off, dates as the portal shows them", async () => {
  await openDetails();
  expect(screen.getByText('Weekly Hours')).toBeInTheDocument();
  expect(screen.getByText('40 h')).toBeInTheDocument();
  // The API's answer here has no half-day fields (an API before them): whole days.
  expect(await within(section()).findByText('12-21-2026 – 12-24-2026')).toBeInTheDocument();
  expect(within(section()).getByText('Vacation')).toBeInTheDocument();
  expect(within(section()).getByText('Family visit')).toBeInTheDocument();
});

test('a manager sees the section too; an employee never does', async () => {
  await openDetails(testUsers.manager);
  expect(await within(section()).findByText('Vacation')).toBeInTheDocument();
});

test('an employee never sees the Time Off section', async () => {
  await openDetails(testUsers.employee);
  expect(screen.queryByRole('region', { name: 'Time Off' })).not.toBeInTheDocument();
  expect(screen.queryByText('Add Time Off')).not.toBeInTheDocument();
});

test('Save on an empty form shows the rules and sends nothing; an end before the start is refused', async () => {
  const user = await openDetails();
  const dialog = await openAdd(user);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const message of ['Start date is required', 'End date is required', 'Kind is required']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  await fill(user, dialog, '03-10-2027', '03-09-2027', 'Sick');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('End Date should not be less than Start Date.')).toBeInTheDocument();
  expect(writes).toHaveLength(0);
});

test('adding time off sends the body the API takes and shows the new row', async () => {
  const user = await openDetails();
  await within(section()).findByText('Vacation');
  const dialog = await openAdd(user);
  await fill(user, dialog, '03-08-2027', '03-10-2027', 'Sick');
  await user.type(within(dialog).getByLabelText('Note'), '  Flu  ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Time off added')).toBeInTheDocument();
  expect(writes).toEqual([{ method: 'POST', path: '/users/10/time-off', body: { startDate: '2027-03-08', endDate: '2027-03-10', kind: 'SICK', note: 'Flu' } }]);
  await waitFor(() => expect(queryDialog('Add Time Off')).toBeNull());
  expect(await within(section()).findByText('03-08-2027 – 03-10-2027')).toBeInTheDocument();
  expect(within(section()).getByText('Sick')).toBeInTheDocument();
});

test('half days: the afternoon of the first day and the morning of the last are sent and listed', async () => {
  const user = await openDetails();
  await within(section()).findByText('Vacation');
  const dialog = await openAdd(user);
  await fill(user, dialog, '03-08-2027', '03-10-2027', 'Vacation');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Afternoon only (half day)' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Morning only (half day)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Time off added')).toBeInTheDocument();
  expect(writes).toEqual([
    { method: 'POST', path: '/users/10/time-off', body: { startDate: '2027-03-08', endDate: '2027-03-10', halfDayStart: true, halfDayEnd: true, kind: 'VACATION', note: null } },
  ]);
  expect(await within(section()).findByText('03-08-2027 (afternoon) – 03-10-2027 (morning)')).toBeInTheDocument();
  expect(within(section()).getByRole('button', { name: 'Delete time off 03-08-2027 (afternoon) – 03-10-2027 (morning)' })).toBeInTheDocument();
});

test('a one-day range is halved only at its start: the end box is disabled, unticked and not sent', async () => {
  const user = await openDetails();
  await within(section()).findByText('Vacation');
  const dialog = await openAdd(user);
  await fill(user, dialog, '03-08-2027', '03-09-2027', 'Other');
  const endBox = within(dialog).getByRole('checkbox', { name: 'Morning only (half day)' });
  await user.click(endBox);
  expect(endBox).toBeChecked();
  const end = within(dialog).getByLabelText('End Date');
  await user.clear(end);
  await user.type(end, '03-08-2027{Tab}');
  await waitFor(() => expect(endBox).toBeDisabled());
  expect(endBox).not.toBeChecked();
  expect(within(dialog).getByText('One day: to take half of it, tick Afternoon only (half day).')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Afternoon only (half day)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Time off added')).toBeInTheDocument();
  expect(writes).toEqual([{ method: 'POST', path: '/users/10/time-off', body: { startDate: '2027-03-08', endDate: '2027-03-08', halfDayStart: true, kind: 'OTHER', note: null } }]);
  expect(await within(section()).findByText('03-08-2027 (afternoon)')).toBeInTheDocument();
});

test("the API's 400 about a half day shows on its box and in the notification", async () => {
  const message = 'A one-day time off can be halved only at its start.';
  usersServer.use(
    http.post('/api/v1/users/:id/time-off', () =>
      HttpResponse.json({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message, details: [{ field: 'halfDayEnd', message }] }, { status: 400 }),
    ),
  );
  const user = await openDetails();
  const dialog = await openAdd(user);
  await fill(user, dialog, '03-08-2027', '03-10-2027', 'Sick');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Morning only (half day)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to add time off')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Morning only (half day)' })).toHaveAttribute('aria-invalid', 'true'));
  expect(within(dialog).getByText(message)).toBeInTheDocument();
});

test('an overlap the API refuses (409) shows its message on both dates and in the notification, keeping the dialog', async () => {
  const message = 'This overlaps their vacation time off from 2026-12-21 to 2026-12-24.';
  usersServer.use(
    http.post('/api/v1/users/:id/time-off', () =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', code: 'TIME_OFF_OVERLAP', message, details: [{ field: 'startDate', message }, { field: 'endDate', message }] },
        { status: 409 },
      ),
    ),
  );
  const user = await openDetails();
  const dialog = await openAdd(user);
  await fill(user, dialog, '12-22-2026', '12-23-2026', 'Other');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to add time off')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getAllByText(message)).toHaveLength(2));
  expect(within(dialog).getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText('End Date')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText(message).length).toBeGreaterThan(2);
  expect(queryDialog('Add Time Off')).not.toBeNull();
});

test('Delete asks first, then removes the row', async () => {
  const user = await openDetails();
  await within(section()).findByText('Vacation');
  await user.click(within(section()).getByRole('button', { name: 'Delete time off 12-21-2026 – 12-24-2026' }));
  const dialog = await findDialog('Delete Time Off');
  expect(within(dialog).getByText('Delete this time off? The days count as working days again.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Time off deleted')).toBeInTheDocument();
  expect(writes).toEqual([{ method: 'DELETE', path: '/time-off/1', body: null }]);
  expect(await within(section()).findByText('No time off recorded.')).toBeInTheDocument();
});
