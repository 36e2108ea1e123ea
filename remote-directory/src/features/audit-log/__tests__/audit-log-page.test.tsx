import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithPortal, serveDuringTests, testUsers } from '@portal/shared-ui/testing';
import type { AuditLogEntry } from '@portal/shared-contracts';
import AuditLogPage from '../components/audit-log-page';

jest.setTimeout(60_000);

const ENTRIES: AuditLogEntry[] = [
  {
    id: 2, occurredAt: '2026-11-20T10:15:00.000Z', action: 'user.updated', outcome: 'SUCCESS', actorUserId: 1, actorEmail: 'admin@example.com',
    actorName: 'Ada Admin', targetType: 'user', targetId: '12', targetName: 'Mia Manager', ip: null, requestId: null, details: { fields: ['lastName'] }, changes: [{ field: 'lastName', from: 'Young', to: 'Renamed' }],
  },
  {
    id: 1, occurredAt: '2026-11-19T08:00:00.000Z', action: 'leave.declined', outcome: 'SUCCESS', actorUserId: 12, actorEmail: 'mia@example.com',
    targetType: 'leave_request', targetId: '7', ip: null, requestId: null, details: null, changes: [{ field: 'status', from: 'PENDING', to: 'DECLINED' }],
  },
];

/** Query strings of the log's calls, in order. */
const requests: URLSearchParams[] = [];

const server = setupServer(
  http.get('/api/v1/audit-log/actions', () => HttpResponse.json({ data: ['user.updated', 'leave.declined'] })),
  http.get('/api/v1/users/dropdown', () => HttpResponse.json([{ id: 12, name: 'Mia Manager' }])),
  http.get('/api/v1/audit-log', ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const action = query.get('action');
    const data = ENTRIES.filter((entry) => !action || entry.action === action);
    return HttpResponse.json({ data, total: data.length });
  }),
);
serveDuringTests(server, () => {
  requests.length = 0;
});

test('an admin sees who changed what and when, old → new, newest first', async () => {
  renderWithPortal(<AuditLogPage />, { route: '/audit-log', user: testUsers.admin });
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  const edit = (await screen.findByText('user.updated', { selector: 'td' })).closest('tr') as HTMLElement;
  expect(within(edit).getByText('Ada Admin')).toBeInTheDocument();
  expect(within(edit).getByText('admin@example.com')).toBeInTheDocument();
  expect(within(edit).getByText('Mia Manager (user #12)')).toBeInTheDocument();
  const decline = screen.getByText('leave.declined', { selector: 'td' }).closest('tr') as HTMLElement;
  // An API before names gives the e-mail alone.
  expect(within(decline).getByText('mia@example.com')).toBeInTheDocument();
  expect(within(decline).getByText('leave_request #7')).toBeInTheDocument();
  expect(within(edit).getByText('lastName: Young → Renamed')).toBeInTheDocument();
  for (const column of ['When', 'Who', 'Action', 'What', 'Changes']) expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
  expect(Object.fromEntries(requests[0] ?? [])).toEqual({ limit: '10', offset: '0' });
});

test('the action filter offers what the API lists, a new action included, and is kept in the URL', async () => {
  const user = userEvent.setup();
  const { url } = renderWithPortal(<AuditLogPage />, { route: '/audit-log', user: testUsers.admin });
  await screen.findByText('lastName: Young → Renamed');
  await user.click(screen.getByRole('combobox', { name: 'Filter by action' }));
  await user.click(await screen.findByTitle('leave.declined'));
  await waitFor(() => expect(screen.queryByText('lastName: Young → Renamed')).not.toBeInTheDocument());
  expect(screen.getByText('status: PENDING → DECLINED')).toBeInTheDocument();
  expect(requests.at(-1)?.get('action')).toBe('leave.declined');
  expect(url()).toContain('action=leave.declined');
});

test('dates in the URL become the API’s range, and an empty answer says so', async () => {
  server.use(http.get('/api/v1/audit-log', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [], total: 0 });
  }));
  renderWithPortal(<AuditLogPage />, { route: '/audit-log?from=2026-11-01&to=2026-11-02&userId=12', user: testUsers.admin });
  expect(await screen.findByText('No audit events match these filters.')).toBeInTheDocument();
  const query = requests.at(-1);
  expect(query?.get('userId')).toBe('12');
  expect(new Date(query?.get('to') ?? '').getTime() - new Date(query?.get('from') ?? '').getTime()).toBe(2 * 24 * 3600 * 1000);
});

test('Export downloads the log as filtered on screen, every page of it', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:audit-log');
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const asked: Record<string, string>[] = [];
  server.use(
    http.get('/api/v1/audit-log/export', ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse('When\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-log_20261127.csv"' } });
    }),
  );
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  renderWithPortal(<AuditLogPage />, { route: '/audit-log?action=user.updated&page=2', user: testUsers.admin });
  await user.click(await screen.findByRole('button', { name: /Export/ }));
  await user.click(await screen.findByText('Export as CSV'));
  expect(await screen.findByText('Export successful')).toBeInTheDocument();
  expect(saved).toEqual(['audit-log_20261127.csv']);
  expect(asked).toEqual([{ type: 'csv', action: 'user.updated' }]);
});
