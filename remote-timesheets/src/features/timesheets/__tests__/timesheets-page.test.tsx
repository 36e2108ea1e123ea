import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createTimesheetServer, entry } from './timesheet-server';

// antd tables are slow under jsdom, more so on a busy machine.
jest.setTimeout(120_000);

const { server, lists, reset } = createTimesheetServer();
serveDuringTests(server, reset);

/** The filter bar's Clear (the search box and the date pickers have clear icons of that name). */
const clearButton = () =>
  screen.getAllByRole('button', { name: 'Clear' }).find((b) => b.textContent === 'Clear') as HTMLElement;
const lastQuery = () => Object.fromEntries(lists().at(-1)?.query ?? []);

test('My Timesheet lists the user’s own entries sorted by project name', async () => {
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(screen.getByRole('heading', { name: 'Timesheets' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add Timesheet/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('tab', { name: 'Timesheets' })).not.toBeInTheDocument();
  expect(await screen.findAllByText('Loading timesheets...')).toHaveLength(1);
  // Their hours this week and last against what is expected of them, above the list.
  expect(await screen.findByText('12 h of 40 h')).toBeInTheDocument();
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(screen.getByText('Submitted')).toBeInTheDocument();
  expect(screen.getByText('11-20-2026')).toBeInTheDocument();
  expect(screen.getByText('1 timesheets')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-1 of 1 timesheets')).toBeInTheDocument();
  expect(lists()[0]?.path).toBe('/api/v1/timesheets/my');
  expect(lastQuery()).toEqual({ limit: '10', offset: '0', order: 'asc', orderBy: 'projectName' });
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
});

test('an admin starts on all timesheets, sorted by first name, with Export; My Timesheet is one click away', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.admin });
  expect(screen.getByRole('tab', { name: 'Timesheets' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByText('Apollo');
  expect(lists()[0]?.path).toBe('/api/v1/timesheets');
  expect(lastQuery()).toMatchObject({ orderBy: 'firstName', order: 'asc' });
  expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'My Timesheet' }));
  await waitFor(() => expect(lists().at(-1)?.path).toBe('/api/v1/timesheets/my'));
});

test('the open tab is in the URL, so a link or a reload opens the same tab; only admins have the all tab', async () => {
  const user = userEvent.setup({ delay: null });
  const admin = renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=my&orderBy=date&order=desc', user: testUsers.admin });
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByText('Apollo');
  expect(lists()[0]?.path).toBe('/api/v1/timesheets/my');
  expect(lastQuery()).toMatchObject({ orderBy: 'date', order: 'desc' });
  // Another tab starts from its own defaults.
  await user.click(screen.getByRole('tab', { name: 'Timesheets' }));
  await waitFor(() => expect(admin.url()).toBe('/timesheets'));
  await waitFor(() => expect(lists().at(-1)?.path).toBe('/api/v1/timesheets'));
  expect(lastQuery()).toMatchObject({ orderBy: 'firstName', order: 'asc' });
  admin.unmount();

  const before = lists().length;
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=all', user: testUsers.employee });
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByText('Apollo');
  expect(lists().slice(before).map((list) => list.path)).toEqual(['/api/v1/timesheets/my']);
});

test('a manager sees only My Timesheet', async () => {
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.manager });
  await screen.findByText('Apollo');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Timesheet']);
});

test('statuses show as coloured badges, a rejection with its reason, and approved entries are locked', async () => {
  reset([
    entry({ id: 1, status: 'APPROVED', projectName: 'Apollo' }),
    entry({ id: 2, status: 'REJECTED', projectName: 'Borealis', rejectionReason: 'Wrong project' }),
  ]);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  const approvedRow = (await screen.findByText('Apollo')).closest('tr') as HTMLElement;
  expect(within(approvedRow).getByText('Approved')).toHaveClass('ant-tag-green');
  expect(within(approvedRow).getByRole('button', { name: 'Edit' })).toBeDisabled();
  expect(within(approvedRow).getByRole('button', { name: 'Delete' })).toBeDisabled();
  const rejectedRow = screen.getByText('Borealis').closest('tr') as HTMLElement;
  expect(within(rejectedRow).getByText('Rejected')).toHaveClass('ant-tag-red');
  expect(within(rejectedRow).getByText('Reason: Wrong project')).toBeInTheDocument();
  expect(within(rejectedRow).getByRole('button', { name: 'Edit' })).toBeEnabled();
});

