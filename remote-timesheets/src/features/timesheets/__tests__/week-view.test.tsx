import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createWeekServer, weekOf } from './week-server';

jest.setTimeout(120_000);

const { server, weekLoads, reset, state } = createWeekServer();
serveDuringTests(server, reset);

const WEEK_URL = '/timesheets?view=week&week=2026-W48';
const cell = (day: string, project = 'Apollo') => screen.getByRole('textbox', { name: `Hours for ${project} on ${day}` });

test('the list stays the default; Week switches the view and puts it and the week in the URL', async () => {
  const user = userEvent.setup({ delay: null });
  const { url } = renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Week' }));
  await waitFor(() => expect(url()).toMatch(/^\/timesheets\?view=week&week=\d{4}-W\d{2}$/));
  await user.click(screen.getByRole('button', { name: 'List' }));
  await waitFor(() => expect(url()).toBe('/timesheets'));
});

test('a week link opens that week: days with dates, holidays, rows, totals against the expected hours', async () => {
  renderWithPortal(<TimesheetsPage />, { route: WEEK_URL, user: testUsers.employee });
  expect(await screen.findByRole('table', { name: 'Hours for the week 23 Nov – 29 Nov 2026' })).toBeInTheDocument();
  expect(weekLoads()).toEqual(['2026-W48']);
  expect(screen.getByText('23 Nov – 29 Nov 2026')).toBeInTheDocument();
  const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headings).toEqual(['Project and description', 'Mon 23 Nov', 'Tue 24 Nov', 'Wed 25 Nov', 'Thu 26 NovThanksgiving', 'Fri 27 Nov', 'Sat 28 Nov', 'Sun 29 Nov', 'Total']);
  expect(cell('Mon 23 Nov')).toHaveValue('7.5');
  expect(cell('Tue 24 Nov')).toHaveValue('8');
  expect(screen.getByRole('textbox', { name: 'Description for Apollo' })).toHaveValue('Sprint work');
  const row = screen.getByRole('rowheader', { name: /Apollo/ }).closest('tr') as HTMLElement;
  expect(within(row).getByText('19.5')).toBeInTheDocument();
  const footer = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
  expect(within(footer).getAllByRole('cell').map((td) => td.textContent)).toEqual(['7.5', '8', '4', '0', '0', '0', '0', '19.5 of 32 h']);
});

test("a day's time off says its kind, and on a half day which half is off; the expected hours are the API's", async () => {
  state.weeks['2026-W48'] = weekOf({
    expectedHours: 22,
    holidays: [],
    timeOff: [
      { startDate: '2026-11-20', endDate: '2026-11-23', kind: 'VACATION', halfDayStart: false, halfDayEnd: true },
      { startDate: '2026-11-25', endDate: '2026-11-25', kind: 'SICK', halfDayStart: true, halfDayEnd: false },
      // An API before half days sends none: a whole day.
      { startDate: '2026-11-27', endDate: '2026-11-27', kind: 'OTHER' },
    ],
  });
  renderWithPortal(<TimesheetsPage />, { route: WEEK_URL, user: testUsers.employee });
  await screen.findByRole('table');
  const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headings.slice(1, 6)).toEqual(['Mon 23 NovVacation (morning off)', 'Tue 24 Nov', 'Wed 25 NovSick leave (afternoon off)', 'Thu 26 Nov', 'Fri 27 NovTime off']);
  const footer = screen.getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
  expect(within(footer).getAllByRole('cell').at(-1)).toHaveTextContent('19.5 of 22 h');
});

test('approved cells are read-only and marked, rejected ones carry the reason, future days are disabled', async () => {
  renderWithPortal(<TimesheetsPage />, { route: WEEK_URL, user: testUsers.employee });
  await screen.findByRole('table');
  expect(cell('Mon 23 Nov')).toHaveAttribute('readonly');
  expect(cell('Mon 23 Nov')).toHaveAttribute('aria-readonly', 'true');
  expect(cell('Mon 23 Nov')).toHaveAccessibleDescription('Approved: read-only');
  expect(cell('Wed 25 Nov')).toHaveAccessibleDescription('Rejected: Wrong project');
  expect(cell('Wed 25 Nov')).not.toHaveAttribute('readonly');
  expect(cell('Thu 26 Nov')).toBeEnabled();
  for (const day of ['Fri 27 Nov', 'Sat 28 Nov', 'Sun 29 Nov']) expect(cell(day)).toBeDisabled();
});
