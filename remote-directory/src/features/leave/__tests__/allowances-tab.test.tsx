import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { dialogClosed, findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import LeavePage from '../components/leave-page';
import { badRequest, server, writes } from './approvals-server';

jest.setTimeout(60_000);

const sectionOf = (title: string) => screen.getByRole('region', { name: title });

async function openAllowances() {
  const user = userEvent.setup();
  const view = renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.admin });
  await user.click(await screen.findByRole('tab', { name: 'Allowances' }));
  await within(sectionOf('Per person')).findByText('Grace Hopper');
  return { user, ...view };
}

test('an admin sees the default of each type and the people whose own differs; the tab is kept in the URL', async () => {
  const { url } = await openAllowances();
  expect(url()).toBe('/leave?tab=allowances');
  const defaults = sectionOf('Default allowances');
  expect(within(defaults).getByText('25 days')).toBeInTheDocument();
  expect(within(defaults).getByText('Sick')).toBeInTheDocument();
  const own = within(sectionOf('Per person')).getByText('Grace Hopper').closest('tr') as HTMLElement;
  expect(within(own).getByText('Vacation')).toBeInTheDocument();
  expect(within(own).getByText('28 days')).toBeInTheDocument();
});

test('editing a default sends the type and days for everyone', async () => {
  const { user } = await openAllowances();
  await user.click(screen.getByRole('button', { name: 'Edit default Sick allowance' }));
  const dialog = await findDialog('Default Sick Allowance');
  const days = within(dialog).getByLabelText('Days per year');
  await user.clear(days);
  await user.type(days, '12');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await dialogClosed('Default Sick Allowance');
  expect(writes().map(({ body }) => body)).toEqual([{ userId: null, leaveType: 'SICK', days: 12 }]);
  expect(await within(sectionOf('Default allowances')).findByText('12 days')).toBeInTheDocument();
});

test('adding a person’s own allowance: person, type and days; a half day is fine, a missing field is named', async () => {
  const { user } = await openAllowances();
  await user.click(screen.getByRole('button', { name: 'Add Allowance' }));
  const dialog = await findDialog('Add Allowance');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Employee is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Type is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Days is required')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
  await user.click(await screen.findByTitle('Eve Employee'));
  await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByTitle('Other'));
  await user.type(within(dialog).getByLabelText('Days per year'), '4.5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await dialogClosed('Add Allowance');
  expect(writes().map(({ body }) => body)).toEqual([{ userId: 3, leaveType: 'OTHER', days: 4.5 }]);
  const row = (await within(sectionOf('Per person')).findByText('Eve Employee')).closest('tr') as HTMLElement;
  expect(within(row).getByText('4.5 days')).toBeInTheDocument();
});

test('the API’s 400 lands on its field', async () => {
  server.use(http.put('/api/v1/leave/allowances', () => badRequest('days', 'Days must be at least the 30 days already approved this year')));
  const { user } = await openAllowances();
  await user.click(screen.getByRole('button', { name: 'Edit Grace Hopper Vacation allowance' }));
  const dialog = await findDialog("Grace Hopper's Vacation Allowance");
  const days = within(dialog).getByLabelText('Days per year');
  await user.clear(days);
  await user.type(days, '20');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await within(dialog).findByText('Days must be at least the 30 days already approved this year')).toBeInTheDocument();
  expect(days).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Failed to save the allowance')).toBeInTheDocument();
});

test('removing a person’s own allowance sends days null, and the default applies again', async () => {
  const { user } = await openAllowances();
  await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper Vacation allowance' }));
  const dialog = await findDialog('Remove Allowance');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await dialogClosed('Remove Allowance');
  expect(writes().map(({ body }) => body)).toEqual([{ userId: 10, leaveType: 'VACATION', days: null }]);
  expect(await within(sectionOf('Per person')).findByText('Everyone has the default allowances.')).toBeInTheDocument();
});
