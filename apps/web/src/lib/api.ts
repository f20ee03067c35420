import type { ErrorBody, ErrorDetail } from '@lifeorbit/contracts';
import { forgetEarlyReads, startEarlyRead, takeEarlyRead } from './early-reads';

/** An error the API answered with (its code, message and field details), or a network failure (status 0). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export async function apiRequest<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  if (method !== 'GET') forgetEarlyReads();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': body instanceof Blob ? body.type : 'application/json' },
      // A Blob (an uploaded picture) goes as its own bytes in its own media type; anything else as JSON.
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      ...init,
    });
  } catch (err) {
    throw new ApiError(0, 'network_error', err instanceof Error ? err.message : 'Network error');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.details ?? [],
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, init?: RequestInit) =>
    (init === undefined ? (takeEarlyRead(path) as Promise<T> | undefined) : undefined) ??
    apiRequest<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body: unknown, init?: RequestInit) => apiRequest<T>('PATCH', path, body, init),
  put: <T>(path: string, body: unknown, init?: RequestInit) => apiRequest<T>('PUT', path, body, init),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** Sends the GET of `path` now, for the page that will ask it in a moment (`lib/early-reads`). */
export function readEarly(path: string): void {
  startEarlyRead(path, (early) => apiRequest('GET', early));
}
