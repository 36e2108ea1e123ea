import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dialogClosed, findDialog, renderWithPortal, testUsers } from '@portal/shared-ui/testing';
import LeavePage from '../components/leave-page';
import { requests, server, writes } from './approvals-server';

jest.setTimeout(60_000);

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

test('a manager sees what waits for them: who, kind, type, dates with half days, working days, the balance left, the note', async () => {
  renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.manager });
  expect(screen.getByRole('heading', { name: 'Leave' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Waiting for me' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Allowances' })).not.toBeInTheDocument();
  const request = await rowOf('Grace Hopper');
  expect(within(request).getByText('Request')).toBeInTheDocument();
  expect(within(request).getByText('Vacation')).toBeInTheDocument();
  expect(within(request).getByText('12-21-2026 – 12-24-2026 (morning)')).toBeInTheDocument();
  expect(within(request).getByText('3.5 days')).toBeInTheDocument();
  expect(within(request).getByText('Family visit')).toBeInTheDocument();
  expect(await within(request).findByText('18.5 days of 27 left if approved')).toBeInTheDocument();
  const cancellation = await rowOf('Eve Employee');
  expect(within(cancellation).getByText('Cancellation')).toBeInTheDocument();
  // An approved cancellation gives its two days back.
  expect(await within(cancellation).findByText('3 days of 3 left if cancelled')).toBeInTheDocument();
});

test('Approve decides in one click and says so; the row leaves the list', async () => {
  const user = userEvent.setup();
  renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.manager });
  await rowOf('Grace Hopper');
  await user.click(screen.getByRole('button', { name: 'Approve Grace Hopper, Vacation 12-21-2026 – 12-24-2026 (morning)' }));
  expect(await screen.findByText('Leave request approved')).toBeInTheDocument();
  expect(writes().map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/api/v1/leave-requests/1/decision', body: { decision: 'APPROVE' } }]);
  expect(await screen.findByTitle('1 waiting')).toBeInTheDocument();
  expect(screen.queryByText('Grace Hopper', { selector: 'td' })).not.toBeInTheDocument();
});

test('Decline asks for a reason first, then sends it', async () => {
  const user = userEvent.setup();
  renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.manager });
  await rowOf('Eve Employee');
  await user.click(screen.getByRole('button', { name: /^Decline Eve Employee/ }));
  const dialog = await findDialog('Decline Cancellation');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await within(dialog).findByText('A reason is required to decline a leave request.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  expect(writes()).toEqual([]);
  await user.type(within(dialog).getByLabelText('Reason'), 'Handover week');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  await dialogClosed('Decline Cancellation');
  expect(await screen.findByText('Cancellation declined')).toBeInTheDocument();
  expect(writes().map(({ body }) => body)).toEqual([{ decision: 'DECLINE', reason: 'Handover week' }]);
});

test('the API’s refusal is shown in a notification, the dialog stays and the list is asked again', async () => {
  server.use(
    http.post('/api/v1/leave-requests/:id/decision', () =>
      HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Only their line manager or an admin decides on this request.' }, { status: 403 }),
    ),
  );
  const user = userEvent.setup();
  renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.manager });
  await rowOf('Grace Hopper');
  await user.click(screen.getByRole('button', { name: /^Decline Grace Hopper/ }));
  const dialog = await findDialog('Decline Leave Request');
  await user.type(within(dialog).getByLabelText('Reason'), 'Busy');
  await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Only their line manager or an admin decides on this request.')).toBeInTheDocument();
  expect(screen.getByText('Decline failed')).toBeInTheDocument();
  expect(await findDialog('Decline Leave Request')).toBeInTheDocument();
  await waitFor(() => expect(requests.filter(({ path }) => path === '/api/v1/leave-requests/waiting')).toHaveLength(2));
});

test('nothing waiting says so', async () => {
  server.use(http.get('/api/v1/leave-requests/waiting', () => HttpResponse.json({ data: [], total: 0 })));
  renderWithPortal(<LeavePage />, { route: '/leave', user: testUsers.manager });
  expect(await screen.findByText('No leave requests are waiting for you.')).toBeInTheDocument();
});

test('a manager asking for ?tab=allowances stays on Waiting for me', async () => {
  renderWithPortal(<LeavePage />, { route: '/leave?tab=allowances', user: testUsers.manager });
  expect(await screen.findByRole('tab', { name: 'Waiting for me', selected: true })).toBeInTheDocument();
  await rowOf('Grace Hopper');
  expect(screen.queryByText('Default allowances')).not.toBeInTheDocument();
});
