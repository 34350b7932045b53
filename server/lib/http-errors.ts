import type { ErrorCode } from '@contract/errors.ts';

/** An error whose status, code and field the central error handler sends as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'bad_request', message, field);
export const unauthorized = (message = 'Sign in to do this') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string, field?: string) => new HttpError(409, 'conflict', message, field);
