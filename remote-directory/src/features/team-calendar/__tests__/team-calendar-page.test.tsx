import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import type { TeamCalendar } from '@portal/shared-contracts';
import TeamCalendarPage from '../components/team-calendar-page';

jest.setTimeout(60_000);

/** December 2026 of Max's team: Carla's approved half day and pending days, Christmas a holiday. */
const DECEMBER: TeamCalendar = {
  month: '2026-12',
  holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  data: [
    { id: 2, name: 'Max Manager', departmentName: 'Engineering', days: [] },
    {
      id: 5, name: 'Carla Xu', departmentName: 'Engineering',
      days: [
        { date: '2026-12-01', status: 'APPROVED', half: true, leaveType: 'VACATION' },
        { date: '2026-12-14', status: 'PENDING', half: false, leaveType: 'VACATION' },
        { date: '2026-12-15', status: 'PENDING', half: false, leaveType: null },
      ],
    },
  ],
  total: 2,
};

const requests: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/v1/users/dropdown', () => HttpResponse.json([{ id: 5, name: 'Carla Xu' }])),
  http.get('/api/v1/team-calendar', ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const month = query.get('month') ?? '';
    return HttpResponse.json(month === DECEMBER.month ? DECEMBER : { ...DECEMBER, month, holidays: [], data: DECEMBER.data.map((p) => ({ ...p, days: [] })) });
  }),
);
serveDuringTests(server, () => {
  requests.length = 0;
});

test("a manager sees their team's month: approved and pending days and the holiday, each said in words", async () => {
  renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar?month=2026-12', user: testUsers.manager });
  expect(screen.getByRole('heading', { name: 'Team calendar' })).toBeInTheDocument();
  const carla = (await screen.findByText('Carla Xu', { selector: 'td div' })).closest('tr') as HTMLElement;
  expect(within(carla).getByText('Carla Xu, Tuesday 1 December: Approved vacation, half day')).toBeInTheDocument();
  expect(within(carla).getByText('Carla Xu, Monday 14 December: Pending vacation')).toBeInTheDocument();
  expect(within(carla).getByText('Carla Xu, Tuesday 15 December: Pending away')).toBeInTheDocument();
  expect(within(carla).getByText('Carla Xu, Friday 25 December: public holiday, Christmas Day')).toBeInTheDocument();
  expect(within(carla).getByText('Carla Xu, Saturday 26 December: weekend')).toBeInTheDocument();
  expect(screen.getByText('December 2026')).toBeInTheDocument();
  for (const meaning of ['Approved leave', 'Pending request', 'Half day', 'Public holiday', 'Weekend']) expect(screen.getByText(meaning)).toBeInTheDocument();
  expect(Object.fromEntries(requests[0] ?? [])).toEqual({ month: '2026-12', scope: 'team', limit: '20', offset: '0' });
});

test('the month switcher and Page Down move months, kept in the URL', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar?month=2026-12', user: testUsers.manager });
  await screen.findByText('Carla Xu, Tuesday 1 December: Approved vacation, half day');
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await screen.findByText('January 2027');
  expect(url()).toContain('month=2027-01');
  await waitFor(() => expect(requests.at(-1)?.get('month')).toBe('2027-01'));
  fireEvent.keyDown(screen.getByRole('region', { name: /Page Up and Page Down/ }), { key: 'PageUp' });
  await screen.findByText('December 2026');
  expect(url()).toContain('month=2026-12');
});

test('an admin may choose everyone or a department; the filters are kept in the URL', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar?month=2026-12', user: testUsers.admin });
  await screen.findByText('Carla Xu', { selector: 'td div' });
  await user.click(screen.getByRole('combobox', { name: 'Whose calendar' }));
  expect(await screen.findByTitle('Everyone')).toBeInTheDocument();
  await user.click(screen.getByTitle('A department'));
  await user.click(await screen.findByRole('combobox', { name: 'Department' }));
  await user.click(await screen.findByTitle('Sales'));
  await waitFor(() => expect(requests.at(-1)?.get('departmentId')).toBe('2'));
  expect(requests.at(-1)?.get('scope')).toBe('department');
  expect(url()).toContain('scope=department');
  expect(url()).toContain('departmentId=2');
  await user.click(screen.getByRole('combobox', { name: 'Filter by person' }));
  await user.click(await screen.findByTitle('Carla Xu'));
  await waitFor(() => expect(requests.at(-1)?.get('userId')).toBe('5'));
  expect(url()).toContain('userId=5');
});

test('a manager asking for ?scope=all sees his team, as an unknown scope would, and is not offered everyone', async () => {
  const user = userEvent.setup();
  renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar?month=2026-12&scope=all', user: testUsers.manager });
  await screen.findByText('Carla Xu', { selector: 'td div' });
  expect(requests.map((query) => query.get('scope'))).toEqual(['team']);
  expect(screen.getByRole('combobox', { name: 'Whose calendar' }).closest('.ant-select')).toHaveTextContent('My team');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Whose calendar' }));
  expect(await screen.findByTitle('A department')).toBeInTheDocument();
  expect(screen.queryByTitle('Everyone')).not.toBeInTheDocument();
});

const todayWords = () => `Today, ${dayjs().format('dddd D MMMM')}`;

test("this month's grid marks today's column, its header saying so", async () => {
  renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar', user: testUsers.manager });
  await screen.findByText('Carla Xu', { selector: 'td div' });
  const today = screen.getByRole('columnheader', { name: todayWords() });
  expect(today).toHaveStyle({ color: '#fff' });
  expect(screen.getAllByRole('columnheader', { name: /^Today/ })).toHaveLength(1);
});

test("a phone's list of days always has today, said as such", async () => {
  const desktopMatchMedia = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: !/min-width/.test(query), media: query });
  server.use(http.get('/api/v1/team-calendar', () => HttpResponse.json({ ...DECEMBER, month: dayjs().format('YYYY-MM'), holidays: [], data: [] })));
  try {
    renderWithPortal(<TeamCalendarPage />, { route: '/team-calendar', user: testUsers.manager });
    expect(await screen.findByRole('heading', { name: todayWords() })).toBeInTheDocument();
    expect(screen.getByText('Nobody is away today.')).toBeInTheDocument();
  } finally {
    window.matchMedia = desktopMatchMedia;
  }
});
