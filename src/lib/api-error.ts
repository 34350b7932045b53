import type { ErrorCode } from '@contract/errors';

/**
 * A non-2xx answer (or an unreachable server) turned into one error type the UI can branch on.
 * Kept apart from http.ts so code on the first page (the query client's retry rule) does not pull in zod.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly field: string | undefined;
  /** The server's Retry-After, when it asked to be tried again later (429, 503). */
  readonly retryAfter: string | null;

  constructor(
    status: number,
    code: ErrorCode | 'network',
    message: string,
    field?: string,
    retryAfter?: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.retryAfter = retryAfter ?? null;
  }
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
