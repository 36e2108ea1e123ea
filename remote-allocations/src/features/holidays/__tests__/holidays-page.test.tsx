import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import HolidaysPage from '../components/holidays-page';
import { createHolidayServer } from './holiday-server';
jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, requests, writes, reset } = createHolidayServer();
serveDuringTests(server, reset);

const renderPage = (user: 'admin' | 'manager' = 'admin', route = '/holidays?year=2026') =>
  renderWithPortal(<HolidaysPage />, { route, user: testUsers[user] as never });

const rowTexts = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);

test('lists the year from the URL by date, with the weekday', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { name: 'Public Holidays' })).toBeInTheDocument();
  expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
  expect(rowTexts()).toEqual([expect.stringContaining("01-01-2026Thursday"), expect.stringContaining('12-25-2026Friday')]);
  const list = requests.find((r) => r.path === '/api/v1/holidays');
  expect(list?.query.get('from')).toBe('2026-01-01');
  expect(list?.query.get('to')).toBe('2026-12-31');
});

test('this year by default; previous and next year change the URL and the list', async () => {
  const user = setupUser();
  const thisYear = new Date().getFullYear();
  const { url } = await renderPage('admin', '/holidays');
  await waitFor(() => expect(requests.some((r) => r.query.get('from') === `${thisYear}-01-01`)).toBe(true));

  await user.click(screen.getByRole('button', { name: 'Next year' }));
  await waitFor(() => expect(url()).toBe(`/holidays?year=${thisYear + 1}`));
  await user.click(screen.getByRole('button', { name: 'Previous year' }));
  await user.click(screen.getByRole('button', { name: 'Previous year' }));
  await waitFor(() => expect(url()).toBe(`/holidays?year=${thisYear - 1}`));
  await waitFor(() => expect(requests.some((r) => r.query.get('from') === `${thisYear - 1}-01-01`)).toBe(true));
});

test('an empty year says so', async () => {
  await renderPage('admin', '/holidays?year=2031');
  expect(await screen.findByText('No public holidays in 2031.')).toBeInTheDocument();
});

test('a failed load shows Retry instead of an empty list', async () => {
  let fail = true;
  server.use(
    http.get('/api/v1/holidays', () =>
      fail ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 }) : undefined,
    ),
  );
  const user = setupUser();
  await renderPage();
  expect(await screen.findByText('Failed to fetch public holidays')).toBeInTheDocument();
  expect(screen.queryByText('No public holidays in 2026.')).not.toBeInTheDocument();
  fail = false;
  await user.click(screen.getByText('Retry'));
  expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
});

test('a MANAGER reads the list without Add, Import or Delete', async () => {
  await renderPage('manager');
  expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add Holiday/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Import CSV/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
});

test('an ADMIN adds a holiday; the form checks its fields first', async () => {
  const user = setupUser();
  await renderPage();
  await screen.findByText('Christmas Day');
  await user.click(screen.getByRole('button', { name: /Add Holiday/ }));
  const dialog = await findDialog('Add Holiday');
  await user.click(within(dialog).getByText('Save'));
  expect(await within(dialog).findByText('Date is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Date'), '12-26-2026{Tab}');
  await user.type(within(dialog).getByLabelText('Name'), '  Boxing Day ');
  await user.click(within(dialog).getByText('Save'));
  expect(await screen.findByText('Holiday added')).toBeInTheDocument();
  expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/api/v1/holidays', { date: '2026-12-26', name: 'Boxing Day' }]]);
  expect(await screen.findByText('Boxing Day')).toBeInTheDocument();
});

test('a date already on the list is said on the Date field and the dialog keeps the input', async () => {
  const user = setupUser();
  await renderPage();
  await screen.findByText('Christmas Day');
  await user.click(screen.getByRole('button', { name: /Add Holiday/ }));
  const dialog = await findDialog('Add Holiday');
  await user.type(within(dialog).getByLabelText('Date'), '12-25-2026{Tab}');
  await user.type(within(dialog).getByLabelText('Name'), 'Xmas');
  await user.click(within(dialog).getByText('Save'));
  const date = within(dialog).getByLabelText('Date');
  await waitFor(() => expect(date).toHaveAccessibleDescription('A holiday on this date already exists.'));
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Xmas');
});

test('an ADMIN deletes a holiday after confirming', async () => {
  const user = setupUser();
  await renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Christmas Day' }));
  const dialog = await findDialog('Delete Holiday');
  expect(within(dialog).getByText('Delete Christmas Day on 12-25-2026? The day counts as a working day again.')).toBeInTheDocument();
  await user.click(within(dialog).getByText('Cancel'));
  expect(writes()).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Christmas Day' }));
  await user.click(within(await findDialog('Delete Holiday')).getByText('Delete'));
  expect(await screen.findByText('Holiday deleted')).toBeInTheDocument();
  expect(writes().map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/v1/holidays/1']]);
  await waitFor(() => expect(screen.queryByText('Christmas Day')).not.toBeInTheDocument());
});
