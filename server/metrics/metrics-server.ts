import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics.ts';

export type MetricsServer = { url: string; close(): Promise<void> };

/**
 * GET /metrics in Prometheus' text format, on a listener of its own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST
 * says otherwise), so the app's port, which the balancer exposes, never shows them.
 */
export async function startMetricsServer({ host, port }: { host: string; port: number }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection would hold the close for its whole timeout.
        server.closeAllConnections();
      }),
  };
}
