import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import { AllocationFormDialog } from '../components/allocation-form-dialog';
import { createAllocationServer, graceOnApollo } from './allocation-server';

// antd forms under jsdom are slow on a shared machine; give the user's steps room.
jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, requests, writes, clearRequests } = createAllocationServer();
serveDuringTests(server, clearRequests);

let onClose: jest.Mock;
async function openAddDialog(_user: UserEvent) {
  onClose = jest.fn();
  await renderWithPortal(<AllocationFormDialog onClose={onClose} />, { route: '/allocations', user: testUsers.manager as never });
  return findDialog('Add New Allocation');
}

async function chooseProject(user: UserEvent, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Project' }), typed);
  await user.click(await screen.findByTitle(option));
}

async function fillDates(user: UserEvent, start: string, end: string) {
  const dialog = await findDialog('Add New Allocation');
  await user.type(within(dialog).getByLabelText('Start Date'), `${start}{Tab}`);
  await user.type(within(dialog).getByLabelText('End Date'), `${end}{Tab}`);
}

async function tick(user: UserEvent, search: string, name: string) {
  const box = screen.getByPlaceholderText('Search employees...');
  await user.clear(box);
  await user.type(box, search);
  await user.click(screen.getByRole('checkbox', { name }));
}

test('Save with nothing filled in shows the required messages and sends nothing', async () => {
  const user = setupUser();
  const dialog = await openAddDialog(user);
  expect(within(dialog).getByText('Fill out the form below to create a new allocation.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const message of ['Project is required', 'Start date is required', 'End date is required', 'At least one employee is required']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
  expect(writes()).toHaveLength(0);
});

test('the end date may not be before the start date', async () => {
  const user = setupUser();
  const dialog = await openAddDialog(user);
  await fillDates(user, '03-10-2026', '03-09-2026');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('End Date should not be less than Start Date.')).toBeInTheDocument();
});

test('several employees are ticked from the first typed letter, each with their own hours', async () => {
  const user = setupUser();
  const dialog = await openAddDialog(user);
  expect(within(dialog).getByText('Type a name to find employees.')).toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search employees...'), 'gr');
  expect(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' })).not.toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Greta Garbo' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox', { name: 'Alan Turing' })).not.toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search employees...'), 'x');
  expect(within(dialog).getByText('No Employees found')).toBeInTheDocument();

  await chooseProject(user, 'glob', 'Borealis (Globex)');
  await fillDates(user, '03-09-2026', '03-20-2026');
  await tick(user, 'grace', 'Grace Hopper');
  await tick(user, 'alan', 'Alan Turing');
  expect(screen.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
  const alanHours = screen.getByRole('spinbutton', { name: 'Hours for Alan Turing' });
  expect(screen.getByRole('spinbutton', { name: 'Hours for Grace Hopper' })).toHaveValue('1.00');
  expect(alanHours).toHaveAttribute('step', '0.25');

  await user.clear(alanHours);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Hours Required')).toBeInTheDocument();
  await user.type(alanHours, '0.2');
  expect(await within(dialog).findByText('Allocation hours must be at least 0.25')).toBeInTheDocument();
  await user.clear(alanHours);
  await user.type(alanHours, '2.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Allocation created successfully')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
    ['POST', '/api/v1/allocations/bulk', {
      projectId: 4, startDate: '2026-03-09', endDate: '2026-03-20',
      users: [{ userId: 10, allocationHours: 1 }, { userId: 12, allocationHours: 2.5 }],
    }],
  ]);
});

test('unticking removes the employee and their hours', async () => {
  const user = setupUser();
  await openAddDialog(user);
  await tick(user, 'gre', 'Greta Garbo');
  expect(screen.getByRole('spinbutton', { name: 'Hours for Greta Garbo' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Greta Garbo' }));
  expect(screen.queryByRole('spinbutton', { name: 'Hours for Greta Garbo' })).not.toBeInTheDocument();
});

test('pushing someone over 100 % asks first; Go back saves nothing, Save anyway saves', async () => {
  const user = setupUser();
  const dialog = await openAddDialog(user);
  await chooseProject(user, 'apo', 'Apollo (Acme Corp)');
  await fillDates(user, '03-09-2026', '03-20-2026');
  await tick(user, 'greta', 'Greta Garbo');
  const hours = screen.getByRole('spinbutton', { name: 'Hours for Greta Garbo' });
  await user.clear(hours);
  await user.type(hours, '9');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Greta Garbo: 9 h per day (112.5%)')).toBeInTheDocument();
  expect(screen.getAllByText('Over capacity').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  await waitFor(() => expect(screen.queryByText('Greta Garbo: 9 h per day (112.5%)')).not.toBeInTheDocument());
  expect(writes()).toHaveLength(0);
  expect(hours).toHaveValue('9.00');

  await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
  expect(await screen.findByText('Allocation created successfully')).toBeInTheDocument();
  expect(writes()).toHaveLength(1);
});

test("a refused save shows the server's message and keeps the dialog and its input", async () => {
  server.use(
    http.post('/api/v1/allocations/bulk', () =>
      HttpResponse.json(
        {
          statusCode: 400, error: 'Bad Request', message: 'Project Apollo is completed and cannot receive new allocations.',
          details: [{ field: 'projectId', message: 'Project Apollo is completed and cannot receive new allocations.' }],
        },
        { status: 400 },
      ),
    ),
  );
  const user = setupUser();
  const dialog = await openAddDialog(user);
  await chooseProject(user, 'apo', 'Apollo (Acme Corp)');
  await fillDates(user, '03-09-2026', '03-20-2026');
  await tick(user, 'grace', 'Grace Hopper');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Failed to create allocation')).toBeInTheDocument();
  expect(within(dialog).getByText('Project Apollo is completed and cannot receive new allocations.')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
  expect(within(dialog).getByLabelText('Start Date')).toHaveValue('03-09-2026');
});

test('editing covers one employee only and sends a PUT', async () => {
  const user = setupUser();
  onClose = jest.fn();
  await renderWithPortal(<AllocationFormDialog allocation={graceOnApollo} onClose={onClose} />, { route: '/allocations', user: testUsers.admin as never });
  const dialog = await findDialog('Edit Allocation');
  expect(within(dialog).getByText('Update the allocation information below.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(dialog).getByTitle('Grace Hopper')).toBeInTheDocument();
  const hours = within(dialog).getByRole('spinbutton', { name: 'Allocation Hours' });
  expect(hours).toHaveValue('6.00');
  await user.clear(hours);
  await user.type(hours, '4.75');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));

  expect(await screen.findByText('Allocation updated successfully')).toBeInTheDocument();
  expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
    ['PUT', '/api/v1/allocations/5', { userId: 10, projectId: 3, allocationHours: 4.75, startDate: '2026-11-02', endDate: '2026-11-27' }],
  ]);
  const preview = requests.find((r) => r.path.endsWith('/capacity-preview'));
  expect(preview?.body).toMatchObject({ excludeAllocationId: 5 });
});
