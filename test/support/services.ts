import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleWorkflowCode, type WorkflowBundle } from '@temporalio/worker';
import { migrate } from '../../db/migrate';
import { createLogger } from '../../lib/logger';
import { paths } from '../../scripts/local-state';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/services/postgres';
import { startSmtpSink, type SmtpSink } from '../../scripts/services/smtp-sink';
import { startTemporalDevServer, type DevServer } from '../../scripts/services/temporal';
import { installTemporalRuntime } from '../../worker/runtime';

/**
 * The real services a test run shares. The servers (Postgres with a migrated template database,
 * a Temporal dev server, the workflow bundle on disk) are started once per run by mocha's global
 * setup, in its main process; each process that runs test files (the main one, or each worker of
 * a parallel run) attaches to them and starts an SMTP sink of its own, which its tests read.
 */
export interface TestServices {
  postgres: { url: string };
  /** A migrated database that every suite's database is cloned from. */
  templateDatabase: string;
  temporal: { address: string };
  smtp: SmtpSink;
  workflowBundle: WorkflowBundle;
}

/** What the global setup hands the processes that run tests, through the environment. */
interface SharedServers {
  postgresUrl: string;
  templateDatabase: string;
  temporalAddress: string;
  workflowBundlePath: string;
}
const SHARED_SERVERS = 'TEST_SHARED_SERVERS';

let services: TestServices | undefined;
let servers: { postgres: EmbeddedDatabase; temporal: DevServer; dataDir: string } | undefined;

export function testServices(): TestServices {
  if (!services) throw new Error('test services are not running (is the root hook loaded?)');
  return services;
}

/** Starts the servers one run shares, once, in mocha's main process. */
export async function startSharedServers(): Promise<void> {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
  installTemporalRuntime(logger);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assessments-test-'));
  chmodSync(dataDir, 0o755); // as root, Postgres runs as its own user and must reach its data

  const templateDatabase = 'template_assessments';
  const started = await Promise.allSettled([
    startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: templateDatabase }),
    startTemporalDevServer({
      cliPath: process.env.TEMPORAL_CLI_PATH,
      toolsDir: paths.tools,
      // Timers and activity retries fire when due, not batched to the next second: a test that
      // asks for a 10 ms retry gets one (test/flows/workflows/ runs dozens of them).
      dynamicConfig: { 'history.timerProcessorMaxTimeShift': '1ms' },
    }),
    bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: quietBundlerLogger }),
  ] as const);
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    // Stop whatever did start, so a failed start leaves no server behind.
    await Promise.allSettled(
      started.map((s) => (s.status === 'fulfilled' && 'stop' in s.value ? s.value.stop() : undefined)),
    );
    rmSync(dataDir, { recursive: true, force: true });
    throw failure.reason;
  }
  const [postgres, temporal, bundle] = started.map((s) => (s as PromiseFulfilledResult<unknown>).value) as [
    EmbeddedDatabase,
    DevServer,
    { code: string },
  ];
  servers = { postgres, temporal, dataDir };
  const workflowBundlePath = path.join(dataDir, 'workflow-bundle.js');
  writeFileSync(workflowBundlePath, bundle.code);
  // A failure from here on must not leave the servers running after mocha exits.
  await migrate(postgres.url).catch(async (err) => {
    await stopSharedServers();
    throw err;
  });
  const shared: SharedServers = {
    postgresUrl: postgres.url,
    templateDatabase,
    temporalAddress: temporal.address,
    workflowBundlePath,
  };
  process.env[SHARED_SERVERS] = JSON.stringify(shared);
}

export async function stopSharedServers(): Promise<void> {
  const running = servers;
  servers = undefined;
  await Promise.allSettled([running?.temporal.stop(), running?.postgres.stop()]);
  if (running) rmSync(running.dataDir, { recursive: true, force: true });
}

/** This process's view of the shared servers, with an SMTP sink of its own: once per process. */
export async function attachTestServices(): Promise<void> {
  if (services) return;
  const shared = process.env[SHARED_SERVERS];
  if (!shared) throw new Error('the shared test servers are not running (is the global setup loaded?)');
  const { postgresUrl, templateDatabase, temporalAddress, workflowBundlePath } = JSON.parse(shared) as SharedServers;
  installTemporalRuntime(createLogger(process.env.LOG_LEVEL ?? 'silent'));
  services = {
    postgres: { url: postgresUrl },
    templateDatabase,
    temporal: { address: temporalAddress },
    smtp: await startSmtpSink({}),
    workflowBundle: { code: readFileSync(workflowBundlePath, 'utf8') },
  };
}

export async function detachTestServices(): Promise<void> {
  const attached = services;
  services = undefined;
  await attached?.smtp.stop();
}

/** For a script outside mocha (a bench, capturing histories): the servers and this process attached. */
export async function startTestServices(): Promise<void> {
  await startSharedServers();
  await attachTestServices().catch(async (err) => {
    await stopSharedServers();
    throw err;
  });
}

export async function stopTestServices(): Promise<void> {
  await detachTestServices();
  await stopSharedServers();
}

const quietBundlerLogger = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (message: string) => process.stderr.write(`workflow bundler: ${message}\n`),
};
