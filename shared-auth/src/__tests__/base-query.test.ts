import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { downloadFromApi, onUnauthorized, portalBaseQuery } from '../base-query';
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

test('an upload goes as the multipart form it is, with the token, and its answer as JSON', async () => {
  window.localStorage.setItem('accessToken', 'token-123');
  let seen: { auth: string | null; type: string | null; photo: string | undefined } | undefined;
  server.use(
    http.put('/api/v1/users/7/photo', async ({ request }) => {
      const form = await request.formData();
      const photo = form.get('photo');
      seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), photo: typeof photo === 'object' && photo !== null ? await photo.text() : String(photo) };
      return HttpResponse.json({ id: 7 });
    }),
  );
  const body = new FormData();
  // A Blob with a name rather than a File: under jest-fixed-jsdom, FormData and Blob are Node's while File is jsdom's.
  body.append('photo', new Blob(['png bytes'], { type: 'image/png' }), 'me.png');
  expect(await run({ url: '/v1/users/7/photo', method: 'PUT', body })).toEqual({ data: { id: 7 } });
  expect(seen?.auth).toBe('Bearer token-123');
  expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen?.photo).toBe('png bytes');
});

describe('downloadFromApi', () => {
  test('gives the file under the name the server chose, telling progress as the bytes arrive', async () => {
    window.localStorage.setItem('accessToken', 'token-123');
    let auth: string | null = null;
    server.use(
      http.get('/api/v1/timesheets/export', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('a,b\n1,2\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="timesheets_20261126.csv"' } });
      }),
    );
    const progress: number[] = [];
    const result = await downloadFromApi({ url: '/v1/timesheets/export', params: { type: 'csv' } }, (received) => progress.push(received));
    if (!('data' in result)) throw new Error('the download failed');
    expect(result.data.fileName).toBe('timesheets_20261126.csv');
    expect(await result.data.blob.text()).toBe('a,b\n1,2\n');
    expect(progress.at(-1)).toBe(8);
    expect(auth).toBe('Bearer token-123');
  });

  test("a refusal gives the API's error, and a 401 to a signed-in download tells the session it ended", async () => {
    window.localStorage.setItem('accessToken', 'token-123');
    const told: unknown[] = [];
    const stop = onUnauthorized((error) => told.push(error.status));
    server.use(http.get('/api/v1/timesheets/export', () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Session expired.' }, { status: 401 })));
    const result = await downloadFromApi({ url: '/v1/timesheets/export' });
    stop();
    expect(result).toEqual({ error: { status: 401, statusCode: 401, error: 'Unauthorized', message: 'Session expired.' } });
    expect(told).toEqual([401]);
  });
});
