/** One timed request of the load test, classified: 5xx and network failures are errors. */
import type { Stats } from './shoppers-stats.ts';

const REQUEST_TIMEOUT_MS = 30_000;

export type Answer = { status: number; body: unknown };

export type Call = {
  kind: string;
  path: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  /** Statuses that are business outcomes here (an item already sold, already in the cart). */
  expected?: number[];
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function makeClient(baseUrl: string, stats: Stats) {
  if (!baseUrl.startsWith('http://127.0.0.1:'))
    throw new Error(`The load test only loads this machine, not ${baseUrl}`);
  return async function call({
    kind,
    path,
    method = 'GET',
    token,
    body,
    expected = [],
  }: Call): Promise<Answer | undefined> {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      const status = response.status;
      const outcome =
        status >= 500 ? 'error' : status < 300 ? 'ok' : expected.includes(status) ? 'expected' : 'unexpected';
      stats.record(kind, ms, outcome, `${method} ${path} → ${status} ${text.slice(0, 200)}`);
      return { status, body: parseJson(text) };
    } catch (error) {
      stats.record(kind, performance.now() - started, 'error', `${method} ${path} → ${(error as Error).message}`);
      return undefined;
    }
  };
}

export type Client = ReturnType<typeof makeClient>;
