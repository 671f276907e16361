import { randomBytes } from 'node:crypto';
import { Runtime } from '@temporalio/worker';
import { startApi, type RunningApi } from '../api/server';
import { countCompanies } from '../db/companies';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/shutdown';
import { createWorkerSandbox, startWorker, type RunningWorker } from '../worker/run';
import { installTemporalRuntime } from '../worker/runtime';
import { cachedWorkflowBundle } from '../worker/workflow-bundle-cache';
import { paths } from './local-state';
import { startLocalServices, TEMPORAL_UI_PORT } from './local-services';
import { createCompany } from './operator/companies';

const say = (line = '') => process.stdout.write(line + '\n');

/**
 * `npm start`: API and worker in one process. Whatever service is not configured (DATABASE_URL,
 * TEMPORAL_ADDRESS, SMTP_URL) is started locally, with its state under .var/.
 */
const stops: Array<() => Promise<void>> = [];
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
};

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  installTemporalRuntime(logger);
  onShutdown(stopAll, (m) => logger.info(m));

  // None of these waits for another: the services start, the workflow bundle is read (or made)
  // and the sandbox is tried, side by side. The sandbox remembers a successful trial.
  const sandbox = createWorkerSandbox(config);
  if (config.workerQueues.includes('scoring')) sandbox.available().catch(() => undefined);
  const starting = startLocalServices(config, logger);
  starting.then((services) => stops.push(() => services.stop()), () => undefined);
  const bundling = cachedWorkflowBundle({
    workflowsPath: require.resolve('../workflows'),
    cacheFile: paths.workflowBundle,
    logger: Runtime.instance().logger,
  });
  await Promise.allSettled([starting, bundling]);
  const { databaseUrl, temporalAddress, smtpUrl } = await starting;
  const { bundle, cached } = await bundling;
  logger.info({ cached, cacheFile: paths.workflowBundle }, 'workflow bundle ready');

  await migrate(databaseUrl, logger);
  await seedDemoCompany(databaseUrl);

  const worker: RunningWorker = await startWorker({ config, databaseUrl, temporalAddress, smtpUrl, logger, workflowBundle: bundle, sandbox });
  stops.push(() => worker.stop());
  const api: RunningApi = await startApi({ config, databaseUrl, temporalAddress, logger });
  stops.push(() => api.close());

  say();
  say(`API:         ${config.publicBaseUrl}/v1   (health: /v1/health, docs: /v1/docs)`);
  if (!config.temporal.address) say(`Temporal UI: http://localhost:${TEMPORAL_UI_PORT}`);
  if (!config.smtpUrl) say(`Mail sink:   ${paths.mail} (one .eml file per message)`);
  say('Press Ctrl-C to stop.');
  say();
}

async function seedDemoCompany(databaseUrl: string) {
  const pool = createPool(databaseUrl, 1);
  try {
    if ((await countCompanies(pool)) > 0) return;
    const password = randomBytes(12).toString('base64url');
    const demo = await createCompany(pool, systemClock, {
      name: 'Demo Company',
      email: 'demo@example.com',
      password,
    });
    say();
    say('Created a demo company on the empty database (shown once):');
    say(`  e-mail:    ${demo.email}`);
    say(`  password:  ${password}`);
    say(`  live code: ${demo.live_code}`);
    say(`  test code: ${demo.test_code}`);
  } finally {
    await pool.end();
  }
}

main().catch(async (err) => {
  process.stderr.write(`npm start failed: ${(err as Error).message}\n`);
  await stopAll();
  process.exit(1);
});
