import path from 'node:path';
import { Runtime } from '@temporalio/worker';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/process';
import { startMetricsServer } from '../lib/metrics/server';
import { installTemporalRuntimeWithMetrics } from '../worker/metrics';
import { cgroupVersion, findCgroupHost } from '../scoring/sandbox/cgroup';
import { cachedWorkflowBundle } from '../worker/workflow-bundle-cache';
import { paths } from './local-state';
import { startLocalServices, TEMPORAL_UI_PORT } from './local-services';
import { runInDelegatedScope, sandboxLine } from './sandbox-scope';

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
    ...(require('../worker/start-worker') as typeof import('../worker/start-worker')),
    ...(require('./demo-company') as typeof import('./demo-company')),
  };
}

/** This very start, to run again elsewhere (in a systemd scope). */
const thisStart = () => [
  process.execPath,
  ...process.execArgv,
  path.join(__dirname, 'tsx-in-process.cjs'),
  __filename,
  ...process.argv.slice(2),
];

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const scoring = config.workerQueues.includes('scoring');
  // Before anything starts: where systemd can give this user a delegated cgroup v2 group, the whole
  // start runs again in one, so that its sandboxes get cgroup limits.
  const scope = scoring ? await runInDelegatedScope(thisStart()) : undefined;
  if (scope && 'exitStatus' in scope) process.exit(scope.exitStatus);
  // On cgroup v2 the sandbox moves this process into a leaf of its group, which it can do only while
  // no child process forks: before the local services start.
  if (scoring && (await cgroupVersion()) === 2) await findCgroupHost();
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
  // The sandbox remembers a successful trial. A trial on one's own machine scores with per-process
  // limits where cgroups cannot be had, and says so; `start:worker` and the image refuse to.
  const sandbox = createWorkerSandbox(config, { allowWeakLimits: true });
  if (scoring) sandbox.available().catch(() => undefined);
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
  const enforcement = scoring ? await sandbox.enforcement() : undefined;
  if (scope && enforcement?.available) say(`Sandbox:     ${sandboxLine(enforcement, scope)}`);
  say('Press Ctrl-C to stop.');
  say();
}

main().catch(async (err) => {
  process.stderr.write(`npm start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  await stopAll();
  process.exit(1);
});
