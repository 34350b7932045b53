import { ApiError } from '@/lib/api-error';
import { request } from '@/lib/http';
import {
  OUTBOX_REQUEST_TIMEOUT_MS,
  outcomeOfRefusal,
  type AttemptOutcome,
  type OutboxEntry,
} from '@outbox-core/outbox-entry';

/**
 * One try of a record (loaded on first use: the HTTP client and its schemas stay off the first page) with the signed-in user's token (renewed once after a 401 by the HTTP client). Anything
 * but a definitive answer, including a renewal that could not reach the server, leaves it waiting.
 */
export async function sendOverHttp(entry: OutboxEntry): Promise<AttemptOutcome> {
  const { method, path, body } = entry.request;
  try {
    const answer = await request<unknown>(method, path, { body, timeoutMs: OUTBOX_REQUEST_TIMEOUT_MS });
    return { result: 'sent', answer };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) {
      return outcomeOfRefusal(entry, { status: error.status, message: error.message, field: error.field });
    }
    return { result: 'waiting', reason: error instanceof Error ? error.message : String(error) };
  }
}
