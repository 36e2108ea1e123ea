import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './contracts';
import { getAccessToken } from './token-storage';

export const API_BASE = '/api';

export type RequestArgs =
  | string
  | {
      url: string;
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      params?: Record<string, string | number | boolean | null | undefined>;
      body?: unknown;
    };

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called whenever the API answers 401 to a signed-in request (expired or revoked session). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function buildUrl(url: string, params?: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${url}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('application/json')) return response.json();
  return response.text();
}

/**
 * The one way the portal talks to its API (spec §7): JSON in and out, bearer token when held,
 * 204 gives nothing, non-JSON gives text, and a failure resolves to `{status, ...body}`.
 * It never throws, so RTK Query can surface errors as data.
 */
export const portalBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async (args) => {
  const { url, method = 'GET', params, body } = typeof args === 'string' ? { url: args } : args;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(url, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', message: 'Unable to reach the server. Check your connection and try again.', error: String(cause) } };
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch {
    data = null;
  }
  if (response.ok) return { data };

  const bodyFields = data && typeof data === 'object' ? (data as Omit<ApiError, 'status'>) : { message: typeof data === 'string' ? data : undefined };
  const error: ApiError = { ...bodyFields, status: response.status };
  if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener(error));
  return { error };
};
