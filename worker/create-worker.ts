import { NativeConnection, Worker, type WorkflowBundle } from '@temporalio/worker';
import { createActivities, createScoringActivities, type ActivityDeps, type ScoringDeps } from '../activities';
import type { Config } from '../lib/config';

export interface WorkerOptions {
  connection: NativeConnection;
  config: Config;
  deps: ActivityDeps & ScoringDeps;
  /** A prebuilt bundle (tests share one); without it the workflows are bundled at start. */
  workflowBundle?: WorkflowBundle;
}

/**
 * One Worker per queue this process serves (config.workerQueues): the lifecycle queue runs every
 * workflow and the activities with side effects; the scoring queue only the scoring activities,
 * so that scoring can run on machines of its own.
 */
export async function createWorkers({ connection, config, deps, workflowBundle }: WorkerOptions): Promise<Worker[]> {
  const { namespace, taskQueue, scoringTaskQueue } = config.temporal;
  const workers: Promise<Worker>[] = [];
  if (config.workerQueues.includes('lifecycle')) {
    workers.push(
      Worker.create({
        connection,
        namespace,
        taskQueue,
        activities: createActivities(deps),
        ...(workflowBundle ? { workflowBundle } : { workflowsPath: require.resolve('../workflows') }),
      }),
    );
  }
  if (config.workerQueues.includes('scoring')) {
    workers.push(Worker.create({ connection, namespace, taskQueue: scoringTaskQueue, activities: createScoringActivities(deps) }));
  }
  return Promise.all(workers);
}
