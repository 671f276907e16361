import { migrate } from '../db/migrate';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/process';
import { startMetricsServer } from '../lib/metrics/server';
import { startApi } from './server';

/** `npm run start:api`: the HTTP half alone, against services given by DATABASE_URL and TEMPORAL_ADDRESS. */
async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel, 'api');
  const databaseUrl = config.databaseUrl;
  const temporalAddress = config.temporal.address;
  if (!databaseUrl || !temporalAddress) {
    process.stderr.write('start:api needs DATABASE_URL and TEMPORAL_ADDRESS (npm start runs everything locally).\n');
    process.exit(1);
  }
  await migrate(databaseUrl, logger);
  const api = await startApi({ config, databaseUrl, temporalAddress, logger });
  const metrics = await startMetricsServer({ ...config.metrics, sources: [api.metricsText] });
  logger.info({ host: api.host, port: api.port, metricsPort: metrics.port }, 'API listening');
  onShutdown(
    async () => {
      await api.close();
      await metrics.close();
    },
    (m) => logger.info(m),
  );
}

main().catch((err) => {
  process.stderr.write(`start:api failed: ${(err as Error).message}\n`);
  process.exit(1);
});
