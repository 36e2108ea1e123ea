import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ownWeeksHandler } from './own-weeks-handler';
import type { Timesheet } from '../api/timesheets-api';

export const entry = (over: Partial<Timesheet> = {}): Timesheet => ({
  id: 1, userId: 3, userName: 'Eve Employee', firstName: 'Eve', lastName: 'Employee', projectId: 2, projectName: 'Apollo',
  date: '2026-11-20', hours: 7.5, status: 'SUBMITTED', description: 'Sprint work', rejectionReason: null, ...over,
});

export const employees = [
  { id: 3, name: 'Eve Employee' },
  { id: 7, name: 'Grace Hopper' },
];

export const projects = [
  { id: 2, name: 'Apollo', clientName: 'Acme Corp' },
  { id: 4, name: 'Borealis', clientName: 'Globex' },
];

type Recorded = { method: string; path: string; body: unknown; query: URLSearchParams; at: number };

/**
 * A fake timesheets API over a mutable row list, paging as the real one does (offset = page index),
 * recording every request; tests override single routes with `server.use`.
 */
export function createTimesheetServer() {
  const requests: Recorded[] = [];
  // servedPerPage < limit keeps paging tests fast: the footer counts from total and page size, not from rows rendered.
  const state = { rows: [entry()], servedPerPage: Infinity };
  const page = (request: Request) => {
    const params = new URL(request.url).searchParams;
    const limit = Number(params.get('limit') ?? 10);
    const offset = Number(params.get('offset') ?? 0);
    const search = params.get('searchInput')?.toLowerCase();
    const rows = search ? state.rows.filter((row) => row.description.toLowerCase().includes(search)) : state.rows;
    const start = offset * limit;
    return HttpResponse.json({ data: rows.slice(start, start + Math.min(limit, state.servedPerPage)), total: rows.length });
  };
  const server = setupServer(
    http.all('/api/v1/*', async ({ request }) => {
      const url = new URL(request.url);
      const body = ['GET', 'DELETE'].includes(request.method) ? undefined : await request.clone().json();
      requests.push({ method: request.method, path: url.pathname, body, query: url.searchParams, at: Date.now() });
    }),
    http.get('/api/v1/timesheets/my', ({ request }) => page(request)),
    http.get('/api/v1/timesheets', ({ request }) => page(request)),
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
    http.patch('/api/v1/timesheets/:id/status', () => HttpResponse.json(entry({ status: 'APPROVED' }))),
  );
  const lists = () => requests.filter((r) => r.method === 'GET' && /\/timesheets(\/my)?$/.test(r.path));
  const writes = () => requests.filter((r) => r.method !== 'GET');
  const reset = (rows: Timesheet[] = [entry()], servedPerPage = Infinity) => {
    requests.length = 0;
    state.rows = rows;
    state.servedPerPage = servedPerPage;
  };
  return { server, requests, lists, writes, reset, state };
}

/** The open dialog with this title (antd's ids are all 'test-id' under jest, so dialogs cannot be found by name). */
export function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }));
    if (!dialog) throw new Error(`no open dialog titled ${title}`);
    return dialog;
  });
}

export function dialogClosed(title: string) {
  return waitFor(() => expect(screen.queryAllByRole('dialog').filter((d) => within(d).queryByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }))).toHaveLength(0));
}
