import type { ZodType } from 'zod';
import { apiErrorSchema, type ErrorCode } from '../../contract/errors';

/** A non-2xx answer (or an unreachable server) turned into one error type the UI can branch on. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly field: string | undefined;

  constructor(status: number, code: ErrorCode | 'network', message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  schema?: ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return new ApiError(response.status, response.status === 404 ? 'not_found' : 'internal', fallback);
  const { code, message, field } = parsed.data.error;
  return new ApiError(response.status, code, message, field);
}

/** No timeout on purpose (spec section 9); retries are React Query's job. */
export async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      init.body = options.body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'Could not reach Shutterswap. Check your connection.');
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
