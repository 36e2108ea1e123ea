import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import { MissingTimesheetsPanel } from '..';
import { createMissingTimesheetsServer } from './missing-timesheets-server';
jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, lists, posts, clearRequests } = createMissingTimesheetsServer();
serveDuringTests(server, clearRequests);

const renderPanel = (user: 'admin' | 'manager' = 'manager') => renderWithPortal(<MissingTimesheetsPanel />, { route: '/utilisation', user: testUsers[user] as never });
const rowTexts = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);
const fail = () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 });

test('lists each person-week short of hours: department, week, expected, logged, missing and the last reminder', async () => {
  await renderPanel();
  expect(screen.getByRole('heading', { name: 'Missing timesheets' })).toBeInTheDocument();
  expect(await screen.findByText('Carla Xu')).toBeInTheDocument();
  expect(rowTexts()).toEqual([
    expect.stringMatching(/Carla Xu.*Human Resources.*Week of 11-16-2026.*40 h.*32.5 h.*7.5 h.*Never/),
    expect.stringMatching(/Dmitri Wolfe.*—.*Week of 11-09-2026.*32 h.*0 h.*32 h.*11-17-2026/),
  ]);
  const [first] = lists();
  expect(Object.fromEntries(first!.query)).toEqual({ limit: '10', offset: '0', order: 'desc', orderBy: 'weekStart' });
  expect(screen.getByRole('button', { name: /Send reminders/ })).toBeDisabled();
});

test('says so when everyone has logged their hours', async () => {
  server.use(http.get('/api/v1/reports/missing-timesheets', () => HttpResponse.json({ from: '2026-10-26', to: '2026-11-22', data: [], total: 0 })));
  await renderPanel('admin');
  expect(await screen.findByText('Everyone has logged their hours.')).toBeInTheDocument();
});

test('a failed load shows Retry instead of an empty list', async () => {
  let failing = true;
  server.use(http.get('/api/v1/reports/missing-timesheets', () => (failing ? fail() : undefined)));
  const user = setupUser();
  await renderPanel();
  expect(await screen.findByText('Failed to fetch missing timesheets')).toBeInTheDocument();
  expect(screen.queryByText('Everyone has logged their hours.')).not.toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Carla Xu')).toBeInTheDocument();
});

test('sorts by a column and searches through the API', async () => {
  const user = setupUser();
  await renderPanel();
  await screen.findByText('Carla Xu');
  await user.click(screen.getByRole('columnheader', { name: /^Missing/ }));
  await waitFor(() => expect(lists().at(-1)?.query.get('orderBy')).toBe('missing'));
  expect(lists().at(-1)?.query.get('order')).toBe('asc');
  await user.type(screen.getByPlaceholderText('Search people or departments...'), 'carla');
  await waitFor(() => expect(lists().at(-1)?.query.get('searchInput')).toBe('carla'), { timeout: 3000 });
});

test('sends reminders to the chosen people after confirming, one request per week, and shows who was skipped', async () => {
  const user = setupUser();
  await renderPanel();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Carla Xu, week of 11-16-2026' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Dmitri Wolfe, week of 11-09-2026' }));
  await user.click(screen.getByRole('button', { name: 'Send reminders (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Send a reminder to 2 people?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(posts()).toHaveLength(0);

  const listsBefore = lists().length;
  await user.click(screen.getByRole('button', { name: 'Send reminders (2)' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send reminders' }));
  expect(await screen.findByText('1 reminder sent, 1 skipped.')).toBeInTheDocument();
  expect(screen.getByText('Dmitri Wolfe (Week of 11-09-2026): their hours are logged now')).toBeInTheDocument();
  expect(posts().map((r) => r.body)).toEqual([
    { weekStart: '2026-11-16', userIds: [3] },
    { weekStart: '2026-11-09', userIds: [4] },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Send reminders' })).toBeDisabled();
  await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore), { timeout: 3000 });
});

test('a week whose reminders could not be sent says so', async () => {
  server.use(http.post('/api/v1/reports/missing-timesheets/reminders', fail));
  const user = setupUser();
  await renderPanel();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Carla Xu, week of 11-16-2026' }));
  await user.click(screen.getByRole('button', { name: 'Send reminders (1)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Send a reminder to 1 person?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
  expect(await screen.findByText('0 reminders sent.')).toBeInTheDocument();
  expect(screen.getByText('Week of 11-16-2026: the reminders could not be sent. Please try again.')).toBeInTheDocument();
});
