import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';

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

/** A fake allocations API recording every request; tests override single routes with `server.use`. */
export function createAllocationServer() {
  const { server, requests, writes: allWrites, clearRequests } = createRecordingServer(
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
  const writes = () => allWrites().filter((r) => !r.path.endsWith('/capacity-preview'));
  return { server, requests, writes, clearRequests };
}
