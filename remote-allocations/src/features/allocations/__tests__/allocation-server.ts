import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const graceOnApollo = {
  id: 5, userId: 10, userName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', projectId: 3, projectName: 'Apollo',
  allocationHours: 6, startDate: '2026-11-02', endDate: '2026-11-27', hoursPerDay: 10, capacityPercentage: 125, plannedToDate: 60, loggedToDate: 42.5,
};

export const employees = [
  { id: 10, name: 'Grace Hopper' },
  { id: 11, name: 'Greta Garbo' },
  { id: 12, name: 'Alan Turing' },
];

export const projects = [
  { id: 3, name: 'Apollo', clientName: 'Acme Corp' },
  { id: 4, name: 'Borealis', clientName: 'Globex' },
];

type Recorded = { method: string; path: string; body: unknown; query: URLSearchParams };

/** A fake allocations API recording every request; tests override single routes with `server.use`. */
export function createAllocationServer() {
  const requests: Recorded[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
    requests.push({ method: request.method, path: url.pathname, body, query: url.searchParams });
  };
  const server = setupServer(
    http.all('/api/v1/*', async ({ request }) => {
      await record(request);
    }),
    http.get('/api/v1/allocations', () => HttpResponse.json({ data: [graceOnApollo], total: 1 })),
    http.get('/api/v1/allocations/:id', () => HttpResponse.json(graceOnApollo)),
    http.get('/api/v1/users/dropdown', () => HttpResponse.json(employees)),
    http.get('/api/v1/projects/dropdown', () => HttpResponse.json(projects)),
    http.post('/api/v1/allocations/capacity-preview', async ({ request }) => {
      const { users } = (await request.json()) as { users: { userId: number; allocationHours: number }[] };
      return HttpResponse.json(users.map((u) => ({ userId: u.userId, hoursPerDay: u.allocationHours, capacityPercentage: u.allocationHours * 12.5 })));
    }),
    http.post('/api/v1/allocations/bulk', () => HttpResponse.json([graceOnApollo], { status: 201 })),
    http.put('/api/v1/allocations/:id', () => HttpResponse.json(graceOnApollo)),
    http.delete('/api/v1/allocations/:id', () => new HttpResponse(null, { status: 204 })),
  );
  const writes = () => requests.filter((r) => r.method !== 'GET' && !r.path.endsWith('/capacity-preview'));
  return { server, requests, writes };
}

/**
 * The open dialog with this title. (Under jest, antd's generated ids are all 'test-id', so a dialog's
 * aria-labelledby cannot be resolved and role queries by name do not work; in a browser they do.)
 */
export function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }));
    if (!dialog) throw new Error(`no open dialog titled ${title}`);
    return dialog;
  });
}

/** Resolves once no dialog with this title is open. */
export function dialogClosed(title: string) {
  return waitFor(() => expect(screen.queryAllByRole('dialog').filter((d) => within(d).queryByText(title))).toHaveLength(0));
}
