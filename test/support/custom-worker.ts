import { Context } from '@temporalio/activity';
import { NativeConnection, Worker } from '@temporalio/worker';
import { createActivities, type Activities, type ScoringDeps } from '../../activities';
import { createPool } from '../../db/pool';
import { createSmtpMailer } from '../../email/transport';
import { systemClock } from '../../lib/clock';
import { panelOf, type EvaluatorFactory } from '../../scoring';
import { createSandbox } from '../../scoring/sandbox';
import { createWorkers } from '../../worker/create-workers';
import { testServices } from './services';
import type { TestStack } from './stack';

export interface CustomWorker {
  stop(): Promise<void>;
}

export interface CustomWorkerOptions {
  /** Lifecycle queue: replaces some activities (a fault to inject), given the real ones. */
  lifecycle?: (real: Activities) => Partial<Activities>;
  /** Scoring queue, built as production builds it (worker/create-workers.ts) over this sandbox and evaluators. */
  scoring?: {
    sandbox?: ScoringDeps['sandbox'];
    evaluatorFor?: EvaluatorFactory;
  };
  /** The worker's database, when not the suite's (the suite's through a proxy that a test cuts, say). */
  databaseUrl?: string;
}

/**
 * An in-process worker on the suite's queues whose dependencies a test chooses: a stand-in
 * sandbox, an evaluator of its own, or a lifecycle activity that fails in a chosen way. Only the
 * queues named in the options are served.
 */
export async function startCustomWorker(stack: TestStack, options: CustomWorkerOptions): Promise<CustomWorker> {
  const services = testServices();
  const { config } = stack;
  const pool = createPool(options.databaseUrl ?? stack.db.url);
  const connection = await NativeConnection.connect({ address: services.temporal.address });
  const deps = {
    config,
    pool,
    mailer: createSmtpMailer(services.smtp.url, config.mailFrom),
    clock: systemClock,
    sandbox:
      options.scoring?.sandbox ??
      createSandbox({ memoryEnforcement: config.sandboxAllowWeakLimits ? 'auto' : 'cgroup' }),
    ...(options.scoring?.evaluatorFor ? { panel: panelOf(options.scoring.evaluatorFor) } : {}),
  };
  const workers: Worker[] = [];
  if (options.lifecycle) {
    const real = createActivities(deps);
    workers.push(
      await Worker.create({
        connection,
        namespace: config.temporal.namespace,
        taskQueue: config.temporal.taskQueue,
        activities: { ...real, ...options.lifecycle(real) },
        workflowBundle: services.workflowBundle,
      }),
    );
  }
  if (options.scoring) {
    workers.push(
      ...(await createWorkers({
        connection,
        config: { ...config, workerQueues: ['scoring'] },
        deps,
        workflowBundle: services.workflowBundle,
      })),
    );
  }
  const running = Promise.all(workers.map((w) => w.run()));
  return {
    async stop() {
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await running;
      await connection.close();
      await pool.end();
    },
  };
}

/** An activity that never finishes its work: it ends only when cancelled (its run ended, or the worker stopping). */
export function untilCancelled(): Promise<never> {
  const signal = Context.current().cancellationSignal;
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
