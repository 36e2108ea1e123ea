import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setAccessToken } from '@portal/shared-auth';
import { dialogClosed, findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createTimesheetServer, entry } from './timesheet-server';

// antd tables are slow under jsdom, more so on a busy machine.
jest.setTimeout(120_000);

const { server, lists, writes, reset } = createTimesheetServer();
serveDuringTests(server, reset);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

test('delete asks first, reports success, and reloads the list 200 ms later', async () => {
  const user = userEvent.setup({ delay: null });
  reset([entry({ id: 1, projectName: 'Apollo' }), entry({ id: 2, projectName: 'Borealis' })]);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Borealis');
  await user.click(within(rowOf('Borealis')).getByRole('button', { name: 'Delete' }));
  const dialog = await findDialog('Delete Timesheet');
  expect(within(dialog).getByText('Are you sure you want to delete this timesheet? This action cannot be undone.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  const listsBefore = lists().length;
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Timesheet deleted successfully')).toBeInTheDocument();
  const deleted = writes().find((r) => r.method === 'DELETE');
  expect(deleted?.path).toBe('/api/v1/timesheets/2');
  await dialogClosed('Delete Timesheet');
  await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore));
  expect((lists().at(-1)?.at ?? 0) - (deleted?.at ?? 0)).toBeGreaterThanOrEqual(200);
  await waitFor(() => expect(screen.queryByText('Borealis')).not.toBeInTheDocument());
});

test('deleting the only row of a later page returns to page 1', async () => {
  const user = userEvent.setup({ delay: null });
  reset(Array.from({ length: 11 }, (_, i) => entry({ id: i + 1, projectName: `Project ${i + 1}` })), 1);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Page 1 of 2');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Project 11');
  await user.click(within(rowOf('Project 11')).getByRole('button', { name: 'Delete' }));
  await user.click(within(await findDialog('Delete Timesheet')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-10 of 10 timesheets')).toBeInTheDocument();
  expect(Object.fromEntries(lists().at(-1)?.query ?? [])).toMatchObject({ offset: '0' });
});

test('a failed delete says so and keeps the dialog', async () => {
  server.use(http.delete('/api/v1/timesheets/:id', () => HttpResponse.json({ message: 'This timesheet has been approved and can no longer be deleted.' }, { status: 403 })));
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await findDialog('Delete Timesheet')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
  expect(screen.getByText(/^Failed to delete timesheet\./)).toBeInTheDocument();
  expect(await findDialog('Delete Timesheet')).toBeInTheDocument();
});

test('an admin approves one entry and rejects another with a required reason', async () => {
  const user = userEvent.setup({ delay: null });
  reset([entry({ id: 1, projectName: 'Apollo' }), entry({ id: 2, projectName: 'Borealis' }), entry({ id: 3, userId: 1, userName: 'Ada Admin', projectName: 'Cygnus' })]);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.admin });
  await screen.findByText('Apollo');
  // Nobody reviews their own entries.
  expect(within(rowOf('Cygnus')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  await user.click(within(rowOf('Apollo')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Timesheet approved')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/timesheets/1/status', body: { status: 'APPROVED' } });

  await user.click(within(rowOf('Borealis')).getByRole('button', { name: 'Reject' }));
  const dialog = await findDialog('Reject Timesheet');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('A reason is required to reject a timesheet.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Reason'), 'Wrong project');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Timesheet rejected')).toBeInTheDocument();
  expect(writes()[1]).toMatchObject({ path: '/api/v1/timesheets/2/status', body: { status: 'REJECTED', reason: 'Wrong project' } });
});

test('an admin reviews a selection at once', async () => {
  const user = userEvent.setup({ delay: null });
  reset([entry({ id: 1, projectName: 'Apollo' }), entry({ id: 2, projectName: 'Borealis' }), entry({ id: 3, projectName: 'Cygnus', status: 'APPROVED' })]);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.admin });
  await screen.findByText('Apollo');
  expect(within(rowOf('Cygnus')).getByRole('checkbox')).toBeDisabled();
  await user.click(within(rowOf('Apollo')).getByRole('checkbox'));
  await user.click(within(rowOf('Borealis')).getByRole('checkbox'));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Approve selected/ }));
  expect(await screen.findByText('2 timesheets approved')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/timesheets/status', body: { ids: [1, 2], status: 'APPROVED' } });
  await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
});

test('Export downloads the filtered list with the bearer token and reports the outcome', async () => {
  setAccessToken('token-for-export');
  const clicked: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  let authorization: string | null = null;
  let query: Record<string, string> = {};
  server.use(
    http.get('/api/v1/timesheets/export', ({ request }) => {
      authorization = request.headers.get('authorization');
      query = Object.fromEntries(new URL(request.url).searchParams);
      return new HttpResponse('First Name\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="timesheets_20261122.csv"' } });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.admin });
  await screen.findByText('Apollo');
  await user.type(screen.getByPlaceholderText('Search timesheets...'), 'sprint');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as CSV'));
  expect(await screen.findByText('Export successful')).toBeInTheDocument();
  expect(authorization).toBe('Bearer token-for-export');
  expect(clicked).toEqual(['timesheets_20261122.csv']);
  expect(query).toEqual({ type: 'csv', searchInput: 'sprint', order: 'asc', orderBy: 'firstName' });

  server.use(http.get('/api/v1/timesheets/export', () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'You do not have permission to perform this action.' }, { status: 403 })));
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as Excel'));
  expect(await screen.findByText('Export failed')).toBeInTheDocument();
  expect(screen.getByText('You do not have permission to perform this action.')).toBeInTheDocument();
});

test('Export shows that it is running until the file has come', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  let answer: (response: Response) => void = () => undefined;
  server.use(http.get('/api/v1/timesheets/export', () => new Promise<Response>((resolve) => (answer = resolve))));
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.admin });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as CSV'));
  expect(await screen.findByText('Exporting…')).toBeInTheDocument();
  answer(new HttpResponse('First Name\r\n', { headers: { 'content-type': 'text/csv' } }));
  expect(await screen.findByText('Export successful')).toBeInTheDocument();
  expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
});
