import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, queryDialog, renderWithPortal } from '@portal/shared-ui/testing';
import { runUsersServer, storedUser, usersServer, writes } from '../../../testing/users-server';
import { clearMyLeave } from '../../../testing/my-leave-handlers';
import ProfilePage from '../../profile/components/profile-page';
import { MyLeaveSection } from '../components/my-leave/my-leave-section';

runUsersServer();
jest.setTimeout(90_000);

const year = new Date().getFullYear();
const balances = () => screen.getByRole('region', { name: `Leave balances ${year}` });
const requests = () => screen.getByRole('region', { name: 'My leave requests' });
const rowOf = (region: HTMLElement, text: string) => within(region).getByText(text).closest('tr')!;

async function renderSection() {
  const user = userEvent.setup();
  renderWithPortal(<MyLeaveSection userId={3} />, { user: storedUser(3)! });
  await within(requests()).findByText('Please see HR first');
  return user;
}

async function fillRequest(user: UserEvent, dialog: HTMLElement, type: string, start: string, end: string) {
  await user.click(within(dialog).getByLabelText('Leave Type'));
  await user.click(await screen.findByTitle(type));
  await user.type(within(dialog).getByLabelText('Start Date'), `${start}{Tab}`);
  await user.type(within(dialog).getByLabelText('End Date'), `${end}{Tab}`);
}

async function openRequest(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Request Time Off' }));
  return findDialog('Request Time Off');
}

test('My Profile has a Leave section below the record: balances of this year and one\'s own requests', async () => {
  renderWithPortal(<ProfilePage />, { user: storedUser(3)! });
  expect(screen.getByRole('region', { name: 'Leave' })).toBeInTheDocument();
  const vacation = await waitFor(() => rowOf(balances(), 'Vacation'));
  expect(within(vacation).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Vacation', '20', '0', '3', '0', '17']);
  expect(within(rowOf(balances(), 'Sick')).getByText('(may go below zero)')).toBeInTheDocument();
});

test('lists the requests latest first with half days, working days, status and the decision\'s reason; actions by status', async () => {
  await renderSection();
  const rows = within(requests()).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['09-14-2099 (afternoon)', '07-06-2099 – 07-08-2099', '02-02-2026 – 02-03-2026']);
  expect(within(rows[0]!).getByText('0.5 days')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('button', { name: 'Withdraw Other 09-14-2099 (afternoon)' })).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Approved')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Ask to cancel Vacation 07-06-2099 – 07-08-2099' })).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Declined')).toBeInTheDocument();
  expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
});

test('says so when there are no requests', async () => {
  clearMyLeave();
  renderWithPortal(<MyLeaveSection userId={3} />, { user: storedUser(3)! });
  expect(await within(requests()).findByText('You have not requested any leave yet.')).toBeInTheDocument();
});

test('a failed load says so in each part, and Request Time Off still opens', async () => {
  const failed = () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 });
  usersServer.use(http.get('/api/v1/users/:id/leave-balances', failed), http.get('/api/v1/leave-requests/mine', failed));
  const user = userEvent.setup();
  renderWithPortal(<MyLeaveSection userId={3} />, { user: storedUser(3)! });
  expect(await within(balances()).findByText('Failed to fetch leave balances. Please try again.')).toBeInTheDocument();
  expect(await within(requests()).findByText('Failed to fetch your leave requests. Please try again.')).toBeInTheDocument();
  expect(await openRequest(user)).toBeInTheDocument();
});

test('the form shows the working days and the balance left before sending; the request then shows in the list and the balances', async () => {
  const user = await renderSection();
  const dialog = await openRequest(user);
  expect(within(dialog).getByText(/Choose the type and dates/)).toBeInTheDocument();
  await fillRequest(user, dialog, 'Vacation', '08-03-2099', '08-05-2099');
  await user.click(within(dialog).getByLabelText('Morning only (half day)'));
  expect(await within(dialog).findByText('Takes 2.5 days; 14.5 days of Vacation left after it.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Note'), 'Beach');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Leave requested')).toBeInTheDocument();
  expect(writes).toEqual([]);
  await waitFor(() => expect(queryDialog('Request Time Off')).not.toBeInTheDocument());
  expect(await within(requests()).findByText('08-03-2099 – 08-05-2099 (morning)')).toBeInTheDocument();
  await waitFor(() => expect(within(rowOf(balances(), 'Vacation')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Vacation', '20', '0', '3', '2.5', '14.5']));
});

test('the API\'s refusal lands on the field it names, and a request over the balance says why', async () => {
  const user = await renderSection();
  const dialog = await openRequest(user);
  await fillRequest(user, dialog, 'Vacation', '08-03-2099', '08-03-2099');
  await user.click(within(dialog).getByLabelText('Morning only (half day)'));
  const halfDayReason = 'A one-day request is either a half day or a whole day: set halfDayStart only.';
  expect(await within(dialog).findByText(halfDayReason)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Morning only (half day)')).toHaveAttribute('aria-invalid', 'true'));
  expect(await screen.findByText('Failed to request leave')).toBeInTheDocument();

  await user.click(within(dialog).getByLabelText('Morning only (half day)'));
  await user.clear(within(dialog).getByLabelText('End Date'));
  await user.type(within(dialog).getByLabelText('End Date'), '08-31-2099{Tab}');
  const overBalance = 'This takes 21 days and only 17 are left of this type this year.';
  expect(await within(dialog).findByText(overBalance)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findAllByText(overBalance)).toHaveLength(2);
  expect(queryDialog('Request Time Off')).toBeInTheDocument();
});

test('Save on an empty form shows what is missing and sends nothing', async () => {
  const user = await renderSection();
  const dialog = await openRequest(user);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  for (const message of ['Leave type is required', 'Start date is required', 'End date is required']) {
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  }
});

test('withdraws a pending request after confirming, and asks to cancel an approved one', async () => {
  const user = await renderSection();
  await user.click(within(requests()).getByRole('button', { name: 'Withdraw Other 09-14-2099 (afternoon)' }));
  const withdraw = await findDialog('Withdraw Leave Request');
  await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Leave request withdrawn')).toBeInTheDocument();
  expect(await within(requests()).findByText('Withdrawn')).toBeInTheDocument();

  await user.click(within(requests()).getByRole('button', { name: 'Ask to cancel Vacation 07-06-2099 – 07-08-2099' }));
  const cancel = await findDialog('Ask to Cancel Leave');
  await user.click(within(cancel).getByRole('button', { name: 'Ask to cancel' }));
  expect(await screen.findByText('Cancellation requested')).toBeInTheDocument();
  expect(await within(requests()).findByText('Cancellation pending')).toBeInTheDocument();
  expect(within(requests()).queryByRole('button', { name: /Ask to cancel/ })).not.toBeInTheDocument();
});
