import autocannon from 'autocannon';

export type LoadRequest = autocannon.Request;

export type LoadSpec = {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** One request shape; `setupRequest` may vary it per request. */
  request: LoadRequest;
  /** Requests per second across all connections; as many as answered when unset. */
  rate?: number;
};

export type LoadResult = {
  requests: number; rps: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number;
  /** Sent but not answered when the time ran out (kept in the JSON; normally about one per connection). */
  unfinished: number;
};

/** Runs autocannon for a fixed time and keeps the figures the report needs. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    duration: spec.seconds,
    requests: [spec.request],
    ...(spec.rate ? { overallRate: spec.rate } : {}),
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    unfinished: Math.max(0, result.requests.sent - result.requests.total - result.errors),
  };
}

export const jsonHeaders = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
