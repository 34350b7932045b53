import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** A bounded autocannon run against one URL on this machine. */
export async function measure(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`Benchmarks only load this machine, not ${url}`);
  const result = await autocannon({
    url,
    duration: options.seconds,
    connections: options.connections,
    headers: { 'accept-encoding': 'gzip', ...options.headers },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