test('clicking the active column toggles the order, another column starts ascending, and the page stays', async () => {
  const user = userEvent.setup({ delay: null });
  reset(Array.from({ length: 23 }, (_, i) => entry({ id: i + 1, projectName: `Project ${i + 1}` })), 1);
  const { url } = renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Showing 1-10 of 23 timesheets');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await screen.findByText('Showing 11-20 of 23 timesheets');
  expect(lastQuery()).toMatchObject({ offset: '1' });
  await user.click(screen.getByRole('columnheader', { name: /Project Name/ }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ orderBy: 'projectName', order: 'desc', offset: '1' }));
  await user.click(screen.getByRole('columnheader', { name: /Hours/ }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ orderBy: 'hours', order: 'asc', offset: '1' }));
  await user.click(screen.getByRole('columnheader', { name: /Hours/ }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ orderBy: 'hours', order: 'desc' }));
  // Back to ascending, never unsorted; that page is still cached, so the URL and the header tell, not a request.
  await user.click(screen.getByRole('columnheader', { name: /Hours/ }));
  await waitFor(() => expect(url()).toBe('/timesheets?page=2&orderBy=hours&order=asc'));
  expect(screen.getByRole('columnheader', { name: /Hours/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByText('Showing 11-20 of 23 timesheets')).toBeInTheDocument();
});

test('the footer pages through with first/previous/next/last and a page-size selector', async () => {
  const user = userEvent.setup({ delay: null });
  reset(Array.from({ length: 23 }, (_, i) => entry({ id: i + 1, projectName: `Project ${i + 1}` })), 1);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Showing 1-10 of 23 timesheets');
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await screen.findByText('Showing 21-23 of 23 timesheets');
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(lastQuery()).toMatchObject({ offset: '2', limit: '10' });
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await screen.findByText('Page 2 of 3');
  await user.click(screen.getByRole('button', { name: 'First page' }));
  await screen.findByText('Showing 1-10 of 23 timesheets');
  await user.click(screen.getByRole('button', { name: 'Last page' }));
  await screen.findByText('Page 3 of 3');
  await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
  await user.click(await screen.findByTitle('25 / page'));
  await screen.findByText('Showing 1-23 of 23 timesheets');
  expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ offset: '0', limit: '25' });
});

test('filters wait for Apply, which returns to page 1; Clear appears only once a filter is set', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  await screen.findByText('Apollo');
  expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  await user.type(screen.getByPlaceholderText('Search timesheets...'), 'holiday');
  expect(clearButton()).toBeInTheDocument();
  const before = lists().length;
  await user.type(screen.getByLabelText('Start Date'), '11-01-2026{Enter}');
  await user.keyboard('{Escape}');
  expect(lists()).toHaveLength(before);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ searchInput: 'holiday', startDate: '2026-11-01', offset: '0' }));
  expect(await screen.findByText('No timesheets found. Try adjusting your search or add a new timesheet.')).toBeInTheDocument();
  await user.click(clearButton());
  expect(await screen.findByText('Apollo')).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Search timesheets...')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
});

test('an empty result says so', async () => {
  reset([]);
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(await screen.findByText('No timesheets found. Try adjusting your search or add a new timesheet.')).toBeInTheDocument();
  expect(screen.getByText('Showing 0 of 0 timesheets')).toBeInTheDocument();
  expect(screen.getByText('0 timesheets')).toBeInTheDocument();
});

test('a failed load is shown, not passed off as an empty list', async () => {
  server.use(http.get('/api/v1/timesheets/my', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(await screen.findByText('Failed to fetch timesheets')).toBeInTheDocument();
});
