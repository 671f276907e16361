import { freePort } from '../lib/process';
import { scrapedFrom, type MetricsSource } from '../lib/metrics/server';
import type { Logger } from '../lib/logger';
import { installTemporalRuntime } from './runtime';

/**
 * Installs the Temporal runtime with its Prometheus exporter on a private loopback port, and
 * returns it as a source for this process's metrics server (METRICS_PORT), which is the one
 * address operators scrape.
 */
export async function installTemporalRuntimeWithMetrics(logger: Logger): Promise<MetricsSource> {
  const address = `127.0.0.1:${await freePort()}`;
  installTemporalRuntime(logger, address);
  return scrapedFrom(`http://${address}/metrics`);
}
