import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { dialogClosed, findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { timesheetFormSchema } from '../components/timesheet-form-schema';
import { createTimesheetServer } from './timesheet-server';

// antd forms are slow under jsdom, more so on a busy machine.
jest.setTimeout(120_000);

const { server, writes, reset } = createTimesheetServer();
serveDuringTests(server, reset);

async function openAdd(user: UserEvent, who: typeof testUsers.admin | typeof testUsers.employee) {
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: who });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: /Add Timesheet/ }));
  return findDialog('Add New Timesheet');
}

async function fillValid(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: 'Project Name' }), 'acme');
  await user.click(await screen.findByTitle('Apollo (Acme Corp)'));
  await user.type(within(dialog).getByLabelText('Date'), '11-02-2026{Enter}');
  await user.type(within(dialog).getByLabelText('Hours'), '7.5');
  await user.type(within(dialog).getByLabelText('Description'), '  Sprint planning  ');
}

test('Save with nothing filled in shows every spec message, sends nothing, and editing a field clears its message', async () => {
  const user = userEvent.setup({ delay: null });
  const dialog = await openAdd(user, testUsers.admin);
  expect(within(dialog).getByText('Fill out the form below to create a new timesheet.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const message of ['Employee is required.', 'Project is required.', 'Date is required.', 'Hours are required.', 'Description is required.']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  expect(writes()).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Hours'), '12');
  expect(within(dialog).queryByText('Hours are required.')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Hours must not exceed 9.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Hours'));
  await user.type(within(dialog).getByLabelText('Hours'), '0.25');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Hours must be at least 0.5.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox', { name: 'Employee Name' }), 'zzz');
  expect(await screen.findByText('No Employees found')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox', { name: 'Project Name' }), 'zzz');
  expect(await screen.findByText('No projects found')).toBeInTheDocument();
});

test('a date after today is refused, compared by day', async () => {
  const today = dayjs().format('YYYY-MM-DD');
  const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
  await expect(timesheetFormSchema.validateAt('date', { date: today })).resolves.toBe(today);
  await expect(timesheetFormSchema.validateAt('date', { date: tomorrow })).rejects.toThrow('Cannot select a future date.');
  await expect(timesheetFormSchema.validateAt('description', { description: '   ' })).rejects.toThrow('Description is required.');
});

test('in My Timesheet the employee is the signed-in user; Save sends the spec payload, closes and reports', async () => {
  const user = userEvent.setup({ delay: null });
  const dialog = await openAdd(user, testUsers.employee);
  const employee = within(dialog).getByRole('combobox', { name: 'Employee Name' });
  expect(employee).toBeDisabled();
  expect(within(dialog).getByTitle('Eve Employee')).toBeInTheDocument();
  await fillValid(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet created successfully')).toBeInTheDocument();
  await dialogClosed('Add New Timesheet');
  expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/v1/timesheets' });
  expect(writes()[0]?.body).toEqual({
    userId: 3, userName: 'Eve Employee', projectId: 2, projectName: 'Apollo', date: '2026-11-02', hours: 7.5, status: 'SUBMITTED', description: 'Sprint planning',
  });
});

test('a refused save shows the server’s message on the field and keeps the dialog and its input', async () => {
  server.use(
    http.post('/api/v1/timesheets', () =>
      HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'This project is cancelled; time cannot be logged against it.', details: [{ field: 'projectId', message: 'This project is cancelled; time cannot be logged against it.' }] },
        { status: 400 },
      ),
    ),
  );
  const user = userEvent.setup({ delay: null });
  const dialog = await openAdd(user, testUsers.employee);
  await fillValid(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to create timesheet')).toBeInTheDocument();
  expect(within(dialog).getByText('This project is cancelled; time cannot be logged against it.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Description')).toHaveValue('  Sprint planning  ');
  expect(await findDialog('Add New Timesheet')).toBeInTheDocument();
});

test('Edit shows the entry under Edit Timesheet and saves with Update', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog('Edit Timesheet');
  expect(within(dialog).getByText('Update the timesheet information below.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Description')).toHaveValue('Sprint work');
  await user.clear(within(dialog).getByLabelText('Hours'));
  await user.type(within(dialog).getByLabelText('Hours'), '6');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Timesheet updated successfully')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/api/v1/timesheets/1' });
  expect(writes()[0]?.body).toMatchObject({ id: 1, hours: 6, status: 'SUBMITTED', userId: 3 });
});
