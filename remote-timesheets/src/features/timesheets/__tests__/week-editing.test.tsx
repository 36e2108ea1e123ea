import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import TimesheetsPage from '../components/timesheets-page';
import { createWeekServer, weekOf } from './week-server';

jest.setTimeout(120_000);

const { server, saves, weekLoads, reset, state } = createWeekServer();
serveDuringTests(server, reset);

const cell = (day: string, project = 'Apollo') => screen.getByRole('textbox', { name: `Hours for ${project} on ${day}` });
/** The cell's own note (an open tooltip adds its popup to aria-describedby after it). */
const noteOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

async function openWeek() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithPortal(<TimesheetsPage />, { route: '/timesheets?view=week&week=2026-W48', user: testUsers.employee });
  await screen.findByRole('table');
  return { user, ...view };
}

test('arrows and Tab move between cells, skipping future days; typing replaces the value', async () => {
  state.weeks['2026-W48'] = weekOf({
    rows: [...weekOf().rows, { projectId: 4, projectName: 'Borealis', description: '', cells: {} }],
  });
  const { user } = await openWeek();
  await user.click(cell('Tue 24 Nov'));
  await user.keyboard('{ArrowLeft}');
  expect(cell('Mon 23 Nov')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(cell('Mon 23 Nov', 'Borealis')).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(cell('Thu 26 Nov')).toHaveFocus();
  // Friday to Sunday are in the future: Right stays, Tab goes on to the next row's Monday.
  await user.keyboard('{ArrowRight}');
  expect(cell('Thu 26 Nov')).toHaveFocus();
  await user.keyboard('{Tab}');
  expect(cell('Mon 23 Nov', 'Borealis')).toHaveFocus();
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(cell('Thu 26 Nov')).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}6');
  expect(cell('Tue 24 Nov')).toHaveValue('6');
});

test('Enter saves the whole week in one request: every row, each cell with an entry or a value, hours parsed', async () => {
  const { user } = await openWeek();
  await user.click(cell('Tue 24 Nov'));
  await user.keyboard('7:30{ArrowRight}{ArrowRight}6,5');
  await user.clear(cell('Wed 25 Nov'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toEqual({
    version: 'v1',
    rows: [
      {
        projectId: 2,
        description: 'Sprint work',
        cells: {
          '2026-11-23': { id: 11, hours: 7.5 },
          '2026-11-24': { id: 12, hours: 7.5 },
          '2026-11-25': { id: 13, hours: null },
          '2026-11-26': { hours: 6.5 },
        },
      },
    ],
  });
  expect(await screen.findByText('Week saved')).toBeInTheDocument();
  // The grid now shows the server's answer, with nothing left unsaved.
  await waitFor(() => expect(cell('Tue 24 Nov')).toHaveValue('8'));
  expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
});

test('Ctrl+S saves too, Esc discards every unsaved change, and a week without changes is not sent', async () => {
  const { user } = await openWeek();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.click(cell('Thu 26 Nov'));
  await user.keyboard('3{Escape}');
  expect(cell('Thu 26 Nov')).toHaveValue('');
  await user.keyboard('{Enter}');
  await user.keyboard('2{Control>}s{/Control}');
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]?.rows[0]?.cells['2026-11-26']).toEqual({ hours: 2 });
});

test('text that is no amount of hours marks its cell and stops the save before sending', async () => {
  const { user } = await openWeek();
  await user.click(cell('Thu 26 Nov'));
  await user.keyboard('abc{Enter}');
  await waitFor(() => expect(cell('Thu 26 Nov')).toHaveAttribute('aria-invalid', 'true'));
  expect(noteOf(cell('Thu 26 Nov'))).toBe('Enter hours as 7.5, 7,5 or 7:30.');
  expect(screen.getByText('Apollo, Thu 26 Nov: Enter hours as 7.5, 7,5 or 7:30.')).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
  await user.keyboard('{Backspace>3/}4');
  expect(cell('Thu 26 Nov')).not.toHaveAttribute('aria-invalid');
});

