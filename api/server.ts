import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics } from 'prom-client';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { createApp } from './app';
import { createApiMetrics, registerWorkflowCounts } from './metrics';
import { startReconciler } from './temporal/reconciler';
import { createTemporalClient } from './temporal/temporal';

export interface RunningApi {
  port: number;
  /** The address it listens on ('::' for every interface). */
  host: string;
  /** This process's API metrics in Prometheus text, for the metrics server (never the API port). */
  metricsText(): Promise<string>;
  close(): Promise<void>;
}

/** Serves the API on config.port over the given database and Temporal. */
export async function startApi(options: {
  config: Config;
  databaseUrl: string;
  temporalAddress: string;
  logger: Logger;
}): Promise<RunningApi> {
  const { config, logger } = options;
  const pool = createPool(options.databaseUrl);
  const temporal = createTemporalClient(options.temporalAddress, config.temporal.namespace);
  const metrics = createApiMetrics();
  registerWorkflowCounts(metrics, temporal);
  collectDefaultMetrics({ register: metrics.registry }); // the process's own: memory, event loop, GC
  const deps = { config, pool, temporal, logger, clock: systemClock, metrics };
  const app = createApp(deps);
  const reconciler = startReconciler(deps);
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  const { port, address: host } = server.address() as AddressInfo;
  return {
    port,
    host,
    metricsText: () => metrics.registry.metrics(),
    async close() {
      reconciler.stop();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await Promise.all([pool.end(), temporal.connection.close()]);
    },
  };
}
