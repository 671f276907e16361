import { migrate } from '../db/migrate';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/process';
import { keepHealthFile } from './health-file';
import { startWorker } from './start-worker';
import { startMetricsServer } from '../lib/metrics/server';
import { installTemporalRuntimeWithMetrics } from './metrics';

/** `npm run start:worker`: the worker alone, against DATABASE_URL, TEMPORAL_ADDRESS and SMTP_URL. */
async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel, 'worker');
  const { databaseUrl, smtpUrl } = config;
  const temporalAddress = config.temporal.address;
  if (!databaseUrl || !temporalAddress || !smtpUrl) {
    process.stderr.write(
      'start:worker needs DATABASE_URL, TEMPORAL_ADDRESS and SMTP_URL (npm start runs everything locally).\n',
    );
    process.exit(1);
  }
  const temporalMetrics = await installTemporalRuntimeWithMetrics(logger);
  await migrate(databaseUrl, logger);
  const worker = await startWorker({ config, databaseUrl, temporalAddress, smtpUrl, logger });
  const metrics = await startMetricsServer({ ...config.metrics, sources: [temporalMetrics] });
  logger.info({ metricsPort: metrics.port }, 'worker running');
  if (config.workerHealthFile) keepHealthFile(config.workerHealthFile, worker.isRunning);
  onShutdown(
    async () => {
      await worker.stop();
      await metrics.close();
    },
    (m) => logger.info(m),
  );
}

main().catch((err) => {
  process.stderr.write(`start:worker failed: ${(err as Error).message}\n`);
  process.exit(1);
});