test('a refused save shows each problem on its cell and in a summary above the grid', async () => {
  server.use(
    http.put('/api/v1/me/timesheets/weeks/:week', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The week was not saved.',
          details: [
            { field: 'rows.0.cells.2026-11-24.hours', message: 'Hours must be between 0.5 and 9.' },
            { field: 'rows.0.description', message: 'Description is required.' },
          ],
        },
        { status: 400 },
      ),
    ),
  );
  const { user } = await openWeek();
  await user.click(cell('Tue 24 Nov'));
  await user.keyboard('12{Enter}');
  await waitFor(() => expect(cell('Tue 24 Nov')).toHaveAttribute('aria-invalid', 'true'));
  expect(noteOf(cell('Tue 24 Nov'))).toBe('Hours must be between 0.5 and 9.');
  expect(screen.getByRole('textbox', { name: 'Description for Apollo' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Apollo: Description is required.')).toBeInTheDocument();
  expect(screen.getByText('Apollo, Tue 24 Nov: Hours must be between 0.5 and 9.')).toBeInTheDocument();
  expect(cell('Tue 24 Nov')).toHaveValue('12');
});

test('a week changed elsewhere (409) offers Reload, which shows the fresh week and keeps what was typed', async () => {
  server.use(
    http.put('/api/v1/me/timesheets/weeks/:week', () =>
      HttpResponse.json(
        { statusCode: 409, error: 'Conflict', code: 'WEEK_CHANGED', message: 'This week was changed elsewhere since you opened it.' },
        { status: 409 },
      ),
    ),
  );
  const { user } = await openWeek();
  await user.click(cell('Thu 26 Nov'));
  await user.keyboard('5{Enter}');
  expect(await screen.findByText('This week was changed elsewhere since you opened it.')).toBeInTheDocument();
  const fresh = weekOf({ version: 'v9' });
  fresh.rows[0]!.cells['2026-11-24'] = { id: 12, hours: 3, status: 'SUBMITTED', rejectionReason: null };
  state.weeks['2026-W48'] = fresh;
  server.resetHandlers();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(cell('Tue 24 Nov')).toHaveValue('3'));
  expect(cell('Thu 26 Nov')).toHaveValue('5');
  expect(screen.queryByText('This week was changed elsewhere since you opened it.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // The refused PUT was answered by the override above, before the recorder saw it.
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]).toMatchObject({ version: 'v9', rows: [{ cells: { '2026-11-24': { id: 12, hours: 3 }, '2026-11-26': { hours: 5 } } }] });
});

test('a row is added by project (allocated first), an empty one removed, and last week copied without hours', async () => {
  state.weeks['2026-W47'] = weekOf({
    week: '2026-W47',
    rows: [
      { projectId: 2, projectName: 'Apollo', description: 'Sprint work', cells: { '2026-11-16': { id: 5, hours: 8, status: 'APPROVED', rejectionReason: null } } },
      { projectId: 4, projectName: 'Borealis', description: 'Support', cells: { '2026-11-17': { id: 6, hours: 2, status: 'SUBMITTED', rejectionReason: null } } },
    ],
  });
  const { user } = await openWeek();
  await user.click(screen.getByRole('combobox', { name: 'Add a row for project' }));
  expect(await screen.findByText('Allocated to you this week')).toBeInTheDocument();
  await user.click(await screen.findByTitle('Borealis'));
  expect(cell('Mon 23 Nov', 'Borealis')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Remove row Borealis' }));
  expect(screen.queryByRole('textbox', { name: 'Hours for Borealis on Mon 23 Nov' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove row Apollo' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: /Copy last week/ }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description for Borealis' })).toHaveValue('Support'));
  expect(weekLoads()).toContain('2026-W47');
  // Apollo's 'Sprint work' is already a row; only the missing one is copied, without its hours.
  expect(screen.getAllByRole('textbox', { name: /^Description for/ })).toHaveLength(2);
  expect(cell('Tue 24 Nov', 'Borealis')).toHaveValue('');
});

test('leaving a week with unsaved hours asks first; staying keeps them', async () => {
  const { user, url } = await openWeek();
  await user.click(cell('Thu 26 Nov'));
  await user.keyboard('4');
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(url()).toBe('/timesheets?view=week&week=2026-W48');
  expect(cell('Thu 26 Nov')).toHaveValue('4');
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await screen.findByText('Discard unsaved changes?');
  await user.click(screen.getAllByRole('button', { name: 'Discard changes' }).at(-1) as HTMLElement);
  await waitFor(() => expect(url()).toBe('/timesheets?view=week&week=2026-W49'));
  await act(async () => undefined);
  expect(await screen.findByText('No entries this week')).toBeInTheDocument();
});

test("an admin's switch to the Timesheets tab asks first too, and Ctrl+S inside a dialog does not save the week", async () => {
  server.use(
    http.get('/api/v1/timesheets', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('/api/v1/users/dropdown', () => HttpResponse.json([])),
  );
  const user = userEvent.setup({ delay: null });
  renderWithPortal(<TimesheetsPage />, { route: '/timesheets?tab=my&view=week&week=2026-W48', user: testUsers.admin });
  await screen.findByRole('table');
  await user.click(cell('Thu 26 Nov'));
  await user.keyboard('4');
  await user.click(screen.getByRole('tab', { name: 'Timesheets' }));
  expect(await screen.findByText('Discard unsaved changes?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
  expect(cell('Thu 26 Nov')).toHaveValue('4');

  await user.click(screen.getByRole('button', { name: /Add Timesheet/ }));
  const dialog = await screen.findByRole('dialog');
  dialog.focus();
  await user.keyboard('{Control>}s{/Control}');
  expect(saves()).toHaveLength(0);
});
