import { NativeConnection, type WorkflowBundle } from '@temporalio/worker';
import { createPool } from '../db/pool';
import { createSmtpMailer } from '../email/transport';
import { systemClock, type Clock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { createSandbox, type Sandbox } from '../scoring/sandbox';
import { createWorkers } from './create-workers';
import { panelFor } from './llm-evaluator';
import { deleteRetentionSchedule, ensureRetentionSchedule } from './retention-schedule';

export interface RunningWorker {
  /** Every worker of the process polls its task queue. */
  isRunning(): boolean;
  stop(): Promise<void>;
}

/**
 * Bubblewrap with cgroups and seccomp, or per-process limits where SANDBOX_ALLOW_WEAK_LIMITS (or
 * `allowWeakLimits`: `npm start`, a trial on one's own machine) allows; `maxParallel` sandboxes at
 * once (default: one per CPU).
 */
export function createWorkerSandbox(
  config: Config,
  options: { maxParallel?: number; allowWeakLimits?: boolean } = {},
): Sandbox {
  return createSandbox({
    memoryEnforcement: config.sandboxAllowWeakLimits || options.allowWeakLimits ? 'auto' : 'cgroup',
    ...(options.maxParallel ? { maxParallel: options.maxParallel } : {}),
  });
}

/**
 * Polls the configured task queues until stopped; stop() lets in-flight activities finish first.
 * A lifecycle worker keeps its queue's retention schedule (worker/retention-schedule.ts); with
 * NODE_ENV=test, stop() deletes it.
 */
export async function startWorker(options: {
  config: Config;
  databaseUrl: string;
  temporalAddress: string;
  smtpUrl: string;
  logger: Logger;
  workflowBundle?: WorkflowBundle;
  /** Default: createWorkerSandbox(config). */
  sandbox?: Sandbox;
  /** The example runs' own: default `sandbox` when given (a test's), else RUN_SLOTS sandboxes apart from scoring's. */
  exampleRunSandbox?: Sandbox;
  /** Default: the system's. A test's manual clock, for what the worker dates (the hourly expiry). */
  clock?: Clock;
}): Promise<RunningWorker> {
  const { config, logger } = options;
  const sandbox = options.sandbox ?? createWorkerSandbox(config);
  const exampleRunSandbox =
    options.exampleRunSandbox ??
    options.sandbox ??
    createWorkerSandbox(config, { maxParallel: config.exampleRunSlots });
  if (config.workerQueues.includes('scoring')) {
    const enforcement = await sandbox.enforcement();
    // Serving the scoring queue without a sandbox would leave every submission processing forever.
    if (!enforcement.available)
      throw new Error(
        `this worker serves the scoring queue but the sandbox cannot run programs here: ${enforcement.reason}`,
      );
    if (config.sandboxAllowWeakLimits && enforcement.cgroupVersion === null)
      logger.warn(
        { why: enforcement.whyNoCgroups },
        'SANDBOX_ALLOW_WEAK_LIMITS is set and cgroups cannot be used here: sandboxes run with per-process limits only (for development)',
      );
  }
  const panel = config.workerQueues.includes('scoring') ? panelFor(config, logger) : undefined;
  const pool = createPool(options.databaseUrl);
  const connection = await NativeConnection.connect({ address: options.temporalAddress });
  const workers = await createWorkers({
    connection,
    config,
    deps: {
      config,
      pool,
      mailer: createSmtpMailer(options.smtpUrl, config.mailFrom),
      clock: options.clock ?? systemClock,
      sandbox,
      exampleRunSandbox,
      panel,
    },
    workflowBundle: options.workflowBundle,
  });
  // The lifecycle queue runs the retention workflow: its schedule is made sure of at every start.
  const retention = config.workerQueues.includes('lifecycle')
    ? await ensureRetentionSchedule(connection, config)
    : undefined;
  const running = Promise.all(workers.map((w) => w.run()));
  running.catch((err) => logger.error({ err }, 'worker stopped with an error'));
  let stopped: Promise<void> | undefined;
  return {
    isRunning: () => workers.every((w) => w.getState() === 'RUNNING'),
    stop() {
      stopped ??= (async () => {
        for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
        await running.catch(() => undefined);
        // A test's task queue dies with its stack; a deployment's schedule outlives a worker's restart.
        if (retention && config.env === 'test')
          await deleteRetentionSchedule(retention).catch((err) =>
            logger.warn({ err }, 'could not delete the retention schedule'),
          );
        await connection.close();
        await pool.end();
      })();
      return stopped;
    },
  };
}
