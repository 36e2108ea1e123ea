import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createTimesheetServer, entry } from './timesheet-server';

// antd tables are slow under jsdom, more so on a busy machine.
jest.setTimeout(120_000);

const { server, requests, writes, reset, state } = createTimesheetServer();
serveDuringTests(server, reset);

const eve = { userId: 3, userName: 'Eve Employee', firstName: 'Eve', lastName: 'Employee' };
const grace = { userId: 7, userName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper' };

/** Max Manager's team: Eve (two entries waiting in week 2026-W47, one approved) and Grace (one waiting). */
function managerWithTeam() {
  state.team = [{ id: 3, name: 'Eve Employee' }, { id: 7, name: 'Grace Hopper' }];
  state.teamRows = [
    entry({ id: 21, ...eve, date: '2026-11-17', projectName: 'Apollo' }),
    entry({ id: 22, ...eve, date: '2026-11-18', projectName: 'Borealis' }),
    entry({ id: 24, ...grace, date: '2026-11-19', projectName: 'Cygnus' }),
    entry({ id: 23, ...eve, date: '2026-11-10', projectName: 'Draco', status: 'APPROVED' }),
  ];
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const teamQueries = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/timesheets/team').map((r) => Object.fromEntries(r.query));

test('someone nobody reports to has no Team tab', async () => {
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=team', user: testUsers.employee });
  await screen.findByText('Apollo');
  expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
});

test("a manager's Team tab lists the reports' entries, waiting ones first, and approves one entry or a person's week", async () => {
  managerWithTeam();
  const user = userEvent.setup({ delay: null });
  const page = renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.manager });
  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  await waitFor(() => expect(page.url()).toBe('/timesheets?tab=team'));
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(teamQueries()[0]).toEqual({ limit: '10', offset: '0', order: 'desc', orderBy: 'date' });
  expect(screen.getByText('3 waiting for me')).toBeInTheDocument();
  expect(screen.getByText('4 timesheets')).toBeInTheDocument();
  // Already reviewed: the buttons stay, disabled. A line manager neither edits nor deletes a report's entries.
  expect(within(rowOf('Draco')).getByRole('button', { name: 'Approve Eve Employee 2026-11-10' })).toBeDisabled();
  expect(within(rowOf('Apollo')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

  await user.click(within(rowOf('Cygnus')).getByRole('button', { name: 'Approve Grace Hopper 2026-11-19' }));
  expect(await screen.findByText('Timesheet approved')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/timesheets/24/status', body: { status: 'APPROVED' } });

  await user.click(within(rowOf('Apollo')).getByRole('button', { name: 'Approve week 2026-W47 of Eve Employee' }));
  expect(await screen.findByText('2 timesheets approved')).toBeInTheDocument();
  expect(screen.getByText('Eve Employee, week 2026-W47')).toBeInTheDocument();
  expect(writes()[1]).toMatchObject({ method: 'PATCH', path: '/api/v1/timesheets/weeks/status', body: { userId: 3, week: '2026-W47', status: 'APPROVED' } });
});

test('the person and week filters are kept in the URL, and rejecting the chosen week asks for a reason', async () => {
  managerWithTeam();
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=team&userId=3&week=2026-W47', user: testUsers.manager });
  await screen.findByText('Apollo');
  expect(teamQueries()[0]).toMatchObject({ userId: '3', week: '2026-W47' });
  expect(screen.queryByText('Cygnus')).not.toBeInTheDocument();
  const weekBar = screen.getByRole('toolbar', { name: 'Week 2026-W47 of Eve Employee' });
  expect(within(weekBar).getByText('2 waiting for review')).toBeInTheDocument();

  await user.click(within(weekBar).getByRole('button', { name: /Reject week/ }));
  const dialog = await findDialog('Reject Week 2026-W47 of Eve Employee');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('A reason is required to reject a timesheet.')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
  await user.type(within(dialog).getByLabelText('Reason'), 'Split it by project');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('2 timesheets rejected')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ path: '/api/v1/timesheets/weeks/status', body: { userId: 3, week: '2026-W47', status: 'REJECTED', reason: 'Split it by project' } });
});

test('says when the team has nothing to show', async () => {
  state.team = [{ id: 3, name: 'Eve Employee' }];
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=team', user: testUsers.manager });
  expect(await screen.findByText('No one in your team has submitted timesheets.')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
});

test("shows the API's refusal of a review", async () => {
  managerWithTeam();
  const user = userEvent.setup({ delay: null });
  server.use(
    http.patch('/api/v1/timesheets/weeks/status', () =>
      HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'You can only approve or reject the timesheets of people who report to you.' }, { status: 403 }),
    ),
  );
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=team', user: testUsers.manager });
  await screen.findByText('Apollo');
  await user.click(within(rowOf('Apollo')).getByRole('button', { name: 'Approve week 2026-W47 of Eve Employee' }));
  expect(await screen.findByText('Approval failed')).toBeInTheDocument();
  expect(screen.getByText('You can only approve or reject the timesheets of people who report to you.')).toBeInTheDocument();
});
