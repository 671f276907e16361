import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One part of the exposition: Prometheus text, or '' when the source has nothing to say now. */
export type MetricsSource = () => Promise<string>;

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface RunningMetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on its own address (METRICS_HOST:METRICS_PORT), never on the public API
 * port: the concatenated text of every source. A source that fails is left out of that scrape.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  sources: MetricsSource[];
}): Promise<RunningMetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    void Promise.all(options.sources.map((source) => source().catch(() => ''))).then((parts) => {
      res.writeHead(200, { 'Content-Type': PROMETHEUS_CONTENT_TYPE });
      res.end(
        parts
          .filter(Boolean)
          .map((p) => (p.endsWith('\n') ? p : `${p}\n`))
          .join(''),
      );
    });
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The text of a Prometheus endpoint of this process (the Temporal runtime's exporter), as a source. */
export function scrapedFrom(url: string, timeoutMs = 2_000): MetricsSource {
  return async () => {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok ? res.text() : '';
  };
}
