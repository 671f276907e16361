import { NativeConnection, Worker, type WorkflowBundle } from '@temporalio/worker';
import {
  createActivities,
  createExampleRunActivities,
  createScoringActivities,
  createQuestionCheckActivities,
  type ActivityDeps,
  type ExampleRunDeps,
  type ScoringDeps,
} from '../activities';
import type { Config } from '../lib/config';

/** Example runs a worker takes per run slot: one runs, the others wait in it for their company's turn. */
const EXAMPLE_RUNS_TAKEN_PER_SLOT = 50;
/** Of those, what one company may hold: a fifth, so that a flood leaves room for every other company's. */
const EXAMPLE_RUNS_HELD_PER_COMPANY_PER_SLOT = 10;

/**
 * The scoring worker's activity slots: one per sandbox it can run at once, and with an LLM
 * evaluator as many again as may wait on the model, so that slow judgements cannot hold every slot
 * while measurements and "Run example" wait behind them.
 */
export const scoringConcurrency = (sandbox: ScoringDeps['sandbox'], config: Pick<Config, 'llm'>): number =>
  (sandbox.concurrency ?? 1) + (config.llm?.concurrency ?? 0); // a sandbox that does not say (a test's stand-in) runs one

export interface WorkerOptions {
  connection: NativeConnection;
  config: Config;
  deps: ActivityDeps & ScoringDeps & { exampleRunSandbox?: ExampleRunDeps['sandbox'] };
  /** A prebuilt bundle (tests share one); without it the workflows are bundled at start. */
  workflowBundle?: WorkflowBundle;
}

/**
 * One Worker per queue this process serves (config.workerQueues): the lifecycle queue runs the
 * lifecycle workflows and the activities with side effects; the scoring queue the scoring
 * activities, so that scoring can run on machines of its own. A scoring worker also serves the run
 * queue: the example runs (exampleRunWorkflow) on RUN_SLOTS slots and a sandbox (`exampleRunSandbox`) of
 * their own, so that a flood of runs waits for its own slots and never for, nor in front of, a
 * submission's scoring.
 */
export async function createWorkers({ connection, config, deps, workflowBundle }: WorkerOptions): Promise<Worker[]> {
  const { namespace, taskQueue, scoringTaskQueue, exampleRunTaskQueue, questionCheckTaskQueue } = config.temporal;
  const workers: Promise<Worker>[] = [];
  const workflows = workflowBundle ? { workflowBundle } : { workflowsPath: require.resolve('../workflows') };
  if (config.workerQueues.includes('lifecycle')) {
    workers.push(
      Worker.create({
        connection,
        namespace,
        taskQueue,
        activities: createActivities(deps),
        ...workflows,
      }),
    );
  }
  if (config.workerQueues.includes('scoring')) {
    workers.push(
      Worker.create({
        connection,
        namespace,
        taskQueue: scoringTaskQueue,
        activities: {
          ...createScoringActivities(deps),
          // Runs started by an API of the previous version still come here, during an upgrade.
          ...createExampleRunActivities(deps),
        },
        // No more scoring activities at once than the sandbox (and the model) can serve: the rest
        // wait in Temporal's queue, where waiting counts against no attempt's start-to-close
        // time-out, and another worker with a free sandbox may take them.
        maxConcurrentActivityTaskExecutions: scoringConcurrency(deps.sandbox, config),
        ...workflows,
      }),
      Worker.create({
        connection,
        namespace,
        taskQueue: exampleRunTaskQueue,
        activities: createExampleRunActivities({
          pool: deps.pool,
          sandbox: deps.exampleRunSandbox ?? deps.sandbox,
          exampleRunsPerCompany: config.exampleRunSlots * EXAMPLE_RUNS_HELD_PER_COMPANY_PER_SLOT,
        }),
        // More runs taken than run at once: those waiting in this process take turns by company
        // (the sandbox's limiter), where in Temporal's queue they would be first come first served.
        maxConcurrentActivityTaskExecutions: config.exampleRunSlots * EXAMPLE_RUNS_TAKEN_PER_SLOT,
        ...workflows,
      }),
      // Companies' question checks, one at a time: a check holds at most one of the sandbox's slots,
      // whatever a company saves, so candidates' scoring always has the others.
      Worker.create({
        connection,
        namespace,
        taskQueue: questionCheckTaskQueue,
        activities: createQuestionCheckActivities(deps),
        maxConcurrentActivityTaskExecutions: 1,
        ...workflows,
      }),
    );
  }
  return Promise.all(workers);
}
