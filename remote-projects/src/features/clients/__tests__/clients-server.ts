import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { serveDuringTests } from '@portal/shared-ui/testing';

export const acme = {
  id: 1, name: 'Acme Corp', contactPerson: 'Road Runner', email: 'hello@acme.test', phone: '555-0100', city: 'Phoenix',
  stateId: 3, stateName: 'Arizona', countryId: 1, countryName: 'United States', zip: '85001', active: true,
};
export const globex = { ...acme, id: 2, name: 'Globex', contactPerson: null, email: 'info@globex.test', active: false };

/** Bodies of the writes the page sent, in order. */
export const writes: { method: string; url: string; body: JsonBodyType }[] = [];

/** A fake API for the Clients page: two clients, geography, and writes that succeed unless a test overrides them. */
export const clientsServer = setupServer(
  http.get('/api/v1/clients', ({ request }) => {
    const search = new URL(request.url).searchParams.get('searchInput')?.toLowerCase();
    const rows = [acme, globex].filter((client) => !search || client.name.toLowerCase().includes(search));
    return HttpResponse.json({ data: rows, total: rows.length });
  }),
  http.get('/api/v1/clients/dropdown', () => HttpResponse.json([acme, globex].map(({ id, name }) => ({ id, name })))),
  http.get('/api/v1/clients/:id', ({ params }) => {
    const client = [acme, globex].find((c) => c.id === Number(params.id));
    return client ? HttpResponse.json(client) : HttpResponse.json({ statusCode: 404, message: 'Client not found.' }, { status: 404 });
  }),
  http.post('/api/v1/clients', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'POST', url: request.url, body: body as JsonBodyType });
    return HttpResponse.json({ ...acme, ...body, id: 3 }, { status: 201 });
  }),
  http.put('/api/v1/clients/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'PUT', url: request.url, body: body as JsonBodyType });
    return HttpResponse.json({ ...acme, ...body, id: Number(params.id) });
  }),
  http.get('/api/v1/countries/countries', () => HttpResponse.json([{ id: 1, name: 'United States' }, { id: 2, name: 'India' }])),
  http.get('/api/v1/countries/states/:countryId', ({ params }) =>
    HttpResponse.json(params.countryId === '1' ? [{ id: 3, stateName: 'Arizona' }, { id: 4, stateName: 'Ohio' }] : [{ id: 21, stateName: 'Kerala' }]),
  ),
);

export function setUpClientsServer() {
  // Whole dialog flows (open, fill, save, toast) run well past jest's default on a loaded machine.
  jest.setTimeout(60_000);
  serveDuringTests(clientsServer, () => {
    writes.length = 0;
  });
}
