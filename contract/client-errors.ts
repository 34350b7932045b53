import { z } from 'zod';

/**
 * What the app says about an error that broke a screen in the browser (an error boundary caught it), for the
 * server's log: no personal data, only where it happened and what the code said.
 */
export const clientErrorReportSchema = z.object({
  /** Which boundary showed its message: the page's own, or the whole app's. */
  boundary: z.enum(['page', 'app']),
  /** The path the browser showed, without its query string (a search is the visitor's own business). */
  path: z.string().trim().min(1).max(500).startsWith('/'),
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorReceivedSchema = z.object({ acknowledged: z.literal(true) });

/** The server's log line for a report (the benches print the ones their browsers sent). */
export const CLIENT_ERROR_LOG_MESSAGE = 'A screen broke in the browser';
