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

const UNREACHABLE = 'Unable to reach the server. Check your connection and try again.';

/**
 * Sends a request as every call to the API is sent: the base URL, the bearer token when held, JSON for a plain
 * body and a FormData body as it is (multipart, with its own boundary). Resolves the response, or the error of a
 * server that was not reached; never throws.
 */
async function send(args: RequestArgs, accept: string): Promise<{ response: Response; token: string | null } | { error: ApiError }> {
  const { url, method = 'GET', params, body } = typeof args === 'string' ? { url: args } : args;
  const headers: Record<string, string> = { Accept: accept };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const init = { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) };
    return { response: await fetch(buildUrl(url, params), init), token };
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', message: UNREACHABLE, error: String(cause) } };
  }
}

/** A refused request's error: `{status, ...the JSON body}`; a 401 to a signed-in request tells the listeners. */
async function failureOf(response: Response, token: string | null): Promise<ApiError> {
  let data: unknown;
  try {
    data = await readBody(response);
  } catch {
    data = null;
  }
  const bodyFields = data && typeof data === 'object' ? (data as Omit<ApiError, 'status'>) : { message: typeof data === 'string' ? data : undefined };
  const error: ApiError = { ...bodyFields, status: response.status };
  if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener(error));
  return error;
}

/**
 * The one way the portal talks to its API (spec §7): JSON in and out (or a FormData upload), bearer token when
 * held, 204 gives nothing, non-JSON gives text, and a failure resolves to `{status, ...body}`.
 * It never throws, so RTK Query can surface errors as data.
 */
export const portalBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async (args) => {
  const sent = await send(args, 'application/json');
  if ('error' in sent) return sent;
  const { response, token } = sent;
  if (!response.ok) return { error: await failureOf(response, token) };
  try {
    return { data: await readBody(response) };
  } catch {
    return { data: null };
  }
};

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** Bytes received so far, and the whole size when the server said it (a streamed export does not). */
export type DownloadProgress = (receivedBytes: number, totalBytes: number | undefined) => void;

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1];

/** Reads a body chunk by chunk, telling `onProgress` after each one. */
async function readWithProgress(response: Response, onProgress: DownloadProgress): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || undefined;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
}

/**
 * Downloads a file from the API the way every request is sent (base URL, token, the 401 handling, the same error
 * shape), reporting progress as the bytes arrive. Never throws: a failure resolves to `{ error }`.
 */
export async function downloadFromApi(args: RequestArgs, onProgress: DownloadProgress = () => undefined): Promise<{ data: DownloadedFile } | { error: ApiError }> {
  const sent = await send(args, '*/*');
  if ('error' in sent) return sent;
  const { response, token } = sent;
  if (!response.ok) return { error: await failureOf(response, token) };
  try {
    const blob = await readWithProgress(response, onProgress);
    return { data: { blob, fileName: fileNameOf(response.headers.get('content-disposition')) } };
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', message: 'The download was interrupted. Please try again.', error: String(cause) } };
  }
}
