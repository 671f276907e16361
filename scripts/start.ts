import { randomBytes } from 'node:crypto';
import { startApi, type RunningApi } from '../api/server';
import { countCompanies } from '../db/companies';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import { loadConfigOrExit } from '../lib/config';
import { createLogger } from '../lib/logger';
import { onShutdown } from '../lib/shutdown';
import { startWorker, type RunningWorker } from '../worker/run';
import { startMetricsServer } from '../lib/metrics/server';
import { installTemporalRuntimeWithMetrics } from '../worker/metrics';
import { clearRuntimeInfo, paths, writeRuntimeInfo } from './local-state';
import { createCompany } from './operator/companies';
import { startEmbeddedPostgres } from './services/postgres';
import { startSmtpSink } from './services/smtp-sink';
import { startTemporalDevServer } from './services/temporal';

const TEMPORAL_PORT = 7233;
const TEMPORAL_UI_PORT = 8233;
const SMTP_SINK_PORT = 2525;

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
  const temporalMetrics = await installTemporalRuntimeWithMetrics(logger);
  onShutdown(stopAll, (m) => logger.info(m));

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const db = await startEmbeddedPostgres({ dataDir: paths.postgres });
    stops.push(() => db.stop());
    databaseUrl = db.url;
    writeRuntimeInfo({ pid: process.pid, databaseUrl });
    stops.push(async () => clearRuntimeInfo());
    logger.info({ dataDir: paths.postgres }, 'embedded Postgres started');
  }

  let temporalAddress = config.temporal.address;
  if (!temporalAddress) {
    const server = await startTemporalDevServer({
      cliPath: config.temporal.cliPath,
      toolsDir: paths.tools,
      namespace: config.temporal.namespace,
      port: TEMPORAL_PORT,
      uiPort: TEMPORAL_UI_PORT,
      dbFilename: paths.temporalDb,
    });
    stops.push(() => server.stop());
    temporalAddress = server.address;
    logger.info({ address: temporalAddress }, 'Temporal dev server started');
  }

  let smtpUrl = config.smtpUrl;
  if (!smtpUrl) {
    const sink = await startSmtpSink({
      port: SMTP_SINK_PORT,
      dir: paths.mail,
      onMessage: (m) => logger.info({ to: m.envelopeTo, subject: m.parsed.subject, file: m.file }, 'mail received'),
    });
    stops.push(() => sink.stop());
    smtpUrl = sink.url;
  }

  await migrate(databaseUrl, logger);
  await seedDemoCompany(databaseUrl);

  const worker: RunningWorker = await startWorker({ config, databaseUrl, temporalAddress, smtpUrl, logger });
  stops.push(() => worker.stop());
  const api: RunningApi = await startApi({ config, databaseUrl, temporalAddress, logger });
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
