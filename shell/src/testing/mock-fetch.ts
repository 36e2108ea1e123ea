type FakeResponse = {
  ok: boolean;
  status: number;
  headers: { get: (name: string) => string | null };
  json: () => Promise<unknown>;
  text: () => Promise<string>;
};

/** A JSON answer shaped the way the portal's base query reads responses (jsdom has no fetch). */
export function jsonResponse(body: unknown, status = 200): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  };
}

type Handler = (url: string, init: RequestInit | undefined) => FakeResponse | Promise<FakeResponse>;

/** Replaces global fetch with `handler`; returns the jest mock to inspect calls. */
export function mockFetch(handler: Handler) {
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
