import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { portalBaseQuery } from '../base-query';
import type { RequestArgs } from '../base-query';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const run = (args: RequestArgs) => portalBaseQuery(args, {} as never, {});

test('sends JSON with the bearer token when one is stored', async () => {
  window.localStorage.setItem('accessToken', 'token-123');
  let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
  server.use(
    http.post('/api/v1/things', async ({ request }) => {
      seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
      return HttpResponse.json({ id: 7 });
    }),
  );
  const result = await run({ url: '/v1/things', method: 'POST', body: { name: 'x' } });
  expect(result).toEqual({ data: { id: 7 } });
  expect(seen).toEqual({ auth: 'Bearer token-123', type: 'application/json', body: { name: 'x' } });
});

test('omits the authorization header without a token and drops empty params', async () => {
  let url = '';
  let auth: string | null = 'unset';
  server.use(
    http.get('/api/v1/users', ({ request }) => {
      url = request.url;
      auth = request.headers.get('authorization');
      return HttpResponse.json({ data: [], total: 0 });
    }),
  );
  await run({ url: '/v1/users', params: { limit: 10, offset: 0, searchInput: '', role: undefined } });
  expect(new URL(url).search).toBe('?limit=10&offset=0');
  expect(auth).toBeNull();
});

test('a 204 answer yields nothing', async () => {
  server.use(http.delete('/api/v1/things/1', () => new HttpResponse(null, { status: 204 })));
  expect(await run({ url: '/v1/things/1', method: 'DELETE' })).toEqual({ data: null });
});

test('a non-JSON answer is returned as text', async () => {
  server.use(http.get('/api/v1/plain', () => HttpResponse.text('hello')));
  expect(await run('/v1/plain')).toEqual({ data: 'hello' });
});

test('a failure resolves to the status plus the error body fields', async () => {
  server.use(
    http.post('/api/v1/clients', () =>
      HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'Client already exists' }, { status: 409 }),
    ),
  );
  const result = await run({ url: '/v1/clients', method: 'POST', body: {} });
  expect(result).toEqual({ error: { status: 409, statusCode: 409, error: 'Conflict', message: 'Client already exists' } });
});

test('a network failure resolves to FETCH_ERROR with a readable message', async () => {
  server.use(http.get('/api/v1/down', () => HttpResponse.error()));
  const result = await run('/v1/down');
  expect(result.error?.status).toBe('FETCH_ERROR');
  expect(result.error?.message).toMatch(/unable to reach the server/i);
});
