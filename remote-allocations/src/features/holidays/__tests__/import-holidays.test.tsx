import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dialogClosed, findDialog, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import HolidaysPage from '../components/holidays-page';
import { createHolidayServer } from './holiday-server';
jest.setTimeout(90_000);
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });

const { server, reset } = createHolidayServer();
serveDuringTests(server, reset);

const csv = new File(['date,name\n2026-12-25,Christmas Day\n2026-12-26,Boxing Day\n'], 'holidays.csv', { type: 'text/csv' });

async function openImport() {
  const user = setupUser();
  renderWithPortal(<HolidaysPage />, { route: '/holidays?year=2026', user: testUsers.admin as never });
  await screen.findByText('Christmas Day');
  await user.click(screen.getByRole('button', { name: /Import CSV/ }));
  const dialog = await findDialog('Import Holidays from CSV');
  return { user, dialog };
}

const chooseFile = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

test('the dialog explains the format; Import waits for a file', async () => {
  const { dialog } = await openImport();
  expect(within(dialog).getByLabelText('Sample file')).toHaveTextContent('date,name 2026-12-25,Christmas Day');
  expect(chooseFile(dialog)).toHaveAttribute('accept', '.csv,text/csv');
  expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('a good file is imported; dates already listed are named with their name on the list', async () => {
  let sent: FormData | undefined;
  server.use(
    http.post('/api/v1/holidays/import', async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({
        imported: [{ id: 30, date: '2026-12-26', name: 'Boxing Day' }],
        duplicates: [{ row: 2, date: '2026-12-25', name: 'Christmas Day', existingName: 'Xmas' }],
      });
    }),
  );
  const { user, dialog } = await openImport();
  await user.upload(chooseFile(dialog), csv);
  expect(within(dialog).getByText('holidays.csv')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Imported 1 holiday')).toBeInTheDocument();
  expect(screen.getByText('Already on the list: 2026-12-25 Christmas Day (as "Xmas")')).toBeInTheDocument();
  await dialogClosed('Import Holidays from CSV');
  // Sent as the multipart field `file` (jsdom's File reaches the fetch polyfill as text; the browser test sends real bytes).
  expect(sent?.has('file')).toBe(true);
});

test('a refused file lists each bad row in the dialog and nothing is imported', async () => {
  server.use(
    http.post('/api/v1/holidays/import', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Nothing was imported: rows 2, 3 have problems.',
          details: [
            { field: 'rows.2.date', message: 'Row 2: date must be a calendar date written YYYY-MM-DD (not "25/12/2026").' },
            { field: 'rows.3.name', message: 'Row 3: name is required.' },
          ],
        },
        { status: 400 },
      ),
    ),
  );
  const { user, dialog } = await openImport();
  await user.upload(chooseFile(dialog), csv);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await within(dialog).findByText('Nothing was imported: rows 2, 3 have problems.')).toBeInTheDocument();
  expect(within(dialog).getByText('Row 2: date must be a calendar date written YYYY-MM-DD (not "25/12/2026").')).toBeInTheDocument();
  expect(within(dialog).getByText('Row 3: name is required.')).toBeInTheDocument();
  expect(screen.queryByText(/^Imported/)).not.toBeInTheDocument();
});
