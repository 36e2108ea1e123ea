import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setAccessToken } from '@portal/shared-auth';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import UtilisationPage from '../components/utilisation-page';
import { createUtilisationServer } from './utilisation-server';

jest.mock('../components/capacity-chart-plot', () => ({ __esModule: true, default: () => null }));
jest.setTimeout(60_000);

const { server } = createUtilisationServer();
serveDuringTests(server);

test('Export downloads the whole report as filtered and sorted on screen, with the token, and says how it went', async () => {
  setAccessToken('token-for-export');
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:utilisation');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const asked: { authorization: string | null; query: Record<string, string> }[] = [];
  server.use(
    http.get('/api/v1/reports/utilisation/export', ({ request }) => {
      asked.push({ authorization: request.headers.get('authorization'), query: Object.fromEntries(new URL(request.url).searchParams) });
      return new HttpResponse('Name\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="utilisation_20261126.csv"' } });
    }),
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  renderWithPortal(<UtilisationPage />, {
    route: '/utilisation?groupBy=project&period=month&from=2026-09-01&to=2026-11-30&search=apollo&orderBy=logged&order=desc&page=2',
    user: testUsers.manager,
  });
  await screen.findByText('Apollo');
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as CSV'));
  expect(await screen.findByText('Export successful')).toBeInTheDocument();
  expect(saved).toEqual(['utilisation_20261126.csv']);
  // Every row, not the page: no limit or offset.
  expect(asked).toEqual([{
    authorization: 'Bearer token-for-export',
    query: { type: 'csv', groupBy: 'project', period: 'month', from: '2026-09-01', to: '2026-11-30', searchInput: 'apollo', orderBy: 'logged', order: 'desc' },
  }]);

  server.use(http.get('/api/v1/reports/utilisation/export', () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The report covers at most 371 days (a year of weeks); choose a shorter range.' }, { status: 400 })));
  await user.click(screen.getByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as Excel'));
  expect(await screen.findByText('Export failed')).toBeInTheDocument();
  expect(screen.getByText('The report covers at most 371 days (a year of weeks); choose a shorter range.')).toBeInTheDocument();
});
