import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

/** The real services one test run shares: started once by the root hook, torn down at the end. */
export interface TestServices {
  postgres: EmbeddedDatabase;
  /** A migrated database that every suite's database is cloned from. */
  templateDatabase: string;
  temporal: DevServer;
  smtp: SmtpSink;
  workflowBundle: WorkflowBundle;
}

let services: TestServices | undefined;
let dataDir: string | undefined;

export function testServices(): TestServices {
  if (!services) throw new Error('test services are not running (is the root hook loaded?)');
  return services;
}

export async function startTestServices(): Promise<void> {
  const logger = createLogger(process.env.LOG_LEVEL ?? 'silent');
  installTemporalRuntime(logger);
  dataDir = mkdtempSync(path.join(tmpdir(), 'assessments-test-'));
  chmodSync(dataDir, 0o755); // as root, Postgres runs as its own user and must reach its data

  const templateDatabase = 'template_assessments';
  const started = await Promise.allSettled([
    startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), database: templateDatabase }),
    startTemporalDevServer({
      cliPath: process.env.TEMPORAL_CLI_PATH,
      toolsDir: paths.tools,
      // Timers and activity retries fire when due, not batched to the next second: a test that
      // asks for a 10 ms retry gets one (test/workflows/ runs dozens of them).
      dynamicConfig: { 'history.timerProcessorMaxTimeShift': '1ms' },
    }),
    startSmtpSink({}),
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
  const [postgres, temporal, smtp, workflowBundle] = started.map(
    (s) => (s as PromiseFulfilledResult<unknown>).value,
  ) as [EmbeddedDatabase, DevServer, SmtpSink, WorkflowBundle];
  services = { postgres, templateDatabase, temporal, smtp, workflowBundle };
  // A failure from here on must not leave the servers running after mocha exits.
  await migrate(postgres.url).catch(async (err) => {
    await stopTestServices();
    throw err;
  });
}

export async function stopTestServices(): Promise<void> {
  const running = services;
  services = undefined;
  await Promise.allSettled([running?.smtp.stop(), running?.temporal.stop(), running?.postgres.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const quietBundlerLogger = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (message: string) => process.stderr.write(`workflow bundler: ${message}\n`),
};
