import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';
import { ownWeeksHandler } from './own-weeks-handler';
import type { DropdownItem } from '@portal/shared-contracts';
import type { Timesheet } from '../api/timesheets-api';

export const entry = (over: Partial<Timesheet> = {}): Timesheet => ({
  id: 1, userId: 3, userName: 'Eve Employee', firstName: 'Eve', lastName: 'Employee', projectId: 2, projectName: 'Apollo',
  date: '2026-11-20', hours: 7.5, status: 'SUBMITTED', description: 'Sprint work', rejectionReason: null, ...over,
});

export const employees = [
  { id: 3, name: 'Eve Employee' },
  { id: 7, name: 'Grace Hopper' },
];

/** The people who report to someone nobody reports to: the Team tab's people (issue 38). */
export const noTeamHandler = http.get('/api/v1/timesheets/team/people', () => HttpResponse.json({ data: [] }));

export const projects = [
  { id: 2, name: 'Apollo', clientName: 'Acme Corp' },
  { id: 4, name: 'Borealis', clientName: 'Globex' },
];

/**
 * A fake timesheets API over a mutable row list, paging as the real one does (offset = page index),
 * recording every request; tests override single routes with `server.use`.
 */
export function createTimesheetServer() {
  // servedPerPage < limit keeps paging tests fast: the footer counts from total and page size, not from rows rendered.
  // team: the signed-in person's reports; teamRows: their entries (the Team tab's list filters them by person and status).
  const state = { rows: [entry()], servedPerPage: Infinity, team: [] as DropdownItem[], teamRows: [] as Timesheet[] };
  const page = (request: Request, all = state.rows) => {
    const params = new URL(request.url).searchParams;
    const limit = Number(params.get('limit') ?? 10);
    const offset = Number(params.get('offset') ?? 0);
    const search = params.get('searchInput')?.toLowerCase();
    const [userId, status] = [params.get('userId'), params.get('status')];
    const rows = all.filter(
      (row) =>
        (!search || row.description.toLowerCase().includes(search)) && (!userId || row.userId === Number(userId)) && (!status || row.status === status),
    );
    const start = offset * limit;
    return HttpResponse.json({ data: rows.slice(start, start + Math.min(limit, state.servedPerPage)), total: rows.length });
  };
  const { server, requests, writes, clearRequests } = createRecordingServer(
    http.get('/api/v1/timesheets/my', ({ request }) => page(request)),
    http.get('/api/v1/timesheets', ({ request }) => page(request)),
    http.get('/api/v1/timesheets/team', ({ request }) => page(request, state.teamRows)),
    http.get('/api/v1/timesheets/team/people', () => HttpResponse.json({ data: state.team })),
    http.get('/api/v1/users/dropdown', () => HttpResponse.json(employees)),
    http.get('/api/v1/projects/dropdown', () => HttpResponse.json(projects)),
    ownWeeksHandler,
    http.post('/api/v1/timesheets', () => HttpResponse.json(entry({ id: 99 }), { status: 201 })),
    http.put('/api/v1/timesheets/:id', () => HttpResponse.json(entry())),
    http.delete('/api/v1/timesheets/:id', ({ params }) => {
      state.rows = state.rows.filter((row) => row.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('/api/v1/timesheets/status', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      return HttpResponse.json({ updated: ids.length });
    }),
    http.patch('/api/v1/timesheets/weeks/status', async ({ request }) => {
      const { userId } = (await request.json()) as { userId: number };
      return HttpResponse.json({ updated: state.teamRows.filter((row) => row.userId === userId && row.status === 'SUBMITTED').length });
    }),
    http.patch('/api/v1/timesheets/:id/status', () => HttpResponse.json(entry({ status: 'APPROVED' }))),
  );
  const lists = () => requests.filter((r) => r.method === 'GET' && /\/timesheets(\/my)?$/.test(r.path));
  const reset = (rows: Timesheet[] = [entry()], servedPerPage = Infinity) => {
    clearRequests();
    state.rows = rows;
    state.servedPerPage = servedPerPage;
    state.team = [];
    state.teamRows = [];
  };
  return { server, requests, lists, writes, reset, state };
}
