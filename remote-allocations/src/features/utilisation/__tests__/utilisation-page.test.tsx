import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import UtilisationPage from '../components/utilisation-page';
import { createUtilisationServer } from './utilisation-server';

// The chart draws on a canvas, which jsdom lacks: its lazy module is replaced by what it was given.
jest.mock('../components/capacity-chart-plot', () => ({
  __esModule: true,
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, reportRequests, reset } = createUtilisationServer();
serveDuringTests(server, reset);

const renderPage = (user: 'admin' | 'manager' = 'admin', route = '/utilisation') =>
  renderWithPortal(<UtilisationPage />, { route, user: testUsers[user] as never });

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1);
const bandOf = (cell: HTMLElement) => cell.querySelector('[data-band]')?.getAttribute('data-band');
const lastQuery = () => reportRequests().at(-1)?.query;

test('shows people × weeks and a total, each cell coloured and marked by its utilisation', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { name: 'Utilisation' })).toBeInTheDocument();
  const carla = cellsOf(await rowOf('Carla Xu'));
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers).toEqual(['Name', 'W47 · 16 Nov', 'W48 · 23 Nov', 'Total']);
  expect(carla.map((cell) => cell.textContent)).toEqual([
    expect.stringMatching(/^43\.8% ▼ \(Under-used: below 60% of capacity\)$/),
    expect.stringMatching(/^120% ▲ \(Over-booked: above 100% of capacity\)$/),
    '98.2%',
  ]);
  expect(carla.map(bandOf)).toEqual(['under', 'over', 'normal']);
  const dmitri = cellsOf(await rowOf('Dmitri Wolfe'));
  expect(dmitri.map((cell) => cell.textContent)).toEqual(['80%', '—', '80%']);
  expect(dmitri.map(bandOf)).toEqual(['normal', 'none', 'normal']);
  expect(screen.getByText('Human Resources')).toBeInTheDocument();
  expect(screen.getByText('Showing 1-2 of 2 people')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent('Over-booked: above 100% of capacity');
});

test('a cell’s tooltip opens on keyboard focus and shows every figure', async () => {
  await renderPage();
  const cell = cellsOf(await rowOf('Carla Xu'))[0]!.querySelector('[data-band]') as HTMLElement;
  act(() => cell.focus());
  fireEvent.focus(cell);
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Carla Xu · W47 · 16 Nov');
  for (const text of ['Capacity16 h', 'Planned16 h', 'Submitted3 h', 'Approved4 h', 'Rejected2 h', 'Logged7 h', 'Utilisation43.8%', 'Plan100%', 'Plan accuracy43.8%']) {
    expect(tooltip).toHaveTextContent(text);
  }
});

test('an ADMIN’s person cell links to All Timesheets for that person and week', async () => {
  const { url } = await renderPage('admin');
  const link = within(cellsOf(await rowOf('Carla Xu'))[1]!).getByRole('link');
  expect(link).toHaveAttribute('href', '/timesheets?search=Carla+Xu&startDate=2026-11-23&endDate=2026-11-29');
  await setupUser().click(link);
  const landed = new URL(url(), 'http://portal');
  expect(landed.pathname).toBe('/timesheets');
  expect(Object.fromEntries(landed.searchParams)).toEqual({ search: 'Carla Xu', startDate: '2026-11-23', endDate: '2026-11-29' });
});

test('a MANAGER’s cells are no links (managers have no All Timesheets), but focusable', async () => {
  await renderPage('manager');
  const row = await rowOf('Carla Xu');
  expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  expect(cellsOf(row)[0]!.querySelector('[data-band]')).toHaveAttribute('tabindex', '0');
});

