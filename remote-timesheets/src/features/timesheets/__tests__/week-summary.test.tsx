import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRecordingServer, renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import { WeekSummary, weekLine } from '../components/week-summary';
import { figures, ownWeeks } from './own-weeks-handler';

const { server, requests, clearRequests } = createRecordingServer(http.get('/api/v1/reports/utilisation', () => HttpResponse.json(ownWeeks)));
serveDuringTests(server, clearRequests);

test('says how many of the expected hours were logged, and for an ended week how many are missing', () => {
  expect(weekLine(figures(40, 40), true)).toBe('40 h of 40 h');
  expect(weekLine(figures(32, 30.5), true)).toBe('30.5 h of 32 h (1.5 h missing)');
  expect(weekLine(figures(16, 20), true)).toBe('20 h of 16 h');
  expect(weekLine(figures(40, 12), false)).toBe('12 h of 40 h');
});

test("shows the person's hours this week and last, from their own row of the report", async () => {
  renderWithPortal(<WeekSummary />, { route: '/timesheets', user: testUsers.employee });
  expect(await screen.findByText('12 h of 40 h')).toBeInTheDocument();
  expect(screen.getByText('30.5 h of 32 h (1.5 h missing)')).toBeInTheDocument();
  expect(screen.getByText('This week:')).toBeInTheDocument();
  const query = requests[0]!.query;
  expect(Object.fromEntries(query)).toMatchObject({ groupBy: 'person', period: 'week', userId: String(testUsers.employee.id) });
  expect(query.get('to')! > query.get('from')!).toBe(true);
});

test('says so when the hours cannot be loaded', async () => {
  server.use(http.get('/api/v1/reports/utilisation', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderWithPortal(<WeekSummary />, { route: '/timesheets', user: testUsers.employee });
  expect(await screen.findByText('Your hours this week could not be loaded.')).toBeInTheDocument();
});
