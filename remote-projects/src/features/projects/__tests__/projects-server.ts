import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { serveDuringTests } from '@portal/shared-ui/testing';

export const apollo = {
  id: 1, name: 'Apollo', clientId: 1, clientName: 'Acme Corp', status: 'IN_PROGRESS',
  startDate: '2025-01-01', endDate: '2025-12-31', progressDetails: 'DEVELOPMENT',
};
export const borealis = { ...apollo, id: 2, name: 'Borealis', clientId: 2, clientName: 'Globex', status: 'ON_HOLD', progressDetails: null };
const clients = [{ id: 1, name: 'Acme Corp' }, { id: 2, name: 'Globex' }];

/** Query strings of the list calls and bodies of the writes, in order. */
export const listRequests: URLSearchParams[] = [];
export const writes: { method: string; url: string; body: JsonBodyType }[] = [];

/** A fake API for the Projects page: two projects of two clients; writes succeed unless a test overrides them. */
export const projectsServer = setupServer(
  http.get('/api/v1/projects', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listRequests.push(params);
    const rows = [apollo, borealis].filter(
      (p) => (!params.get('clientId') || p.clientId === Number(params.get('clientId'))) && (!params.get('status') || p.status === params.get('status')),
    );
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
  http.get('/api/v1/projects/dropdown', () => HttpResponse.json([apollo, borealis].map(({ id, name, clientName }) => ({ id, name, clientName })))),
  http.get('/api/v1/projects/:id', ({ params }) => {
    const project = [apollo, borealis].find((p) => p.id === Number(params.id));
    return project ? HttpResponse.json(project) : HttpResponse.json({ statusCode: 404, message: 'Project not found.' }, { status: 404 });
  }),
  http.get('/api/v1/clients/dropdown', () => HttpResponse.json(clients)),
  http.post('/api/v1/projects', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'POST', url: request.url, body: body as JsonBodyType });
    return HttpResponse.json({ ...apollo, progressDetails: null, ...body, id: 3 }, { status: 201 });
  }),
  http.put('/api/v1/projects/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'PUT', url: request.url, body: body as JsonBodyType });
    return HttpResponse.json({ ...apollo, progressDetails: null, ...body, id: Number(params.id) });
  }),
);

export function setUpProjectsServer() {
  // Whole dialog flows (open, fill, save, toast) run well past jest's default on a loaded machine.
  jest.setTimeout(120_000);
  serveDuringTests(projectsServer, () => {
    writes.length = 0;
    listRequests.length = 0;
  });
}
