import { Runtime } from '@temporalio/worker';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/shutdown';
import { startMetricsServer } from '../lib/metrics/server';
import { installTemporalRuntimeWithMetrics } from '../worker/metrics';
import { cachedWorkflowBundle } from '../worker/workflow-bundle-cache';
import { paths } from './local-state';
import { startLocalServices, TEMPORAL_UI_PORT } from './local-services';

const say = (line = '') => process.stdout.write(line + '\n');

/**
 * `npm start`: API and worker in one process. Whatever service is not configured (DATABASE_URL,
 * TEMPORAL_ADDRESS, SMTP_URL) is started locally, with its state under .var/.
 */
const stops: Array<() => Promise<void>> = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
};

/**
 * The API's and the worker's modules, loaded only once the services are on their way: loading them
 * is most of a start, and the services start on the other core meanwhile.
 */
function loadApplication() {
  return {
    ...(require('../api/server') as typeof import('../api/server')),
    ...(require('../db/migrate') as typeof import('../db/migrate')),
    ...(require('../worker/run') as typeof import('../worker/run')),
    ...(require('./demo-company') as typeof import('./demo-company')),
  };
}

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const temporalMetrics = await installTemporalRuntimeWithMetrics(logger);
  onShutdown(stopAll, (m) => logger.info(m));

  const services = startLocalServices(config, logger);
  // Registered at once: whatever ends the start early stops them once they are up.
  stops.push(() =>
    services.ready.then(
      (started) => started.stop(),
      () => undefined,
    ),
  );
  await services.launched;
  const { createWorkerSandbox, migrate, seedDemoCompany, startApi, startWorker } = loadApplication();

  // The workflow bundle is read (or made) and the sandbox is tried while the services get ready.
  // The sandbox remembers a successful trial.
  const sandbox = createWorkerSandbox(config);
  if (config.workerQueues.includes('scoring')) sandbox.available().catch(() => undefined);
  const bundling = cachedWorkflowBundle({
    workflowsPath: require.resolve('../workflows'),
    cacheFile: paths.workflowBundle,
    logger: Runtime.instance().logger,
  });
  await Promise.allSettled([services.ready, bundling]);
  const { databaseUrl, temporalAddress, smtpUrl } = await services.ready;
  const { bundle, cached } = await bundling;
  logger.info({ cached, cacheFile: paths.workflowBundle }, 'workflow bundle ready');

  await migrate(databaseUrl, logger);
  await seedDemoCompany(databaseUrl, say);

  const worker = await startWorker({
    config,
    databaseUrl,
    temporalAddress,
    smtpUrl,
    logger,
    workflowBundle: bundle,
    sandbox,
  });
  stops.push(() => worker.stop());
  const api = await startApi({ config, databaseUrl, temporalAddress, logger });
  stops.push(() => api.close());
  // One process, one metrics address: the API's metrics and the worker's temporal_ ones together.
  const metrics = await startMetricsServer({ ...config.metrics, sources: [api.metricsText, temporalMetrics] });
  stops.push(() => metrics.close());
  logger.info({ port: api.port, metricsPort: metrics.port }, 'service running');

  say();
  say(`API:         ${config.publicBaseUrl}/v1   (health: /v1/health, docs: /v1/docs)`);
  say(`Metrics:     http://${config.metrics.host}:${metrics.port}/metrics`);
  if (!config.temporal.address) say(`Temporal UI: http://localhost:${TEMPORAL_UI_PORT}`);
  if (!config.smtpUrl) say(`Mail sink:   ${paths.mail} (one .eml file per message)`);
  say('Press Ctrl-C to stop.');
  say();
}

main().catch(async (err) => {
  process.stderr.write(`npm start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  await stopAll();
  process.exit(1);
});
