import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createWeekServer, weekOf } from './week-server';

jest.setTimeout(120_000);

const { server, saves, reset, state } = createWeekServer();
const desktopMatchMedia = window.matchMedia;

/** antd reads its breakpoints from matchMedia: answer min-/max-width queries as a screen `width` px wide would (a phone by default). */
function mockPhoneViewport(width = 390) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...desktopMatchMedia(query), matches, media: query };
  };
}

serveDuringTests(server, reset);
beforeEach(() => mockPhoneViewport());
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

const hours = (day: string, project = 'Apollo') => screen.getByRole('textbox', { name: `Hours for ${project} on ${day}` });
const heading = () => screen.getByRole('heading', { level: 3 });

async function openDayView() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithPortal(<TimesheetsPage />, { route: '/timesheets?view=week&week=2026-W48', user: testUsers.employee });
  await screen.findByRole('group', { name: 'Days of the week' });
  return { user, ...view };
}

test('on a phone the switch offers Day in place of Week, with the same URL', async () => {
  const user = userEvent.setup({ delay: null });
  const { url } = renderWithPortal(<TimesheetsPage />, { route: '/timesheets', user: testUsers.employee });
  expect(screen.queryByRole('button', { name: 'Week' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Day' }));
  await waitFor(() => expect(url()).toMatch(/^\/timesheets\?view=week&week=\d{4}-W\d{2}$/));

  await user.click(screen.getByRole('button', { name: 'List' }));
  await waitFor(() => expect(url()).toBe('/timesheets'));
});

test('a tablet (768 px) gets the day view too: the grid would scroll sideways there', async () => {
  mockPhoneViewport(800);
  await openDayView();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
});

test('typed hours and the chosen day stay when the viewport grows to desktop size (the grid) and shrinks back', async () => {
  // A media query list per query that announces its changes, as a browser's does when the window is resized.
  let width = 800;
  const listeners = new Map<string, Set<(event: { matches: boolean }) => void>>();
  const matchesAt = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = (query: string) => {
    const list = listeners.get(query) ?? new Set();
    listeners.set(query, list);
    return {
      ...desktopMatchMedia(query),
      media: query,
      get matches() {
        return matchesAt(query);
      },
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => list.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => list.delete(listener),
    } as unknown as MediaQueryList;
  };
  const { user } = await openDayView();
  await user.type(hours('Thu 26 Nov'), '7:30');
  expect(hours('Thu 26 Nov')).toHaveValue('7:30');

  await user.click(screen.getByRole('button', { name: 'Previous day' }));
  expect(heading()).toHaveTextContent('Wednesday 25 November');

  const resizeTo = async (next: number) => {
    width = next;
    await act(async () => {
      for (const [query, list] of listeners) for (const listener of list) listener({ matches: matchesAt(query) });
    });
  };
  await resizeTo(1200);
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(hours('Thu 26 Nov')).toHaveValue('7:30');

  await resizeTo(800);
  await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  expect(heading()).toHaveTextContent('Wednesday 25 November');
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  expect(hours('Thu 26 Nov')).toHaveValue('7:30');
});

test('moving between days keeps typed hours; the strip, the day total and the week total follow them', async () => {
  const { user } = await openDayView();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(heading()).toHaveTextContent('Thursday 26 November');
  expect(screen.getByText('Thanksgiving')).toBeInTheDocument();
  await user.type(hours('Thu 26 Nov'), '7:30');
  await user.click(screen.getByRole('button', { name: 'Previous day' }));
  expect(heading()).toHaveTextContent('Wednesday 25 November');
  await user.clear(hours('Wed 25 Nov'));
  await user.type(hours('Wed 25 Nov'), '2,5');
  const totals = screen.getByRole('group', { name: 'Totals' });
  expect(within(totals).getByText('2.5 h')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  expect(hours('Thu 26 Nov')).toHaveValue('7:30');
  expect(within(totals).getByText('7.5 h')).toBeInTheDocument();
  // 7.5 + 8 on Monday and Tuesday as saved, 2.5 and 7.5 typed.
  expect(within(totals).getByText('25.5 of 32 h')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Wed 25 Nov: 2.5 h' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mon 23 Nov: 7.5 h' }));
  expect(heading()).toHaveTextContent('Monday 23 November');
});

test("the day's time off tag says which half is off on a half day, and the kind alone on a whole day", async () => {
  state.weeks['2026-W48'] = weekOf({ holidays: [], timeOff: [{ startDate: '2026-11-26', endDate: '2026-11-27', kind: 'VACATION', halfDayStart: true, halfDayEnd: false }] });
  const { user } = await openDayView();
  expect(heading()).toHaveTextContent('Thursday 26 November');
  expect(screen.getByText('Vacation (afternoon off)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  expect(heading()).toHaveTextContent('Friday 27 November');
  expect(screen.getByText('Vacation')).toBeInTheDocument();
  expect(screen.queryByText('Vacation (afternoon off)')).not.toBeInTheDocument();
});

test('an approved entry is read-only and says so, a rejected one gives its reason, a future day is disabled', async () => {
  const { user } = await openDayView();
  await user.click(screen.getByRole('button', { name: /^Mon 23 Nov/ }));
  expect(hours('Mon 23 Nov')).toHaveAttribute('readonly');
  expect(hours('Mon 23 Nov')).toHaveAccessibleDescription('Approved: read-only');
  expect(screen.getByText('Approved: read-only')).toBeVisible();
  await user.click(screen.getByRole('button', { name: /^Wed 25 Nov/ }));
  expect(screen.getByText('Rejected: Wrong project')).toBeVisible();
  await user.click(screen.getByRole('button', { name: /^Fri 27 Nov/ }));
  expect(hours('Fri 27 Nov')).toBeDisabled();
});

test('Add entry and Save send the whole week in one request, as the grid does', async () => {
  const { user } = await openDayView();
  await user.click(screen.getByRole('button', { name: /^Tue 24 Nov/ }));
  await user.click(screen.getByRole('button', { name: 'Add entry' }));
  await user.click(screen.getByRole('combobox', { name: 'Project for the new entry' }));
  await user.click(await screen.findByTitle('Borealis'));
  await user.type(screen.getByRole('textbox', { name: 'Description for the new entry' }), 'Support');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(hours('Tue 24 Nov', 'Borealis')).toHaveFocus());
  await user.keyboard('2');
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  await user.click(screen.getByRole('button', { name: 'Next day' }));
  await user.type(hours('Thu 26 Nov'), '5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toEqual({
    version: 'v1',
    rows: [
      {
        projectId: 2,
        description: 'Sprint work',
        cells: {
          '2026-11-23': { id: 11, hours: 7.5 },
          '2026-11-24': { id: 12, hours: 8 },
          '2026-11-25': { id: 13, hours: 4 },
          '2026-11-26': { hours: 5 },
        },
      },
      { projectId: 4, description: 'Support', cells: { '2026-11-24': { hours: 2 } } },
    ],
  });
  expect(await screen.findByText('Week saved')).toBeInTheDocument();
});

test('hours that are no amount are marked on the entry, written out, and nothing is sent', async () => {
  const { user } = await openDayView();
  await user.type(hours('Thu 26 Nov'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(hours('Thu 26 Nov')).toHaveAttribute('aria-invalid', 'true'));
  expect(hours('Thu 26 Nov')).toHaveAccessibleDescription('Enter hours as 7.5, 7,5 or 7:30.');
  expect(saves()).toHaveLength(0);
});
