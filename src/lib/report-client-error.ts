import { clientErrorReportSchema, type ClientErrorReport } from '@contract/client-errors';
import { postJson } from './http';

/**
 * Tells the server about an error that broke a screen (an error boundary caught it), so it shows in its log.
 * Best effort: a report that cannot be sent (offline, refused) is dropped, never shown.
 */
export function reportClientError(
  boundary: ClientErrorReport['boundary'],
  error: unknown,
  componentStack?: string,
): void {
  const report = clientErrorReportSchema.safeParse({
    boundary,
    path: window.location.pathname.slice(0, 500),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
    componentStack: componentStack?.slice(0, 8000),
  });
  if (!report.success) return;
  postJson('/api/client-errors', report.data).catch(() => undefined);
}
