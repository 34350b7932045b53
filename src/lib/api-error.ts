import type { ErrorCode } from '@contract/errors';

/**
 * A non-2xx answer (or an unreachable server) turned into one error type the UI can branch on.
 * Kept apart from http.ts so code on the first page (the query client's retry rule) does not pull in zod.
 */
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
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