test('project rows are coloured by plan accuracy and are no links', async () => {
  await renderPage('admin', '/utilisation?groupBy=project');
  const apollo = cellsOf(await rowOf('Apollo'));
  expect(apollo.map((cell) => cell.textContent)).toEqual([
    expect.stringMatching(/^43\.8% ▼/),
    expect.stringMatching(/^110% ▲ \(Over-booked: above 100% of plan\)$/),
    '69.2%',
  ]);
  expect(within(apollo[0]!.closest('tr')!).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent('Cells: logged ÷ planned');
  expect(lastQuery()?.get('groupBy')).toBe('project');
});

test('reads grouping, period, range, search, sort and page from the URL and asks the API for them', async () => {
  await renderPage('admin', '/utilisation?groupBy=department&period=month&from=2026-09-01&to=2026-11-30&search=eng&orderBy=logged&order=desc&page=2');
  await waitFor(() => expect(reportRequests().length).toBeGreaterThan(0));
  expect(Object.fromEntries(lastQuery()!)).toEqual({
    groupBy: 'department', period: 'month', from: '2026-09-01', to: '2026-11-30', searchInput: 'eng', orderBy: 'logged', order: 'desc', limit: '20', offset: '1',
  });
});

test('changing the grouping, sorting by the Total header and searching go to the URL', async () => {
  const user = setupUser();
  const { url } = await renderPage();
  await rowOf('Carla Xu');
  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  await waitFor(() => expect(lastQuery()?.get('orderBy')).toBe('utilisation'));
  expect(url()).toBe('/utilisation?orderBy=utilisation&order=asc');
  await user.type(screen.getByRole('textbox', { name: 'Search people or departments' }), 'carla');
  await waitFor(() => expect(lastQuery()?.get('searchInput')).toBe('carla'), { timeout: 3000 });
  await user.click(screen.getByRole('combobox', { name: 'Group by' }));
  await user.click(await screen.findByTitle('Department'));
  await waitFor(() => expect(lastQuery()?.get('groupBy')).toBe('department'));
  expect(lastQuery()?.get('orderBy')).toBe('utilisation');
  expect(url()).toBe('/utilisation?orderBy=utilisation&order=asc&search=carla&groupBy=department');
});

test('an empty range says so, with no chart', async () => {
  server.use(http.get('/api/v1/reports/utilisation', () => HttpResponse.json({ periods: [{ start: '2026-11-23', end: '2026-11-29' }], data: [], total: 0 })));
  await renderPage();
  expect(await screen.findByText('No hours in this range')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Chart/ })).not.toBeInTheDocument();
});

test('a failed load offers Retry instead of an empty heatmap', async () => {
  let fail = true;
  server.use(
    http.get('/api/v1/reports/utilisation', () =>
      fail ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' }, { status: 500 }) : undefined,
    ),
  );
  const user = setupUser();
  await renderPage('admin', '/utilisation?period=month');
  expect(await screen.findByText('Failed to fetch utilisation')).toBeInTheDocument();
  expect(screen.queryByText('No hours in this range')).not.toBeInTheDocument();
  fail = false;
  await user.click(screen.getByText('Retry'));
  expect(await screen.findAllByText('Carla Xu')).not.toHaveLength(0);
});

test('the chart sums the page’s rows per period, and says so', async () => {
  await renderPage();
  const chart = await screen.findByRole('img', { name: /^Chart:/ });
  expect(chart).toHaveAccessibleName('Chart: Capacity 96 h, planned 88 h, logged 87 h');
  expect(screen.getByText(/^Sums of all 2 people: Capacity 96 h, planned 88 h, logged 87 h\.$/)).toBeInTheDocument();
});

test('a second tab holds the missing timesheets; each tab keeps its own settings in the URL', async () => {
  server.use(http.get('/api/v1/reports/missing-timesheets', () => HttpResponse.json({ from: '2026-10-26', to: '2026-11-22', data: [], total: 0 })));
  const user = setupUser();
  const { url } = await renderPage('manager', '/utilisation?groupBy=department');
  await user.click(screen.getByRole('tab', { name: 'Missing timesheets' }));
  expect(await screen.findByText('Everyone has logged their hours.')).toBeInTheDocument();
  expect(url()).toBe('/utilisation?tab=missing');
  expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('columnheader', { name: /^Missing/ }));
  await waitFor(() => expect(url()).toBe('/utilisation?tab=missing&orderBy=missing&order=asc'));

  await user.click(screen.getByRole('tab', { name: 'Utilisation' }));
  await waitFor(() => expect(url()).toBe('/utilisation?groupBy=department'));
  await user.click(screen.getByRole('tab', { name: 'Missing timesheets' }));
  await waitFor(() => expect(url()).toBe('/utilisation?tab=missing&orderBy=missing&order=asc'));
});
