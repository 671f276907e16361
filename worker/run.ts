import { NativeConnection, type WorkflowBundle } from '@temporalio/worker';
import { createPool } from '../db/pool';
import { systemClock } from '../lib/clock';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';
import { createSmtpMailer } from '../lib/mailer';
import { createWorker } from './create-worker';

export interface RunningWorker {
  stop(): Promise<void>;
}

/** Polls the task queue until stopped; stop() lets in-flight activities finish first. */
export async function startWorker(options: {
  config: Config;
  databaseUrl: string;
  temporalAddress: string;
  smtpUrl: string;
  logger: Logger;
  workflowBundle?: WorkflowBundle;
}): Promise<RunningWorker> {
  const { config } = options;
  const pool = createPool(options.databaseUrl);
  const connection = await NativeConnection.connect({ address: options.temporalAddress });
  const worker = await createWorker({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    deps: { config, pool, mailer: createSmtpMailer(options.smtpUrl, config.mailFrom), clock: systemClock },
    workflowBundle: options.workflowBundle,
  });
  const running = worker.run();
  running.catch((err) => options.logger.error({ err }, 'worker stopped with an error'));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        worker.shutdown();
        await running.catch(() => undefined);
        await connection.close();
        await pool.end();
      })();
      return stopped;
    },
  };
}
