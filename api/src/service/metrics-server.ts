// Serves /metrics (Prometheus text format) on a port of its own (METRICS_PORT), apart from
// the portal's: a scrape needs no session, and the port need not be reachable from where
// the users are (bind it to an internal address with METRICS_HOST).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectProcessMetrics, metricsRegistry } from './metrics.js';

export type TMetricsServer = { port: number; close(): Promise<void> };

export async function startMetricsServer(host: string, port: number): Promise<TMetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : 'metrics failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
