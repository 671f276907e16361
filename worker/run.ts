import { NativeConnection, type WorkflowBundle } from '@temporalio/worker';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { createSmtpMailer } from '../lib/mailer';
import { createSandbox } from '../scoring/sandbox';
import { createWorkers } from './create-worker';

export interface RunningWorker {
  stop(): Promise<void>;
}

/** Polls the configured task queues until stopped; stop() lets in-flight activities finish first. */
export async function startWorker(options: {
  config: Config;
  databaseUrl: string;
  temporalAddress: string;
  smtpUrl: string;
  logger: Logger;
  workflowBundle?: WorkflowBundle;
}): Promise<RunningWorker> {
  const { config, logger } = options;
  const pool = createPool(options.databaseUrl);
  const sandbox = createSandbox();
  if (config.workerQueues.includes('scoring') && !(await sandbox.available())) {
    logger.warn('the sandbox (bubblewrap) cannot run programs here: scoring activities will fail and be retried until it can');
  }
  const connection = await NativeConnection.connect({ address: options.temporalAddress });
  const workers = await createWorkers({
    connection,
    config,
    deps: { config, pool, mailer: createSmtpMailer(options.smtpUrl, config.mailFrom), clock: systemClock, sandbox },
    workflowBundle: options.workflowBundle,
  });
  const running = Promise.all(workers.map((w) => w.run()));
  running.catch((err) => logger.error({ err }, 'worker stopped with an error'));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
        await running.catch(() => undefined);
        await connection.close();
        await pool.end();
      })();
      return stopped;
    },
  };
}
