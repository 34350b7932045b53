import type { ZodType } from 'zod';
import { apiErrorSchema } from '@contract/errors';
import { accessTokenProvider } from './access-token-provider';
import { ApiError } from './api-error';
import { apiTransport } from './api-transport';

// Callers of the HTTP client catch this type, so it is part of the client's API.
export { ApiError, isNotFoundError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  schema?: ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Give up after this long; the caller sees it as a failure to reach the server. */
  timeoutMs?: number;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    return new ApiError(response.status, response.status === 404 ? 'not_found' : 'internal', fallback);
  const { code, message, field } = parsed.data.error;
  return new ApiError(response.status, code, message, field);
}

async function fetchOrThrow(path: string, init: RequestInit): Promise<Response> {
  try {
    return await apiTransport()(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'Could not reach Shutterswap. Check your connection.');
  }
}

/**
 * A read that hears nothing for this long counts as "no connection" (a weak signal hangs rather than fails): the
 * screen then says it waits for the network and shows what the phone has, search answers from the device.
 */
export const READ_TIMEOUT_MS = 6_000;

/**
 * Reads (GET) give up after READ_TIMEOUT_MS unless told otherwise; writes wait as long as asked (the outbox has its
 * own timeouts). Retries are React Query's or the outbox's job.
 */
export async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers };
  const timeoutMs = options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : undefined);
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const signals = [options.signal, timeout].filter((signal) => signal !== undefined);
  if (signals.length > 0) init.signal = signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      init.body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
  }

  // The signed-in user's access token goes with every call that does not bring its own (a Firebase ID token).
  const accessToken = headers.Authorization ? null : await accessTokenProvider().tokenForRequest();
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let response = await fetchOrThrow(path, init);
  if (response.status === 401 && accessToken) {
    // Expired or revoked: renew once and try again; a null renewal means the session has ended.
    const renewed = await accessTokenProvider()
      .renewToken()
      .catch(() => null);
    if (renewed) {
      headers.Authorization = `Bearer ${renewed}`;
      response = await fetchOrThrow(path, init);
    }
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}

export function getJson<T>(path: string, schema?: ZodType<T>, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, { schema, signal });
}

export function postJson<T>(path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
  return request<T>('POST', path, { body, schema });
}

export function putJson<T>(path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
  return request<T>('PUT', path, { body, schema });
}

export function patchJson<T>(path: string, body: unknown, schema?: ZodType<T>): Promise<T> {
  return request<T>('PATCH', path, { body, schema });
}

export function deleteJson<T>(path: string, schema?: ZodType<T>): Promise<T> {
  return request<T>('DELETE', path, { schema });
}
