import { http, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/** A request as the recording server saw it: `body` is parsed JSON, FormData, other text, or undefined when empty. */
export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown; at: number };

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * An msw server over `handlers` that records every request they answer, in order, so a test can assert what was
 * sent. A handler a test adds with `server.use` answers before the recorder sees the request: not recorded.
 */
export function createRecordingServer(...handlers: RequestHandler[]) {
  const requests: RecordedRequest[] = [];
  const server = setupServer(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body: await bodyOf(request), at: Date.now() });
    }),
    ...handlers,
  );
  /** Every request but reads (GET). */
  const writes = () => requests.filter((r) => r.method !== 'GET');
  const clearRequests = () => {
    requests.length = 0;
  };
  return { server, requests, writes, clearRequests };
}

/**
 * Runs an msw `server` for the test file: listening before the first test (an unhandled request fails the test), and
 * after each test dropping the handlers a test added with `server.use`, then calling `reset` (recorded requests, data).
 */
export function serveDuringTests(server: SetupServer, reset?: () => void) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    reset?.();
  });
  afterAll(() => server.close());
}
